import type { CatererInput } from '../../src/demos/traiteur-evenementiel/traiteur-evenementiel.schema.ts';

// Static data of the caterer demo (/traiteur-evenementiel/). The caterer is
// invented: its phone is in the range reserved for fiction and its address
// on an example domain.
export default {
  brand: 'Saveurs & Cérémonies',
  contact: {
    phone: '+33 6 39 98 24 15',
    email: 'contact@saveurs.example',
    area: 'Lyon et région Auvergne-Rhône-Alpes',
  },
  universe: [
    {
      icon: 'salad',
      title: 'Entrées',
      description: 'Des bouchées fraîches et colorées pour ouvrir la fête en douceur.',
      dishes: ['Velouté de petits pois, menthe fraîche', 'Tartare de truite des Alpes', 'Gougères au comté'],
    },
    {
      icon: 'utensils-crossed',
      title: 'Plats',
      description: 'Les produits de nos fermes voisines, cuisinés le jour même.',
      dishes: ['Volaille de Bresse aux morilles', 'Filet de bœuf, jus corsé', 'Risotto de saison'],
    },
    {
      icon: 'cake-slice',
      title: 'Desserts',
      description: 'Pièces montées, buffets gourmands et douceurs à partager.',
      dishes: ['Tarte aux pralines roses', 'Pavlova aux fruits rouges', 'Pièce montée de choux'],
    },
  ],
  story: {
    history:
      "Tout a commencé dans une petite cuisine de la Croix-Rousse, avec un premier mariage de 40 couverts. Depuis, nous avons accompagné des centaines de familles, des fiançailles aux noces d'or.",
    commitment:
      'Produits de saison, circuits courts et une équipe qui reste jusqu’au dernier invité : nous cuisinons chaque réception comme si c’était la nôtre.',
    years: 15,
  },
  gallery: [
    { image: '/images/art/traiteur/vin-d-honneur.svg', imageAlt: 'Trois flûtes de champagne et des bouchées sur une nappe blanche, en plein air', title: 'Vin d’honneur', description: 'Bulles et bouchées sous les platanes', background: 'linear-gradient(160deg, #fef3c7, #d97706)' },
    { image: '/images/art/traiteur/diner-chandelles.svg', imageAlt: 'Une table dressée à la lueur de trois bougies', title: 'Dîner aux chandelles', description: 'Une table dressée pour 120 invités', background: 'linear-gradient(160deg, #78350f, #1c1917)' },
    { image: '/images/art/traiteur/buffet-desserts.svg', imageAlt: 'Une pièce montée aux fruits rouges entourée de verrines et de macarons', title: 'Buffet de desserts', description: 'Fruits rouges et pâtisseries maison', background: 'linear-gradient(160deg, #fecdd3, #be123c)' },
    { image: '/images/art/traiteur/brunch-champetre.svg', imageAlt: 'Une table de brunch dans un pré : croissants, jus d’orange et fruits', title: 'Brunch champêtre', description: 'Le lendemain, au grand air', background: 'linear-gradient(160deg, #d9f99d, #3f6212)' },
  ],
  testimonials: [
    {
      text: 'Nos invités parlent encore du dessert ! Une équipe attentive du premier rendez-vous au dernier café, et un repas qui nous ressemblait.',
      author: 'Claire & Thomas',
      date: '2025-06',
    },
    {
      text: 'Tout était parfait, du cocktail au brunch du lendemain. Merci d’avoir pensé à nos invités végétariens avec autant de soin.',
      author: 'Sarah & Karim',
      date: '2025-09',
    },
    {
      text: 'Nous voulions un dîner simple et chaleureux : nous avons eu un vrai moment de partage, et des assiettes magnifiques.',
      author: 'Julie & Antoine',
      date: '2024-07',
    },
  ],
  chef: {
    name: 'Antoine Royer',
    role: 'Fondateur et chef de cuisine',
    quote: 'Une belle réception, c’est un produit juste, une cuisson précise et le sourire de ceux qui servent.',
  },
  form: {
    title: 'Parlons de votre réception',
    label: 'Demande de devis pour votre réception',
    messagePlaceholder: "Le lieu, l'ambiance, vos envies…",
    intro: 'Mariage, anniversaire ou réception d’entreprise : dites-nous la date, le nombre d’invités et vos envies.',
    demoNotice:
      '**Ce traiteur est une démonstration.** {site.brand} a imaginé ce site pour montrer ce que nous pouvons créer pour vous. Le formulaire fonctionne vraiment, mais votre demande ne parvient pas à un traiteur : elle est envoyée à {site.brand}, qui vous répondra au sujet de votre propre projet de site.',
  },
  scenarios: [
    {
      icon: 'wine',
      title: 'Cocktail dînatoire',
      description: 'Pièces salées et sucrées servies au plateau, ateliers en direct et bar à bulles.',
      colour: '#b45309',
      priceFrom: 45,
      image: '/images/art/traiteur/cocktail.svg',
      imageAlt: 'Un cocktail et une flûte de champagne sur un plateau, entre deux bouchées',
    },
    {
      icon: 'bird',
      title: 'Dîner blanc',
      description: 'Un repas assis tout en élégance, du menu en quatre temps au service à l’assiette.',
      colour: '#881337',
      priceFrom: 85,
      image: '/images/art/traiteur/diner-blanc.svg',
      imageAlt: 'Une longue table nappée de blanc à la lueur de trois bougies',
    },
    {
      icon: 'sun',
      title: 'Brunch du lendemain',
      description: 'Viennoiseries, salades fraîches et plats chauds pour prolonger la fête en famille.',
      colour: '#047857',
      priceFrom: 35,
      image: '/images/art/traiteur/brunch.svg',
      imageAlt: 'Une corbeille de croissants, un jus d’orange et des fruits rouges au soleil',
    },
  ],
  page: {
    title: 'Traiteur événementiel : démonstration',
    description: "Démonstration d'un site de traiteur pour mariages et réceptions à Lyon : univers culinaire, témoignages, offres et demande de devis.",
    heading: 'Traiteur de mariages et réceptions à Lyon',
    tagline: 'Chaque bouchée est un souvenir',
    universeTitle: 'Une cuisine de saison, pensée pour vos invités',
    storyTitle: '{years} ans à célébrer vos plus beaux jours',
    lettersEyebrow: 'Ils nous ont fait confiance',
    lettersLabel: "Lettres d'amour de nos couples",
    pauseLabel: 'Mettre le défilement en pause',
    offersTitle: 'Trois façons de recevoir',
    hours: 'Du lundi au samedi, de 9h à 19h',
    tasting: 'Dégustation offerte avant votre réception',
  },
} satisfies CatererInput;
