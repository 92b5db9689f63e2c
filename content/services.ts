import type { ServicesInput } from '../src/home/home.schema.ts';
import { blogSeo, landingPage, siteVitrine, terms } from './offers.ts';

// The offers shown in the home page's services section (#services), each
// also published as Service structured data. The last three are the offers
// of content/offers.ts: their names, prices, sizes and delays come from there.
export default [
  {
    id: 'site-sur-mesure',
    icon: 'sprout',
    name: 'Sites web sur mesure',
    description:
      'Un site qui vous ressemble, pensé autour de vos clients et de votre métier, sans modèle tout fait ni fonctionnalité inutile.',
    features: ['Design unique à vos couleurs', 'Rapide sur mobile comme sur ordinateur', 'Facile à faire évoluer'],
  },
  {
    id: 'optimisation-seo',
    icon: 'search',
    name: 'Optimisation SEO',
    description:
      'Être trouvé sur Google par les personnes qui cherchent exactement ce que vous proposez, près de chez vous ou partout en France.',
    features: ['Audit de votre site actuel', 'Mots-clés choisis avec vous', 'Fiche Google de votre entreprise'],
  },
  {
    id: 'design-ui-ux',
    icon: 'palette',
    name: 'Design et parcours',
    description:
      'Des pages claires et agréables qui guident vos visiteurs jusqu’à la prise de contact, testées sur maquette avant la moindre ligne de code.',
    features: ['Maquettes détaillées à valider', 'Parcours simple jusqu’au contact', 'Lisible et accessible à tous'],
  },
  {
    id: 'landing-page',
    icon: 'rocket',
    name: landingPage.name,
    description:
      'Une page, un objectif : présenter une offre et transformer vos visiteurs en demandes de devis, en inscriptions ou en ventes.',
    features: [`Livrée en ${landingPage.days} jours ouvrés après le brief`, 'Formulaire de contact relié à votre messagerie', 'Textes écrits avec vous, pour donner envie d’agir'],
    priceFrom: landingPage.price,
  },
  {
    id: 'site-vitrine',
    icon: 'store',
    name: siteVitrine.name,
    description: `Votre activité présentée sur ${siteVitrine.pages} pages : accueil, services, réalisations, à propos et contact, pour inspirer confiance dès la première visite.`,
    features: [
      `${siteVitrine.pages} pages`,
      `Livré en ${siteVitrine.days} jours ouvrés après le brief`,
      'Prise en main d’une heure, enregistrée si vous le souhaitez',
      `${terms.supportDays} jours de support inclus`,
    ],
    priceFrom: siteVitrine.price,
  },
  {
    id: 'blog-seo',
    icon: 'pen-line',
    name: blogSeo.name,
    description:
      'Un site avec blog pour publier vos conseils, gagner la confiance de vos lecteurs et monter durablement dans les résultats de Google.',
    features: ['Blog simple à alimenter', 'Stratégie de contenu et de référencement', `Livré en ${blogSeo.days} jours ouvrés après le brief`],
    priceFrom: blogSeo.price,
  },
] satisfies ServicesInput;
