import { BaseOffers } from './BaseOffers.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { formatPrice } from '../text/format.ts';
import { fillIn } from '../text/fill-in.ts';
import type { Offers } from './offers.schema.ts';
import { breadcrumbTrail, serviceJsonLd } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';

const path = '/nos-offres/';
const title = 'Nos offres';
const crumbs = breadcrumbTrail({ name: 'Nos offres', path });

function PriceCards({ offers, label }: { offers: Offers['services']; label: string }) {
  return (
    <ul className="price-cards">
      {offers.map((offer) => (
        <li key={offer.name} className="card price-card">
          <h3>{offer.name}</h3>
          <p className="price">
            <span>{label}</span> <strong>{formatPrice(offer.price)}</strong>
          </p>
          <p>{offer.description}</p>
          <ul className="check-list">
            {offer.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
            <li>{offer.delay}</li>
          </ul>
          <a className="btn btn-secondary" href={`/?projet=${offer.project}#contact`}>
            Demander un devis<span className="visually-hidden"> pour l’offre {offer.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default definePage({
  routes: single(path, 'offers'),
  head: ({ content }) => ({ title, description: content.offers.page.description, path }),
  styles: ['offers/offers.css'],
  jsonLd: ({ content }) => [
    ...innerPageJsonLd(content, { path, title, description: content.offers.page.description }, crumbs),
    ...content.offers.services.map((offer) => serviceJsonLd(content.site, { name: offer.name, description: offer.description, priceFrom: offer.price, path })),
  ],
  Component: ({ content }) => {
    const { offers } = content;
    const { page } = offers;
    const vat = content.site.legal.vatMention;
    return (
      <>
        <PageIntro crumbs={crumbs} title="Nos offres" lead={page.lead}>
          <a className="btn btn-primary" href="/#contact">
            {page.callLabel}
          </a>
        </PageIntro>

        <section className="section" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">{page.servicesHeading}</h2>
            <p className="lead">{fillIn(page.servicesLead, { vat })}</p>
            <PriceCards offers={offers.services} label="À partir de" />
            <ul className="included" aria-label={page.includedLabel}>
              {offers.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section section-soft" aria-labelledby="bases-title">
          <div className="container">
            <h2 id="bases-title">Nos bases</h2>
            <p className="lead">{page.basesLead}</p>
            <BaseOffers offers={offers.base} />
          </div>
        </section>

        <section className="section" aria-labelledby="express-title">
          <div className="container">
            <h2 id="express-title">Les formules express</h2>
            <p className="lead">{fillIn(page.expressLead, { terms: <a href="/cgv/">{page.termsLink}</a>, vat })}</p>
            <PriceCards offers={offers.termsOfSale} label="Dès" />
          </div>
        </section>

        <section className="section section-soft" aria-labelledby="refonte-title">
          <div className="container narrow">
            <h2 id="refonte-title">Refonte sur mesure</h2>
            <p>{page.redesign}</p>
            <a className="btn btn-primary" href="/?projet=refonte#contact">
              Discuter d'une refonte
            </a>
          </div>
        </section>

        <section className="section" aria-labelledby="maintenance-title">
          <div className="container">
            <h2 id="maintenance-title">Maintenance, en option</h2>
            <ul className="price-cards">
              {offers.maintenance.map((option) => (
                <li key={option.name} className="card price-card">
                  <h3>{option.name}</h3>
                  <p className="price">
                    <strong>{formatPrice(option.monthly)}</strong> <span>par mois</span>
                  </p>
                  {option.yearly && (
                    <p className="price-yearly">{fillIn(page.yearlyPrice, { monthly: formatPrice(option.yearly / 12), yearly: formatPrice(option.yearly) })}</p>
                  )}
                  <ul className="check-list">
                    {option.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="maintenance-terms">{offers.maintenanceTerms}</p>
          </div>
        </section>

        <section className="section section-soft closing" aria-labelledby="closing-title">
          <div className="container narrow">
            <h2 id="closing-title">{page.closingHeading}</h2>
            <p>{page.closing}</p>
            <div className="actions">
              <a className="btn btn-primary" href="/#contact">
                {page.callLabel}
              </a>
              <a className="btn btn-secondary" href="/realisations/">
                Voir nos réalisations
              </a>
            </div>
          </div>
        </section>
      </>
    );
  },
});
