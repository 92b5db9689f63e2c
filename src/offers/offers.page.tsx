import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { formatPrice } from '../text/format.ts';
import { fillIn } from '../text/fill-in.ts';
import type { Offers } from './offers.schema.ts';
import { breadcrumbTrail, serviceJsonLd } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { bookingAnchor } from '../booking/BookingSection.tsx';

const path = '/nos-offres/';
const title = 'Nos offres';
const crumbs = breadcrumbTrail({ name: 'Nos offres', path });

function PriceCards({ offers, label, delay }: { offers: Offers['services']; label: string; delay: string }) {
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
            <li>{fillIn(delay, { days: offer.days })}</li>
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
          <ButtonLink look="primary" href={`/#${bookingAnchor}`} label={page.callLabel} />
        </PageIntro>

        <Section className="section" titleId="services-title" title={page.servicesHeading} lead={fillIn(page.servicesLead, { vat })}>
          <PriceCards offers={offers.services} label="À partir de" delay={page.delay} />
          <ul className="included" aria-label={page.includedLabel}>
            {offers.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>

        <Section
          className="section"
          titleId="express-title"
          title="Les formules express"
          lead={fillIn(page.expressLead, { terms: <a href="/cgv/">{page.termsLink}</a>, vat })}
        >
          <PriceCards offers={offers.termsOfSale} label="Dès" delay={page.delay} />
        </Section>

        <Section className="section section-soft" titleId="refonte-title" title="Refonte sur mesure" container="narrow">
          <p>{page.redesign}</p>
          <ButtonLink look="primary" href="/?projet=refonte#contact" label="Discuter d'une refonte" />
        </Section>

        <Section className="section" titleId="maintenance-title" title="Maintenance, en option">
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
        </Section>

        <Section className="section section-soft closing" titleId="closing-title" title={page.closingHeading} container="narrow">
          <p>{page.closing}</p>
          <div className="actions">
            <ButtonLink look="primary" href={`/#${bookingAnchor}`} label={page.callLabel} />
            <ButtonLink look="secondary" href="/realisations/" label="Voir nos réalisations" />
          </div>
        </Section>
      </>
    );
  },
});
