import type { AboutInput } from '../src/about/about.schema.ts';
import { terms } from './offers.ts';

// The page /a-propos/: how the agency works. The offers shown there come
// from content/offers.ts.
export default {
  description:
    'Chaque projet est unique : découvrez comment Éclosion Web vous écoute, vous conseille et vous accompagne, du premier appel gratuit à la mise en ligne.',
  heading: 'Chaque projet est unique, votre site aussi',
  lead: 'Avant de parler technique, nous vous écoutons : votre métier, vos clients, ce qui vous fait gagner du temps et ce qui vous en fait perdre. Tout commence par un premier appel gratuit, avec un diagnostic de votre situation et un audit de votre présence en ligne.',
  callLabel: 'Demander mon appel gratuit',
  // Who you are: your name is legal.owner in content/site.ts. Replace every
  // [bracketed] value and the photo before going live (--production refuses them).
  person: {
    heading: 'Qui est derrière Éclosion Web',
    role: '[Votre rôle : après votre nom, par exemple « fondatrice, conceptrice et développeuse web »]',
    photo: '/images/a-propos/portrait-a-remplacer.svg',
    photoAlt: '[Ce que montre votre photo : par exemple « Camille, souriante, à son bureau »]',
    text: ['[Quelques lignes sur vous : votre parcours, pourquoi ce métier, ce que vous aimez dans un projet.]'],
    place: '[Où vous travaillez : par exemple « Lyon, et partout en France à distance »]',
  },
  principles: [
    {
      title: 'Des appels plutôt que des e-mails.',
      text: 'Un échange de vive voix règle en dix minutes ce qu’une chaîne de messages fait traîner une semaine. Vous avez un interlocuteur unique, joignable, qui connaît votre projet.',
    },
    {
      title: 'Des maquettes détaillées.',
      text: 'Chaque page est dessinée dans un outil de design avant d’être construite : vous validez ce que vous voyez, sans mauvaise surprise à la livraison.',
    },
    {
      title: 'Un appel de livraison.',
      text: 'Nous mettons votre site en ligne ensemble, lors d’une prise en main guidée, pour que vous sachiez le faire vivre.',
    },
  ],
  steps: [
    {
      title: 'Diagnostic et audit',
      text: 'Un premier appel gratuit pour comprendre votre activité, vos clients et vos objectifs. Nous analysons votre présence en ligne actuelle et vous repartez avec des pistes concrètes, même si nous ne travaillons pas ensemble.',
    },
    {
      title: 'Maquettes et retours',
      text: `Nous dessinons des maquettes détaillées de chaque page dans un outil de design professionnel. Vous voyez votre site avant qu’il existe, et nous l’ajustons ensemble, de vive voix : ${terms.revisionRounds} séries de retours sont comprises dans le prix.`,
    },
    {
      title: 'Livraison et accompagnement',
      text: `Un appel de livraison pour tout vous montrer : une prise en main guidée de ${terms.handOverMinutes} minutes (${terms.expressHandOverMinutes} pour les formules express), enregistrée si vous le souhaitez, pour apprendre à modifier vos textes et vos images. Puis ${terms.supportDays} jours de support : corrections, réponses à vos questions et petits ajustements de vos textes et de vos images.`,
    },
  ],
  basesLead: 'Trois offres, chacune avec son prix de départ, que nous adaptons ensuite à votre activité et à votre budget.',
  allOffersLink: 'Voir toutes nos offres et leurs prix',
  redesign:
    'Votre site a quelques années, il est lent, difficile à lire sur téléphone ou ne vous amène plus de demandes ? Nous reprenons les sites existants, quel que soit l’outil avec lequel ils ont été faits. Pas de grille figée ni de prix générique : nous regardons ce qui fonctionne, ce qui freine vos visiteurs, et nous vous proposons un devis qui correspond vraiment à votre site.',
  closing:
    'Le premier appel est gratuit et sans engagement. Vous repartez avec un diagnostic clair de votre présence en ligne, que vous travailliez avec nous ou non. Si nous avançons ensemble, vous savez exactement ce que vous aurez, quand et pour quel prix.',
} satisfies AboutInput;
