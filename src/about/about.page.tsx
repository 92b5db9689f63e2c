import type { ReactNode } from 'react';
import { BaseOffers } from '../offers/BaseOffers.tsx';
import { Breadcrumb } from '../ui/Breadcrumb.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';

const path = '/a-propos/';
const title = 'À propos';
const description =
  'Chaque projet est unique : découvrez comment Éclosion Web vous écoute, vous conseille et vous accompagne, du premier appel gratuit à la mise en ligne.';
const crumbs = breadcrumbTrail({ name: 'À propos', path });

const steps = [
  {
    title: 'Diagnostic & audit',
    text: 'Un premier appel gratuit pour comprendre votre activité, vos clients et vos objectifs. Nous analysons votre présence en ligne actuelle et vous repartez avec des pistes concrètes, même si nous ne travaillons pas ensemble.',
  },
  {
    title: 'Maquettes & retours',
    text: 'Nous dessinons des maquettes détaillées de chaque page dans un outil de design professionnel. Vous voyez votre site avant qu’il existe, et nous l’ajustons ensemble, appel après appel, jusqu’à ce qu’il vous ressemble.',
  },
  {
    title: 'Livraison & accompagnement',
    text: 'Un appel de livraison pour tout vous montrer : une prise en main guidée, pas à pas, pour modifier vos textes et suivre vos demandes. Puis 30 jours de support pour répondre à vos questions.',
  },
];

/** A section that fades and slides in once 20 % visible (src/about/reveal.ts). */
function Reveal({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section className={`section ${className}`} aria-labelledby={id} data-reveal>
      <div className="container">{children}</div>
    </section>
  );
}

export default definePage({
  routes: single(path, 'offers'),
  head: () => ({ title, description, path }),
  styles: ['offers/offers.css', 'about/about.css'],
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: ({ content }) => (
    <>
      <section className="page-intro about-hero" aria-labelledby="about-title" data-reveal>
        <div className="container">
          <a className="back-link" href="/">
            <span aria-hidden="true">←</span> Retour à l'accueil
          </a>
          <Breadcrumb crumbs={crumbs} />
          <h1 id="about-title">Chaque projet est unique, votre site aussi</h1>
          <p className="lead">
            Avant de parler technique, nous vous écoutons : votre métier, vos clients, ce qui vous fait gagner du temps et ce qui vous en fait perdre. Tout
            commence par un premier appel gratuit, avec un diagnostic de votre situation et un audit de votre présence en ligne.
          </p>
          <div className="actions">
            <a className="btn btn-primary" href="/#contact">
              Planifier mon appel gratuit
            </a>
          </div>
        </div>
      </section>

      <Reveal id="methode-title" className="section-soft">
        <h2 id="methode-title">Notre méthode</h2>
        <div className="method-principles">
          <p>
            <strong>Des appels plutôt que des e-mails.</strong> Un échange de vive voix règle en dix minutes ce qu’une chaîne de messages fait traîner une semaine.
            Vous avez un interlocuteur unique, joignable, qui connaît votre projet.
          </p>
          <p>
            <strong>Des maquettes détaillées.</strong> Chaque page est dessinée dans un outil de design avant d’être construite : vous validez ce que vous voyez,
            sans mauvaise surprise à la livraison.
          </p>
          <p>
            <strong>Un appel de livraison.</strong> Nous mettons votre site en ligne ensemble, lors d’une prise en main guidée, pour que vous sachiez le faire vivre.
          </p>
        </div>
        <ol className="method-steps">
          {steps.map((step, index) => (
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
        <p className="lead">Trois points de départ, que nous adaptons ensuite à votre activité et à votre budget.</p>
        <BaseOffers offers={content.offers.base} />
        <p className="about-more">
          <a href="/nos-offres/">Voir toutes nos offres et leurs prix</a>
        </p>
      </Reveal>

      <Reveal id="refonte-title" className="section-soft">
        <div className="narrow">
          <h2 id="refonte-title">Refonte sur mesure</h2>
          <p>
            Votre site a quelques années, il est lent, difficile à lire sur téléphone ou ne vous amène plus de demandes ? Nous reprenons les sites existants, quel
            que soit l’outil avec lequel ils ont été faits. Pas de grille figée ni de prix générique : nous regardons ce qui fonctionne, ce qui freine vos visiteurs,
            et nous vous proposons un devis qui correspond vraiment à votre site.
          </p>
          <a className="btn btn-primary" href="/?projet=refonte#contact">
            Discuter d'une refonte
          </a>
        </div>
      </Reveal>

      <Reveal id="appel-title" className="about-closing">
        <div className="narrow">
          <h2 id="appel-title">On en parle ?</h2>
          <p>
            Le premier appel est gratuit et sans engagement. Vous repartez avec un diagnostic clair de votre présence en ligne, que vous travailliez avec nous ou non.
            Si nous avançons ensemble, vous savez exactement ce que vous aurez, quand et pour quel prix.
          </p>
          <a className="btn btn-primary" href="/#contact">
            Planifier mon appel gratuit
          </a>
        </div>
      </Reveal>
    </>
  ),
});
