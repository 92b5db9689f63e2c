import { BaseOffers } from '../offers/BaseOffers.tsx';
import { Breadcrumb } from '../ui/Breadcrumb.tsx';
import { Section } from '../ui/Section.tsx';
import { breadcrumbTrail, personJsonLd } from '../seo/jsonld.ts';
import { Picture } from '../images/Picture.tsx';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { bookingAnchor } from '../booking/BookingSection.tsx';

const path = '/a-propos/';
const title = 'À propos';
const crumbs = breadcrumbTrail({ name: 'À propos', path });

export default definePage({
  routes: single(path, 'about', 'offers', 'site'),
  head: ({ content }) => ({ title, description: content.about.description, path }),
  styles: ['offers/offers.css', 'about/about.css'],
  scripts: ['about/about.client.ts'],
  jsonLd: ({ content }) => [
    ...innerPageJsonLd(content, { path, title, description: content.about.description }, crumbs),
    personJsonLd(content.site, content.about.person),
  ],
  Component: ({ content: { about, offers, site } }) => (
    <>
      <section className="page-intro about-hero" aria-labelledby="about-title" data-reveal="rise">
        <div className="container">
          <a className="back-link" href="/">
            <span aria-hidden="true">←</span> Retour à l'accueil
          </a>
          <Breadcrumb crumbs={crumbs} />
          <h1 id="about-title">{about.heading}</h1>
          <p className="lead">{about.lead}</p>
          <div className="actions">
            <ButtonLink look="primary" href={`/#${bookingAnchor}`} label={about.callLabel} />
          </div>
        </div>
      </section>

      <Section className="section about-person" titleId="personne-title" title={about.person.heading}>
        <div className="about-person-card">
          <Picture src={about.person.photo} alt={about.person.photoAlt} sizes="(min-width: 48rem) 18rem, 60vw" className="about-person-photo" />
          <div>
            <p className="about-person-name">
              <strong>{site.legal.owner}</strong>, {about.person.role}
            </p>
            {about.person.text.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="meta">{about.person.place}</p>
          </div>
        </div>
      </Section>

      {/* Each section fades and slides in once 20 % visible (about.client.ts). */}
      <Section className="section section-soft" titleId="methode-title" title="Notre méthode" reveal="rise">
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
      </Section>

      <Section className="section" titleId="bases-title" title="Nos offres" lead={about.basesLead} reveal="rise">
        <BaseOffers offers={offers.services} vat={site.legal.vatMention} />
        <p className="about-more">
          <a href="/nos-offres/">{about.allOffersLink}</a>
        </p>
      </Section>

      <Section className="section section-soft" titleId="refonte-title" title="Refonte sur mesure" reveal="rise">
        <p className="narrow">{about.redesign}</p>
        <ButtonLink look="primary" href="/?projet=refonte#contact" label="Discuter d'une refonte" />
      </Section>

      <Section className="section about-closing" titleId="appel-title" title="On en parle ?" container="narrow" reveal="rise">
        <p>{about.closing}</p>
        <ButtonLink look="primary" href={`/#${bookingAnchor}`} label={about.callLabel} />
      </Section>
    </>
  ),
});
