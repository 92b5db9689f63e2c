import type { ServicesInput } from '../src/home/home.schema.ts';

// The offers shown in the home page's services section (#services), each
// also published as Service structured data. `priceFrom` is the FAQ's
// 'à partir de' price, in euros.
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
    name: 'Design UI/UX',
    description:
      'Des pages claires et agréables qui guident vos visiteurs jusqu’à la prise de contact, testées sur maquette avant la moindre ligne de code.',
    features: ['Maquettes détaillées à valider', 'Parcours simple jusqu’au contact', 'Lisible et accessible à tous'],
  },
  {
    id: 'landing-page',
    icon: 'rocket',
    name: 'Landing page',
    description:
      'Une page, un objectif : présenter une offre et transformer vos visiteurs en demandes de devis, en inscriptions ou en ventes.',
    features: ['Livrée en 7 jours après le brief', 'Formulaire de contact relié à votre messagerie', 'Textes pensés pour convertir'],
    priceFrom: 990,
  },
  {
    id: 'site-vitrine',
    icon: 'store',
    name: 'Site vitrine',
    description:
      'Votre activité présentée sur 5 à 7 pages : services, réalisations, à propos et contact, pour inspirer confiance dès la première visite.',
    features: ['5 à 7 pages', 'Livré en 7 à 15 jours après le brief', 'Prise en main d’une heure, enregistrée', '30 jours de support inclus'],
    priceFrom: 1990,
  },
  {
    id: 'blog-seo',
    icon: 'pen-line',
    name: 'Blog & SEO',
    description:
      'Un site avec blog pour publier vos conseils, gagner la confiance de vos lecteurs et monter durablement dans les résultats de Google.',
    features: ['Blog simple à alimenter', 'Stratégie de contenus', 'Livré en 15 jours après le brief'],
    priceFrom: 2990,
  },
] satisfies ServicesInput;
