import type { CaseStudiesInput } from '../src/case-studies/case-studies.schema.ts';

// The case studies of /realisations/, the rating banner and the page's
// texts (the landing page prices it gives are those of content/offers.ts). `example: true` marks what ships as an
// example: replace it with your own clients' projects and reviews, then
// remove the mark (docs/going-live.md, "Claims only you can vouch for").
export default {
  rating: {
    example: true,
    value: 4.9,
    count: 47,
    // Beside the rating, as the law asks (L111-7-2, D111-17): how reviews are
    // collected, whether they are checked, whether anything is given in
    // return, the order they are shown in and how long they stay online.
    method:
      'Comment nous recueillons les avis : à la fin de chaque projet, nous demandons par e-mail au client qui a commandé le site une note sur 5 et un commentaire ; seuls nos clients peuvent donc en donner un, et aucun ne reçoit de contrepartie (remise, cadeau ou autre) pour l’avoir fait. Les avis ne sont pas vérifiés par un organisme indépendant et nous n’en modifions aucun. Nous refusons ou retirons un avis seulement s’il est injurieux ou diffamatoire, s’il cite des données personnelles d’un tiers ou s’il ne porte pas sur un projet réalisé pour son auteur ; nous lui écrivons alors pour lui en donner la raison. Les autres sont publiés dans le mois qui suit leur réception et restent en ligne 3 ans, sauf si leur auteur demande à les retirer. La note moyenne compte tous les avis publiés, quelle que soit leur note. Cette page ne montre que l’avis du client de chaque projet présenté, quelle que soit sa note ; ils sont classés du plus récent au plus ancien, avec la date de l’avis et celle du projet.',
  },
  studies: [
    {
      example: true,
      id: 'boulangerie-fournil-des-pentes',
      client: 'Le Fournil des Pentes',
      category: 'Artisan boulanger',
      image: '/images/realisations/boulangerie-fournil-des-pentes.svg',
      imageAlt: 'Illustration : une miche de pain dorée devant une vitrine de boulangerie',
      problem:
        'Une boulangerie appréciée du quartier mais invisible sur Google : les commandes de gâteaux passaient uniquement par téléphone, aux heures de pointe.',
      solution:
        'Un site vitrine de 5 pages avec la carte des gâteaux, un formulaire de commande à l’avance et une fiche d’établissement Google complétée.',
      results: ['+120 % d’appels venant de Google en 3 mois', '35 commandes de gâteaux par mois via le formulaire', 'Moins d’appels pendant le coup de feu du matin'],
      testimonial: {
        text: 'Je n’y connaissais rien et tout s’est fait par téléphone, simplement. Les commandes arrivent maintenant la veille, au calme.',
        author: 'Sophie M.',
        role: 'Gérante',
        date: '2025-03-14',
        project: '2025-02',
      },
      rating: 5,
      tech: ['Site vitrine', 'Référencement local', 'Formulaire de commande'],
    },
    {
      example: true,
      id: 'photographe-lumiere-de-juin',
      demo: '/portfolio-photographe/',
      client: 'Lumière de Juin',
      category: 'Photographe de mariage',
      image: '/images/realisations/photographe-lumiere-de-juin.svg',
      imageAlt: 'Illustration : un appareil photo et des cadres de photos suspendus',
      problem:
        'Un portfolio sur réseau social uniquement : les futurs mariés ne trouvaient ni les tarifs ni les dates disponibles, et beaucoup abandonnaient.',
      solution:
        'Une landing page élégante avec galerie, formules claires et demande de disponibilité en trois questions.',
      results: ['Taux de demande multiplié par 2,4', '18 mariages réservés sur la saison', 'Temps de chargement divisé par 3'],
      testimonial: {
        text: 'Les couples arrivent en sachant déjà ce que je propose. Mes rendez-vous sont bien plus efficaces.',
        author: 'Julien R.',
        role: 'Photographe',
        date: '2025-05-22',
        project: '2025-04',
      },
      rating: 5,
      tech: ['Landing page', 'Galerie optimisée', 'Formulaire de disponibilité'],
    },
    {
      example: true,
      id: 'coach-elan-forme',
      demo: '/coach-sportif-premium/',
      client: 'Élan Forme',
      category: 'Coach sportif',
      image: '/images/realisations/coach-elan-forme.svg',
      imageAlt: 'Illustration : un haltère et une courbe de progression montante',
      problem:
        'Un coach qui dépendait du bouche-à-oreille et passait ses soirées à répondre aux mêmes questions sur ses séances.',
      solution:
        'Une page de vente pour son programme de 8 semaines, avec témoignages, questions fréquentes et réservation d’un appel découverte.',
      results: ['+30 % de conversion sur les appels découverte', '24 nouveaux clients en 2 mois', '5 heures par semaine gagnées'],
      testimonial: {
        text: 'La page répond aux questions à ma place. Je ne parle plus qu’à des personnes vraiment motivées.',
        author: 'Karim B.',
        role: 'Coach sportif',
        date: '2025-06-30',
        project: '2025-05',
      },
      rating: 5,
      tech: ['Page de vente', 'Prise de rendez-vous', 'Suivi des conversions'],
    },
    {
      example: true,
      id: 'osteopathe-cabinet-saone',
      client: 'Cabinet Saône Ostéopathie',
      category: 'Santé et bien-être',
      image: '/images/realisations/osteopathe-cabinet-saone.svg',
      imageAlt: 'Illustration : une silhouette apaisée entourée de feuilles',
      problem:
        'Un ancien site lent, illisible sur téléphone et mal classé : les patients appelaient pour demander l’adresse et les horaires.',
      solution:
        'Une refonte complète : 6 pages claires, informations pratiques en évidence, accès et parking, lien de prise de rendez-vous.',
      results: ['1re position sur « ostéopathe » dans le quartier', '+65 % de visites depuis un mobile', '2 fois moins d’appels pour des questions pratiques'],
      testimonial: {
        text: 'Le site est enfin à notre image. Les patients trouvent tout seuls et nous appellent pour l’essentiel.',
        author: 'Claire D.',
        role: 'Ostéopathe',
        date: '2025-08-19',
        project: '2025-07',
      },
      rating: 5,
      tech: ['Refonte', 'Référencement local', 'Accessibilité'],
    },
    {
      example: true,
      id: 'plombier-atelier-durand',
      client: 'Atelier Durand',
      category: 'Plombier chauffagiste',
      image: '/images/realisations/plombier-atelier-durand.svg',
      imageAlt: 'Illustration : une clé à molette et une goutte d’eau',
      problem:
        'Un artisan débordé qui recevait des demandes hors de sa zone et sans information, impossibles à chiffrer.',
      solution:
        'Un site vitrine avec sa zone d’intervention, ses prestations et un formulaire de devis qui demande photos et détails utiles.',
      results: ['80 % de demandes dans la zone d’intervention', 'Devis envoyés en 24 heures au lieu de 4 jours', '+40 % de chiffre d’affaires sur l’entretien de chaudières'],
      testimonial: {
        text: 'Je reçois moins de demandes, mais de bonnes. Et je n’ai plus besoin de rappeler pour comprendre le problème.',
        author: 'Marc D.',
        role: 'Artisan plombier',
        date: '2025-09-25',
        project: '2025-09',
      },
      rating: 5,
      tech: ['Site vitrine', 'Formulaire de devis', 'Référencement local'],
    },
    {
      example: true,
      id: 'artiste-atelier-ocre',
      demo: '/portfolio-creatif/',
      client: 'Atelier Ocre',
      category: 'Artiste peintre',
      image: '/images/realisations/artiste-atelier-ocre.svg',
      imageAlt: 'Illustration : une palette de peinture et un tableau abstrait aux tons ocre',
      problem:
        'Une artiste qui exposait en galerie mais n’avait aucun endroit pour présenter ses séries et recevoir des demandes de commande.',
      solution:
        'Un site avec un portfolio par série, une page « Commandes » et un blog pour raconter la création des œuvres.',
      results: ['12 tableaux vendus en direct la première année', '3 commandes d’entreprises', '2 500 visiteurs par mois grâce au blog'],
      testimonial: {
        text: 'Mes œuvres sont mises en valeur comme dans une galerie. Le blog m’a même valu une exposition.',
        author: 'Inès L.',
        role: 'Artiste peintre',
        date: '2025-10-08',
        project: '2025-09',
      },
      rating: 5,
      tech: ['Portfolio', 'Blog et SEO', 'Formulaire de commande'],
    },
  ],
  page: {
    description:
      'Six projets d’indépendants, d’artisans et de petites entreprises : problème, solution, résultats. Note de {rating}/5 sur {count} avis clients non vérifiés par un tiers.',
    lead: 'Des sites pensés pour leurs visiteurs, et des résultats mesurés pour leurs propriétaires : voici six projets menés avec des indépendants, des artisans et des petites entreprises.',
    showcase: { desktop: '/produit/', phone: '/coach-sportif-premium/' },
    quoteLabel: 'Demander un devis gratuit',
    ratingCount: 'Note moyenne sur {count}\u00a0avis clients.',
    landingPagePrice:
      'Une landing page coûte à partir de {ready} si vos textes et vos visuels sont prêts (formule express), et à partir de {written} avec les textes écrits avec vous. Le devis, gratuit, fixe le prix selon les fonctions demandées (galerie, prise de rendez-vous en ligne…). Prix nets : {vat}.',
    studiesHeading: 'Six projets, six histoires',
    reviewDates: 'avis du {review} sur un projet livré en {project}',
    demoLink: 'Voir une démonstration du même genre : « {title} »',
  },
} satisfies CaseStudiesInput;
