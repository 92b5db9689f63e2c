import type { HomeInput } from '../src/home/home.schema.ts';
import { blogSeo, landingPage, terms } from './offers.ts';

// The home page's texts (its services and FAQ have their own files). Write
// plain spaces before « ? : ! % »: the site sets the French non-breaking
// spaces itself.
export default {
  head: {
    title: 'Éclosion Web : faites éclore votre présence en ligne',
    description:
      'Landing pages, sites vitrines et blogs qui amènent des clients aux indépendants, artisans et petites entreprises. Premier appel gratuit.',
  },
  hero: {
    eyebrow: 'Agence web pour indépendants, artisans et petites entreprises',
    title: 'Faites éclore votre présence en ligne',
    lead: 'Nous créons des sites clairs et rapides, qui donnent envie à vos visiteurs de vous contacter.',
    // Two demos shown beside the message (their screenshots: npm run previews).
    showcase: { desktop: '/traiteur-evenementiel/', phone: '/portfolio-photographe/' },
  },
  portfolio: {
    title: 'Nos démonstrations',
    lead: 'Six univers à explorer pour imaginer le vôtre. Ce sont des démonstrations : cliquez, faites glisser, testez, rien n’est vendu pour de vrai.',
    notice: {
      text: 'Démonstration réalisée par {brand} : cette entreprise est imaginaire, rien n’y est vendu ni réservé pour de vrai.',
      offersLink: 'Voir nos offres',
    },
    demos: [
      {
        path: '/produit/',
        title: 'Boutique en ligne',
        category: 'T-shirts personnalisés en 3D',
        description: 'Un produit à faire tourner du bout du doigt, un atelier de personnalisation et un panier qui s’ouvre en douceur.',
        gradient: 'linear-gradient(135deg, #1e1b4b, #7c3aed)',
      },
      {
        path: '/studio-design/',
        title: 'Studio de design',
        category: 'Portfolio d’agence',
        description: 'Des projets phares, un bac à sable créatif et un générateur d’affiches pour montrer l’esprit d’une équipe.',
        gradient: 'linear-gradient(135deg, #be185d, #f59e0b)',
      },
      {
        path: '/portfolio-creatif/',
        title: 'Portfolio créatif',
        category: 'Coach, photographe, peintre',
        description: 'Trois univers artistiques sur une seule page, avec galerie, lecteur de musique et comparateur avant/après.',
        gradient: 'linear-gradient(135deg, #6d28d9, #db2777)',
      },
      {
        path: '/portfolio-photographe/',
        title: 'Photographe',
        category: 'Portfolio',
        description: 'Une galerie immersive où chaque photo dévoile ses réglages, et un appel à réserver une séance.',
        gradient: 'linear-gradient(135deg, #0f172a, #475569)',
      },
      {
        path: '/traiteur-evenementiel/',
        title: 'Traiteur événementiel',
        category: 'Mariages et réceptions',
        description: 'Des lettres d’amour de jeunes mariés, une galerie gourmande et un formulaire pour préparer sa réception.',
        gradient: 'linear-gradient(135deg, #92400e, #e11d48)',
      },
      {
        path: '/coach-sportif-premium/',
        title: 'Coach sportif premium',
        category: 'Sport et bien-être',
        description: 'Un tableau de bord personnel, une playlist d’entraînement et une boutique pour une marque qui donne de l’énergie.',
        gradient: 'linear-gradient(135deg, #047857, #0e7490)',
      },
    ],
  },
  services: {
    lead: 'Du site sur mesure au blog optimisé pour Google : tout ce qu’il faut pour exister en ligne et être choisi.',
    allOffersLink: 'Voir toutes nos offres',
    deliveryNote:
      'Délais comptés à partir du brief de projet. Vous commandez en tant que particulier ? Nous commençons à la fin de votre délai de rétractation de 14 jours, sauf si vous nous demandez par écrit de commencer plus tôt.',
  },
  faq: {
    lead: 'Les réponses aux questions que l’on nous pose le plus souvent avant de se lancer.',
  },
  why: {
    title: 'Pourquoi nous choisir ?',
    lead: 'Un interlocuteur unique, des délais tenus et des résultats mesurables : tout ce qu’il faut pour avancer sereinement.',
    figures: [
      { example: true, value: '+5 ans', label: 'd’expérience' },
      { example: true, value: 'Plus de 50', label: 'sites livrés' },
      { example: true, value: '+30 %', label: 'de conversion sur les appels découverte d’un coach (étude de cas Élan Forme)' },
      { example: true, value: '4,9/5', label: 'sur 47 avis clients, non vérifiés par un tiers' },
    ],
    reasons: [
      {
        icon: 'phone',
        title: 'Consultation gratuite',
        text: 'Un premier appel offert pour comprendre votre activité, vos objectifs et vous dire honnêtement ce dont vous avez besoin.',
      },
      {
        icon: 'timer',
        title: `Livré en ${blogSeo.days} jours ouvrés au plus`,
        text: `Au plus ${landingPage.days} jours ouvrés pour une landing page, ${blogSeo.days} pour un site avec blog, à compter du brief de projet : le délai de votre devis nous engage. Particulier ? Nous attendons la fin de vos 14 jours de rétractation, sauf demande écrite.`,
      },
      {
        icon: 'handshake',
        title: `${terms.supportDays} jours de support`,
        text: `Après la mise en ligne, nous restons à vos côtés ${terms.supportDays} jours : nous corrigeons les anomalies, répondons à vos questions et faisons les petits ajustements de vos textes et de vos images.`,
      },
      {
        icon: 'credit-card',
        title: 'Un acompte, puis le solde à la livraison',
        text: `${terms.depositPercent} % à la commande, le solde à la livraison, ou en deux fois sans frais si vous le demandez au devis : ${terms.instalmentPercent} % à la livraison et ${terms.instalmentPercent} % ${terms.secondInstalmentDays} jours plus tard.`,
      },
    ],
  },
  banner: {
    title: 'Découvrir nos démonstrations interactives',
    text: 'Touchez du doigt ce que nous pouvons créer pour vous : ouvrez une démonstration et essayez-la comme un vrai visiteur.',
    links: [
      { label: 'Démo créative', href: '/portfolio-creatif/' },
      { label: 'Démo traiteur', href: '/traiteur-evenementiel/' },
      { label: 'Démo coach sportif', href: '/coach-sportif-premium/' },
    ],
  },
} satisfies HomeInput;
