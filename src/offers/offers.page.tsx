import { BaseOffers } from './BaseOffers.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { formatPrice } from '../text/format.ts';
import type { Offers } from './offers.schema.ts';
import { breadcrumbTrail, serviceJsonLd } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';

const path = '/nos-offres/';
const title = 'Nos offres';
const description =
  "Landing page, site vitrine, blog et SEO, refonte et maintenance : toutes les offres d'Éclosion Web et leurs prix de départ.";
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
  head: () => ({ title, description, path }),
  styles: ['offers/offers.css'],
  jsonLd: ({ content }) => [
    ...innerPageJsonLd(content, { path, title, description }, crumbs),
    ...content.offers.services.map((offer) =>
      serviceJsonLd(content.site, { name: offer.name, description: offer.description, priceFrom: offer.price, path }),
    ),
  ],
  Component: ({ content }) => {
    const { offers } = content;
    return (
      <>
        <PageIntro
          crumbs={crumbs}
          title="Nos offres"
          lead="Des offres claires pour chaque étape de votre présence en ligne, de la landing page au site complet avec blog. Le premier appel est toujours gratuit."
        >
          <a className="btn btn-primary" href="/#contact">
            Planifier mon appel gratuit
          </a>
        </PageIntro>

        <section className="section" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">Nos services et leurs prix de départ</h2>
            <p className="lead">
              Ces prix comprennent les textes, écrits avec vous, et l’accompagnement ; si votre contenu est déjà prêt, voyez nos formules express plus bas. Le prix final
              dépend de votre projet : nous vous remettons un devis détaillé et gratuit après notre premier appel. Nos prix sont nets : {content.site.legal.vatMention}.
            </p>
            <PriceCards offers={offers.services} label="À partir de" />
            <ul className="included" aria-label="Inclus dans chaque offre">
              {offers.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section section-soft" aria-labelledby="bases-title">
          <div className="container">
            <h2 id="bases-title">Nos bases</h2>
            <p className="lead">Trois points de départ, que nous adaptons ensuite à votre activité.</p>
            <BaseOffers offers={offers.base} />
          </div>
        </section>

        <section className="section" aria-labelledby="express-title">
          <div className="container">
            <h2 id="express-title">Les formules express</h2>
            <p className="lead">
              Pour aller vite quand vos textes et vos visuels sont déjà prêts : les trois formules de nos <a href="/cgv/">conditions générales de vente</a>, à prix nets ({content.site.legal.vatMention}).
            </p>
            <PriceCards offers={offers.termsOfSale} label="Dès" />
          </div>
        </section>

        <section className="section section-soft" aria-labelledby="refonte-title">
          <div className="container narrow">
            <h2 id="refonte-title">Refonte sur mesure</h2>
            <p>
              Votre site existe déjà mais ne vous ramène plus de clients ? Nous partons de l’existant, gardons ce qui fonctionne et reprenons le reste. Pas de grille
              figée ni de prix générique : chaque refonte est chiffrée après un audit gratuit.
            </p>
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
                    <p className="price-yearly">
                      ou {formatPrice(option.yearly / 12)} par mois en réglant l’année d’avance ({formatPrice(option.yearly)} par an)
                    </p>
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
            <h2 id="closing-title">Vous hésitez entre deux offres ?</h2>
            <p>Parlons-en de vive voix. En 30 minutes, nous regardons votre activité, vos objectifs et votre budget, et nous vous conseillons la formule la plus juste, sans engagement.</p>
            <div className="actions">
              <a className="btn btn-primary" href="/#contact">
                Planifier mon appel gratuit
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
