import { ContactSection } from '../components/ContactSection.tsx';
import { organizationJsonLd, webPageJsonLd, websiteJsonLd } from '../seo/jsonld.ts';
import { definePage, single } from './types.ts';

const title = 'Éclosion Web : faites éclore votre présence digitale';
const description =
  'Landing pages, sites vitrines et blogs pensés pour convertir vos visiteurs en clients. Agence web pour indépendants, artisans et petites entreprises. Appel gratuit.';

export default definePage({
  routes: single('/'),
  head: () => ({ title, fullTitle: true, description, path: '/' }),
  jsonLd: ({ content }) => [
    organizationJsonLd(content.site),
    websiteJsonLd(content.site),
    webPageJsonLd(content.site, { path: '/', title, description }),
  ],
  Component: ({ content }) => (
    <>
      <section className="hero">
        <div className="container">
          <p className="eyebrow">Agence web pour indépendants et petites entreprises</p>
          <h1>Faites éclore votre présence digitale</h1>
          <p className="lead">Nous transformons vos idées en expériences web qui convertissent vos visiteurs en clients.</p>
          <div className="actions">
            <a className="btn btn-primary" href="#services">
              Découvrir nos services
            </a>
            <a className="btn btn-secondary" href="#contact">
              Collaborer avec nous
            </a>
          </div>
        </div>
      </section>
      <section id="services" className="section">
        <div className="container">
          <h2>Nos services</h2>
          <p>Sites sur mesure, optimisation SEO, design UI/UX, landing pages, sites vitrines, blogs et référencement.</p>
          <a href="/nos-offres/">Voir toutes nos offres</a>
        </div>
      </section>
      <section id="portfolio" className="section">
        <div className="container">
          <h2>Nos démonstrations</h2>
          <ul>
            <li><a href="/produit/">Boutique en ligne</a></li>
            <li><a href="/studio-design/">Studio de design</a></li>
            <li><a href="/portfolio-creatif/">Portfolio créatif</a></li>
            <li><a href="/portfolio-photographe/">Portfolio photographe</a></li>
            <li><a href="/traiteur-evenementiel/">Traiteur événementiel</a></li>
            <li><a href="/coach-sportif-premium/">Coach sportif</a></li>
          </ul>
        </div>
      </section>
      <section id="faq" className="section">
        <div className="container">
          <h2>Questions fréquentes</h2>
          <p>Un site vitrine est livré en 7 à 15 jours, avec 30 jours d'accompagnement inclus.</p>
        </div>
      </section>
      <ContactSection content={content} />
    </>
  ),
});
