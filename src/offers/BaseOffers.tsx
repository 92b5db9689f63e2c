import type { Offers } from './offers.schema.ts';
import { formatPrice } from '../text/format.ts';
import { useStyles } from '../ui/style-rules.ts';

/** The offers of /nos-offres/, each on its gradient, with its price and size; styles in offers.css. */
export function BaseOffers({ offers, vat, headingLevel = 3 }: { offers: Offers['services']; vat: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const styled = useStyles();
  return (
    <>
      <ul className="base-offers">
        {offers.map((offer) => (
          <li key={offer.name} className="base-offer">
            <div {...styled({ backgroundImage: offer.gradient ?? 'linear-gradient(135deg, #1e3a8a, #6d28d9)' }, 'base-offer-head')}>
              <Heading>{offer.name}</Heading>
              <p>
                {offer.pages} {offer.pages > 1 ? 'pages' : 'page'}, à partir de {formatPrice(offer.price)}
              </p>
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
      <p className="about-more">Prix nets : {vat}.</p>
    </>
  );
}
