import { Icon } from '../ui/Icon.tsx';
import type { Home, Services } from './home.schema.ts';
import { formatPrice } from '../text/format.ts';
import { LazySection } from './LazySection.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';

/** The services with their starting prices; the VAT mention goes with the prices wherever they are listed. */
export function ServicesSection({ services, texts, vatMention }: { services: Services; texts: Home['services']; vatMention: string }) {
  return (
    <LazySection id="services" title="Nos services" lead={texts.lead}>
      <ul className="card-grid services-grid">
        {services.map((service) => (
          <li key={service.id} className="card service-card">
            <Icon name={service.icon} className="service-icon" />
            <h3>{service.name}</h3>
            <p>{service.description}</p>
            <ul className="service-features">
              {service.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {service.priceFrom !== undefined && (
              <p className="service-price">
                À partir de <strong>{formatPrice(service.priceFrom)}</strong>
              </p>
            )}
          </li>
        ))}
      </ul>
      {services.some((service) => service.priceFrom !== undefined) && <p className="service-vat">{vatMention}</p>}
      {texts.deliveryNote && <p className="service-note">{texts.deliveryNote}</p>}
      <p className="section-more">
        <ButtonLink look="secondary" href="/nos-offres/" label={texts.allOffersLink} />
      </p>
    </LazySection>
  );
}
