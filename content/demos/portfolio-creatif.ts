import type { CreativePortfolioInput } from '../../src/demos/portfolio-creatif/portfolio-creatif.schema.ts';

// Static data of the creative portfolio demo (/portfolio-creatif/): one coach,
// one photographer and one painter share the same site.
export default {
  hero: {
    subtitle: 'Trois artistes, trois univers, un même site : un coach, une photographe et une peintre montrent leur travail avec caractère.',
  },
  coach: {
    name: 'Maxime, coach sportif',
    intro: "Des séances qui vous ressemblent, un suivi qui ne lâche rien et la musique qui va avec.",
    stats: [
      { value: 'Plus de 320', label: 'clients accompagnés' },
      { value: '12 000', label: 'séances données' },
      { value: '94 %', label: 'd’objectifs atteints' },
      { value: '8 ans', label: 'd’expérience' },
    ],
    method: [
      { title: 'Bilan', description: 'Un premier rendez-vous pour mesurer votre forme et écouter vos envies.' },
      { title: 'Programme', description: 'Un plan sur mesure, ajusté à votre emploi du temps et à votre niveau.' },
      { title: 'Séances', description: 'Des entraînements encadrés, en salle, en extérieur ou à distance.' },
      { title: 'Suivi', description: 'Un point chaque semaine pour mesurer les progrès et garder le cap.' },
    ],
    tracks: [
      { title: 'Réveil musculaire', artist: 'Les Foulées', duration: '3:00' },
      { title: 'Cardio sur les quais', artist: 'Rhône Runners', duration: '3:00' },
      { title: 'Série de choc', artist: 'Haltère Ego', duration: '3:00' },
      { title: 'Dernier sprint', artist: 'Les Foulées', duration: '3:00' },
      { title: 'Retour au calme', artist: 'Souffle Court', duration: '3:00' },
    ],
    transformation: {
      before: 'Janvier : essoufflé après deux étages',
      after: 'Juin : premier semi-marathon bouclé',
      beforeImage: '/images/art/coach/avant.svg',
      beforeImageAlt: 'Une silhouette pliée en deux, à bout de souffle au pied d’un escalier',
      afterImage: '/images/art/coach/apres.svg',
      afterImageAlt: 'La même silhouette, bras levés et médaille au cou, sous la banderole d’arrivée',
    },
    badges: [
      { icon: 'graduation-cap', title: 'Diplômé d’État', desc: 'BPJEPS Activités de la forme' },
      { icon: 'salad', title: 'Nutrition', desc: 'Conseils alimentaires certifiés' },
      { icon: 'person-standing', title: 'Mobilité', desc: 'Yoga et étirements actifs' },
      { icon: 'heart-pulse', title: 'Premiers secours', desc: 'Formation PSC1 à jour' },
    ],
    calories: 2847,
    week: [
      { day: 'Lundi', session: 'Renforcement', icon: 'dumbbell', completed: true, time: '45 min' },
      { day: 'Mardi', session: 'Course à pied', icon: 'footprints', completed: true, time: '30 min' },
      { day: 'Mercredi', session: 'Mobilité', icon: 'person-standing', completed: true, time: '20 min' },
      { day: 'Jeudi', session: 'Circuit d’exercices', icon: 'flame', completed: false, time: '40 min' },
      { day: 'Vendredi', session: 'Renforcement', icon: 'dumbbell', completed: false, time: '45 min' },
      { day: 'Samedi', session: 'Sortie vélo', icon: 'bike', completed: false, time: '1 h 30' },
      { day: 'Dimanche', session: 'Repos actif', icon: 'leaf', completed: false, time: 'Libre' },
    ],
  },
  photography: {
    name: 'Léa, photographe',
    intro: 'Des lumières franches, des regards vrais : chaque image raconte une rencontre. Touchez une photo pour voir ses réglages.',
    photos: [
      {
        id: 'aube-fourviere',
        title: 'Aube sur Fourvière',
        image: '/images/art/photo/aube-fourviere.svg',
        imageAlt: 'La colline de Fourvière et sa basilique au lever du soleil',
        background: 'linear-gradient(160deg, #fbbf24, #f97316 45%, #7c2d12)',
        exif: { camera: 'Fujifilm X-T5', lens: 'XF 16-55 mm f/2.8', settings: 'f/8 · 1/250 s · ISO 160', location: 'Lyon, Fourvière', date: '2025-04-12' },
      },
      {
        id: 'portrait-atelier',
        title: "Portrait d'atelier",
        image: '/images/art/photo/portrait-atelier.svg',
        imageAlt: "Portrait d'une peintre devant une toile aux couleurs vives",
        background: 'linear-gradient(160deg, #334155, #0f172a)',
        exif: { camera: 'Sony A7 IV', lens: 'FE 85 mm f/1.8', settings: 'f/2 · 1/160 s · ISO 400', location: 'Lyon, Croix-Rousse', date: '2025-02-03' },
      },
      {
        id: 'brume-alpine',
        title: 'Brume alpine',
        image: '/images/art/photo/brume-alpine.svg',
        imageAlt: 'Crêtes alpines superposées dans la brume du matin',
        background: 'linear-gradient(180deg, #e0f2fe, #7dd3fc 50%, #1e3a8a)',
        exif: { camera: 'Nikon Z6 II', lens: 'Z 24-70 mm f/4', settings: 'f/11 · 1/125 s · ISO 100', location: 'Annecy', date: '2024-10-20' },
      },
      {
        id: 'nuit-urbaine',
        title: 'Nuit urbaine',
        image: '/images/art/photo/nuit-urbaine.svg',
        imageAlt: 'Immeubles aux fenêtres éclairées sous un ciel de nuit violet',
        background: 'linear-gradient(160deg, #312e81, #701a75 60%, #0f172a)',
        exif: { camera: 'Sony A7 IV', lens: 'FE 35 mm f/1.4', settings: 'f/1,4 · 1/60 s · ISO 3200', location: 'Lyon, Confluence', date: '2025-01-17' },
      },
      {
        id: 'champ-lavande',
        title: 'Champ de lavande',
        image: '/images/art/photo/champ-lavande.svg',
        imageAlt: 'Rangs de lavande au coucher du soleil, un arbre isolé au loin',
        background: 'linear-gradient(160deg, #c4b5fd, #7c3aed 55%, #365314)',
        exif: { camera: 'Fujifilm X-T5', lens: 'XF 56 mm f/1.2', settings: 'f/2,8 · 1/1000 s · ISO 200', location: 'Drôme provençale', date: '2024-07-06' },
      },
    ],
  },
  painting: {
    name: 'Inès, peintre',
    intro: 'Huile, aquarelle et grands formats : une galerie rangée par thème, comme on visite un atelier.',
    categories: [
      {
        id: 'portraits',
        title: 'Portraits',
        description: 'Des visages saisis sur le vif, entre lumière douce et matière franche.',
        images: [
          {
            title: 'La lectrice',
            image: '/images/art/peinture/la-lectrice.webp',
            imageAlt: 'Une femme au chignon brun, assise de profil dans un fauteuil rouge, lit un livre ouvert à la lumière d’un lampadaire, devant un mur ocre',
          },
          {
            title: 'Regard bleu',
            image: '/images/art/peinture/regard-bleu.webp',
            imageAlt: 'Portrait d’une jeune femme au long cou et aux cheveux auburn, les yeux peints tout en bleu, sur un fond de touches bleues',
          },
          {
            title: 'Grand-mère au jardin',
            image: '/images/art/peinture/grand-mere-au-jardin.webp',
            imageAlt: 'Une grand-mère aux cheveux blancs et aux lunettes rondes sourit, un panier de fleurs au bras, devant des rosiers en fleurs',
          },
        ],
      },
      {
        id: 'paysages',
        title: 'Paysages',
        description: 'Les collines du Beaujolais, la Saône au petit matin, les Alpes en hiver.',
        images: [
          {
            title: 'Vignes en automne',
            image: '/images/art/peinture/vignes-en-automne.webp',
            imageAlt: 'Rangs de vignes aux feuilles orange et pourpres qui montent vers un village et son clocher, sous un ciel bleu traversé de nuages',
          },
          {
            title: 'Saône au matin',
            image: '/images/art/peinture/saone-au-matin.webp',
            imageAlt: 'Aquarelle des façades colorées d’un quai et de la colline de Fourvière au lever du soleil, reflétées dans la Saône où glisse une barque',
          },
          {
            title: 'Sommet enneigé',
            image: '/images/art/peinture/sommet-enneige.webp',
            imageAlt: 'Un sommet enneigé aux ombres bleutées sous un ciel d’un bleu profond, une forêt à son pied et des sapins couverts de neige au premier plan',
          },
        ],
      },
      {
        id: 'abstractions',
        title: 'Abstractions',
        description: 'Couleurs pures et gestes amples : la toile comme terrain de jeu.',
        images: [
          {
            title: 'Éclat',
            image: '/images/art/peinture/eclat.webp',
            imageAlt: 'Éclats de rose, d’orange, de vert, de bleu et de violet jaillissant d’un cœur jaune lumineux sur un fond crème',
          },
          {
            title: 'Marée',
            image: '/images/art/peinture/maree.webp',
            imageAlt: 'Spirale de touches bleues, turquoise et blanches qui tourbillonne comme un remous de marée',
          },
          {
            title: 'Braises',
            image: '/images/art/peinture/braises.webp',
            imageAlt: 'Traînées de rouge, d’orange et de jaune qui rougeoient au bas d’un fond sombre, des étincelles montant vers le haut',
          },
        ],
      },
    ],
    techniques: [
      { icon: 'palette', title: 'Huile sur toile', description: 'Des couches patientes pour des couleurs profondes qui traversent le temps.' },
      { icon: 'droplet', title: 'Aquarelle', description: "La transparence de l'eau pour des paysages légers et lumineux." },
      { icon: 'brush', title: 'Acrylique au couteau', description: 'De la matière en relief pour des abstractions pleines d’énergie.' },
    ],
  },
  closing: [
    { icon: 'dumbbell', title: 'Coachs', description: 'Programmes, séances et playlists : une vitrine qui donne envie de commencer dès demain.' },
    { icon: 'camera', title: 'Photographes', description: 'Des galeries rapides et soignées qui laissent toute la place à vos images.' },
    { icon: 'image', title: 'Peintres', description: 'Vos œuvres rangées par série, avec leurs techniques et leur histoire.' },
  ],
  page: {
    title: 'Portfolio créatif : démonstration',
    description: "Démonstration d'un portfolio créatif pour coach, photographe et peintre : lecteur musical, galerie, avant-après et œuvres par thème.",
    sectionsLabel: 'Sections de la page',
    methodTitle: 'Ma méthode en quatre étapes',
    playlistTitle: 'La playlist des séances',
    compareHint: 'Faites glisser la poignée, ou utilisez les flèches du clavier.',
    compareLabel: 'Part de la photo avant',
    caloriesLabel: 'calories brûlées cette semaine',
    weekTitle: 'Le plan de la semaine',
    closingTitle: 'Prêt à créer votre univers artistique ?',
    closingLead: 'Coach, photographe ou peintre : nous construisons le site qui montre votre travail sous son meilleur jour.',
  },
} satisfies CreativePortfolioInput;
