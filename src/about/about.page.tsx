import type { ReactNode } from 'react';
import { BaseOffers } from '../offers/BaseOffers.tsx';
import { Breadcrumb } from '../ui/Breadcrumb.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';

const path = '/a-propos/';
const title = 'À propos';
const crumbs = breadcrumbTrail({ name: 'À propos', path });

/** A section that fades and slides in once 20 % visible (src/about/reveal.ts). */
function Reveal({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section className={`section ${className}`} aria-labelledby={id} data-reveal>
      <div className="container">{children}</div>
    </section>
  );
}

export default definePage({
  routes: single(path, 'about', 'offers'),
  head: ({ content }) => ({ title, description: content.about.description, path }),
  styles: ['offers/offers.css', 'about/about.css'],
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description: content.about.description }, crumbs),
  Component: ({ content: { about, offers } }) => (
    <>
      <section className="page-intro about-hero" aria-labelledby="about-title" data-reveal>
        <div className="container">
          <a className="back-link" href="/">
            <span aria-hidden="true">←</span> Retour à l'accueil
          </a>
          <Breadcrumb crumbs={crumbs} />
          <h1 id="about-title">{about.heading}</h1>
          <p className="lead">{about.lead}</p>
          <div className="actions">
            <a className="btn btn-primary" href="/#contact">
              {about.callLabel}
            </a>
          </div>
        </div>
      </section>

      <Reveal id="methode-title" className="section-soft">
        <h2 id="methode-title">Notre méthode</h2>
        <div className="method-principles">
          {about.principles.map((principle) => (
            <p key={principle.title}>
              <strong>{principle.title}</strong> {principle.text}
            </p>
          ))}
        </div>
        <ol className="method-steps">
          {about.steps.map((step, index) => (
            <li key={step.title}>
              <span className="method-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Reveal>

      <Reveal id="bases-title">
        <h2 id="bases-title">Nos bases</h2>
        <p className="lead">{about.basesLead}</p>
        <BaseOffers offers={offers.base} />
        <p className="about-more">
          <a href="/nos-offres/">{about.allOffersLink}</a>
        </p>
      </Reveal>

      <Reveal id="refonte-title" className="section-soft">
        <div className="narrow">
          <h2 id="refonte-title">Refonte sur mesure</h2>
          <p>{about.redesign}</p>
          <a className="btn btn-primary" href="/?projet=refonte#contact">
            Discuter d'une refonte
          </a>
        </div>
      </Reveal>

      <Reveal id="appel-title" className="about-closing">
        <div className="narrow">
          <h2 id="appel-title">On en parle ?</h2>
          <p>{about.closing}</p>
          <a className="btn btn-primary" href="/#contact">
            {about.callLabel}
          </a>
        </div>
      </Reveal>
    </>
  ),
});
