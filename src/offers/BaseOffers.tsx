import type { Offers } from './offers.schema.ts';
import { useStyles } from '../ui/style-rules.ts';

/** The three base offers (Jeune Pousse, Florale, Unique), each on its gradient; styles in offers.css. */
export function BaseOffers({ offers, headingLevel = 3 }: { offers: Offers['base']; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const styled = useStyles();
  return (
    <ul className="base-offers">
      {offers.map((offer) => (
        <li key={offer.name} className="base-offer">
          <div {...styled({ backgroundImage: offer.gradient }, 'base-offer-head')}>
            <Heading>{offer.name}</Heading>
            <p>{offer.pages}</p>
          </div>
          <div className="base-offer-body">
            <p>{offer.description}</p>
            <ul className="check-list">
              {offer.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
