import { Icon } from '../ui/Icon.tsx';
import type { Services } from './home.schema.ts';
import { formatPrice } from '../text/format.ts';
import { LazySection } from './LazySection.tsx';

export function ServicesSection({ services }: { services: Services }) {
  return (
    <LazySection
      id="services"
      title="Nos services"
      lead="Du site sur mesure au blog optimisé pour Google : tout ce qu’il faut pour exister en ligne et être choisi."
    >
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
      <p className="section-more">
        <a className="btn btn-secondary" href="/nos-offres/">
          Voir toutes nos offres
        </a>
      </p>
    </LazySection>
  );
}
