import type { OffersInput } from '../src/offers/offers.schema.ts';

// The offers shown on /a-propos/ ('Nos bases') and /nos-offres/. Prices are
// in euros. The starting prices follow the FAQ; the three 'formules express'
// are those of the terms of sale (content/legal/cgv.md).
export default {
  base: [
    {
      name: 'Jeune Pousse',
      pages: "Jusqu'à 3 pages",
      description: 'Pour lancer votre activité ou présenter une offre précise, avec un site clair et rapide.',
      features: [
        "Jusqu'à 3 pages (accueil, services, contact)",
        'Design adapté au mobile',
        'Formulaire de contact',
        "Référencement de base (titres, descriptions, fiche d'établissement Google)",
        '30 jours de support inclus',
      ],
      gradient: 'linear-gradient(135deg, #15803d, #047857)',
    },
    {
      name: 'Florale',
      pages: "Jusqu'à 6 pages",
      description: 'Pour une activité installée qui veut présenter ses services, ses réalisations et rassurer ses clients.',
      features: [
        "Jusqu'à 6 pages",
        'Maquettes détaillées validées avant le développement',
        'Galerie de réalisations et avis clients',
        'Référencement local soigné',
        'Prise en main d’une heure, enregistrée, pour gérer votre site',
      ],
      gradient: 'linear-gradient(135deg, #be185d, #7c3aed)',
    },
    {
      name: 'Unique',
      pages: 'Entièrement sur mesure',
      description: 'Pour un projet qui n’entre dans aucune case : réservation, blog, espace membre, boutique…',
      features: [
        'Nombre de pages libre',
        'Fonctions sur mesure (réservation, blog, multilingue…)',
        'Stratégie de contenu et de référencement',
        'Maquettes détaillées validées avant le développement',
        'Délai fixé au devis, selon les fonctions',
      ],
      gradient: 'linear-gradient(135deg, #1e3a8a, #6d28d9)',
    },
  ],
  services: [
    {
      name: 'Landing page',
      price: 990,
      description: 'Une page unique, pensée pour une seule action : réserver, demander un devis, s’inscrire.',
      delay: 'Livrée en 7 jours après le brief',
      features: ['Texte structuré pour convaincre', 'Formulaire ou prise de rendez-vous', 'Mesure des visites et des demandes'],
      project: 'landing-page',
    },
    {
      name: 'Site vitrine',
      price: 1990,
      description: 'De 5 à 7 pages pour présenter votre activité, vos services et vos réalisations.',
      delay: 'Livré en 7 à 15 jours après le brief',
      features: ['De 5 à 7 pages', 'Référencement local', 'Prise en main d’une heure, enregistrée'],
      project: 'site-vitrine',
    },
    {
      name: 'Site avec blog et SEO',
      price: 2990,
      description: 'Un site vitrine complet, avec un blog et un travail de référencement pour être trouvé sur Google.',
      delay: 'Livré en 15 jours après le brief',
      features: ['Site vitrine complet', 'Blog prêt à publier', 'Recherche de mots-clés et optimisation SEO'],
      project: 'blog-seo',
    },
  ],
  termsOfSale: [
    {
      name: 'Landing page Essentiel',
      price: 500,
      description: 'Une page de présentation simple et efficace pour une offre ou un événement.',
      delay: 'Livrée en 3 à 5 jours ouvrés après le brief',
      features: ['1 page', 'Formulaire de contact', '30 jours de support inclus'],
      project: 'landing-page',
    },
    {
      name: 'Page de vente Pro',
      price: 700,
      description: 'Une page de vente argumentée, construite pour transformer vos visiteurs en clients.',
      delay: 'Livrée en 3 à 5 jours ouvrés après le brief',
      features: ['1 page de vente longue', 'Appels à l’action et témoignages', '30 jours de support inclus'],
      project: 'landing-page',
    },
    {
      name: 'Site vitrine Complet',
      price: 900,
      description: 'Un site vitrine de 5 pages, avec une prise en main pour le faire vivre en autonomie.',
      delay: 'Livré en 5 à 7 jours ouvrés après le brief',
      features: ['5 pages', 'Prise en main de 30 minutes, enregistrée', '30 jours de support inclus'],
      project: 'site-vitrine',
    },
  ],
  included: [
    'Premier appel gratuit, avec diagnostic et audit',
    'Deux séries de retours avant la mise en ligne',
    'Prise en main enregistrée à la livraison',
    '30 jours de support après la mise en ligne',
    'Paiement en 2 ou 3 fois sans frais',
  ],
  maintenance: [
    {
      name: 'Hébergement et maintenance',
      monthly: 80,
      features: ['Hébergement du site', 'Mises à jour et sauvegardes', "Jusqu'à 3 modifications mineures par mois", 'Support sous 24 heures ouvrées'],
    },
    {
      name: 'Maintenance seule',
      monthly: 50,
      // Paid for the year ahead: 49 € a month, the FAQ's « dès 49 € par mois ».
      yearly: 588,
      features: ['Mises à jour et sauvegardes', "Jusqu'à 3 modifications mineures par mois", 'Support par e-mail sous 48 heures ouvrées'],
    },
  ],
  maintenanceTerms:
    'Sans engagement : résiliable à tout moment, en ligne depuis le lien « Résilier votre contrat » en bas de chaque page, avec un préavis de 30 jours. Heures ouvrées : du lundi au vendredi, de 9 h à 18 h, hors jours fériés.',
  page: {
    description: "Landing page, site vitrine, blog et SEO, refonte et maintenance : toutes les offres d'Éclosion Web et leurs prix de départ.",
    lead: 'Des offres claires pour chaque étape de votre présence en ligne, de la landing page au site complet avec blog. Le premier appel est toujours gratuit.',
    callLabel: 'Planifier mon appel gratuit',
    servicesHeading: 'Nos services et leurs prix de départ',
    servicesLead:
      'Ces prix comprennent les textes, écrits avec vous, et l’accompagnement ; si votre contenu est déjà prêt, voyez nos formules express plus bas. Le prix final dépend de votre projet : nous vous remettons un devis détaillé et gratuit après notre premier appel. Nos prix sont nets : {vat}. Les délais courent à partir du brief de projet ; si vous commandez en tant que particulier, nous commençons à la fin de votre délai de rétractation de 14 jours, sauf si vous nous demandez par écrit de commencer plus tôt.',
    includedLabel: 'Inclus dans chaque offre',
    basesLead: 'Trois points de départ, que nous adaptons ensuite à votre activité.',
    expressLead:
      'Pour aller vite quand vos textes et vos visuels sont déjà prêts : les trois formules de nos {terms}, à prix nets ({vat}). Leurs délais se comptent en jours ouvrés, du lundi au vendredi hors jours fériés, à partir du brief.',
    termsLink: 'conditions générales de vente',
    redesign:
      'Votre site existe déjà mais ne vous amène plus de clients ? Nous partons de l’existant, gardons ce qui fonctionne et reprenons le reste. Pas de grille figée ni de prix générique : chaque refonte est chiffrée après un audit gratuit.',
    yearlyPrice: 'ou {monthly} par mois en réglant l’année d’avance ({yearly} par an)',
    closingHeading: 'Vous hésitez entre deux offres ?',
    closing:
      'Parlons-en de vive voix. En 30 minutes, nous regardons votre activité, vos objectifs et votre budget, et nous vous conseillons la formule la plus juste, sans engagement.',
  },
} satisfies OffersInput;
