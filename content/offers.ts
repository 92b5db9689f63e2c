import type { OffersInput } from '../src/offers/offers.schema.ts';

// The one range of offers: shown on /nos-offres/ and /a-propos/, priced on
// the home page (content/services.ts), in the FAQ (content/faq.ts) and in
// the terms of sale (content/legal/cgv.md, as {offers.<id>.price},
// {offers.terms.supportDays}…). Every number of the offers and of the terms
// is written here once; the other files read it. Prices are in euros and
// delivery times in working days (jours ouvrés), counted from the project
// brief.

/** The numbers the terms of sale and the pages share. */
export const terms = {
  /** Rounds of feedback before going live. */
  revisionRounds: 2,
  /** Days of support after going live. */
  supportDays: 30,
  /** Length of the hand-over call, in minutes: of an offer with the texts written together, of an express formula. */
  handOverMinutes: 60,
  expressHandOverMinutes: 30,
  /** Deposit at the order, in per cent of the price; the balance is invoiced at delivery. */
  depositPercent: 30,
  balancePercent: 70,
  /** Paying in 3: the balance in two equal parts, at delivery and this many days later. */
  instalmentPercent: 35,
  secondInstalmentDays: 30,
  /** Days to pay an invoice, from its date. */
  invoiceDays: 7,
  /** Days a quote stays valid. */
  quoteDays: 30,
  /** Notice to end a maintenance option, in days. */
  noticeDays: 30,
  /** Minor changes a month, in both maintenance options. */
  monthlyChanges: 3,
  /** Days' notice, by e-mail, before support or maintenance is suspended for an unpaid invoice. */
  suspensionNoticeDays: 15,
};

export const landingPage = { id: 'landingPage', name: 'Landing page', price: 990, pages: 1, days: 7 } as const;
export const siteVitrine = { id: 'siteVitrine', name: 'Site vitrine', price: 1990, pages: 5, days: 15 } as const;
export const blogSeo = { id: 'blogSeo', name: 'Site avec blog et SEO', price: 2990, pages: 5, days: 15 } as const;
export const landingPageExpress = { id: 'landingPageExpress', name: 'Landing page express', price: 500, pages: 1, days: 5 } as const;
export const siteVitrineExpress = { id: 'siteVitrineExpress', name: 'Site vitrine express', price: 900, pages: 5, days: 7 } as const;
export const hosted = { id: 'hosted', name: 'Hébergement et maintenance', monthly: 80 } as const;
/** Paid for the year ahead: 49 € a month, the FAQ's « dès 49 € par mois ». */
export const maintenanceOnly = { id: 'maintenanceOnly', name: 'Maintenance seule', monthly: 50, yearly: 588 } as const;

const support = `${terms.supportDays} jours de support inclus`;
const handOver = `Prise en main d’une heure en visioconférence, enregistrée si vous le souhaitez`;

export default {
  terms,
  services: [
    {
      ...landingPage,
      description: 'Une page unique, courte ou longue comme une page de vente, pensée pour une seule action : réserver, demander un devis, s’inscrire.',
      features: ['Textes écrits avec vous', 'Formulaire ou prise de rendez-vous', 'Mesure des visites et des demandes', handOver, support],
      project: 'landing-page',
      gradient: 'linear-gradient(135deg, #15803d, #047857)',
    },
    {
      ...siteVitrine,
      description: `${siteVitrine.pages} pages pour présenter votre activité : accueil, services, réalisations, à propos et contact.`,
      features: ['Textes écrits avec vous', 'Maquettes détaillées validées avant le développement', 'Référencement local (fiche d’établissement Google)', handOver, support],
      project: 'site-vitrine',
      gradient: 'linear-gradient(135deg, #be185d, #7c3aed)',
    },
    {
      ...blogSeo,
      description: `Le site vitrine de ${blogSeo.pages} pages, avec un blog et un travail de référencement pour être trouvé sur Google.`,
      features: [
        `Tout le site vitrine, référencement local compris`,
        'Blog prêt à publier',
        'Recherche de mots-clés et optimisation du référencement',
        handOver,
        support,
      ],
      project: 'blog-seo',
      gradient: 'linear-gradient(135deg, #1e3a8a, #6d28d9)',
    },
  ],
  termsOfSale: [
    {
      ...landingPageExpress,
      description: 'La landing page, quand vos textes et vos visuels sont déjà prêts : nous les mettons en page.',
      features: ['1 page, à partir de vos textes et visuels', 'Formulaire de contact', `Prise en main de 30 minutes, enregistrée si vous le souhaitez`, support],
      project: 'landing-page',
    },
    {
      ...siteVitrineExpress,
      description: `Le site vitrine de ${siteVitrineExpress.pages} pages, quand vos textes et vos visuels sont déjà prêts.`,
      features: [`${siteVitrineExpress.pages} pages, à partir de vos textes et visuels`, 'Formulaire de contact', `Prise en main de 30 minutes, enregistrée si vous le souhaitez`, support],
      project: 'site-vitrine',
    },
  ],
  included: [
    'Premier appel gratuit, avec diagnostic et audit',
    `${terms.revisionRounds} séries de retours avant la mise en ligne`,
    'Prise en main à la livraison, enregistrée si vous le souhaitez',
    `${terms.supportDays} jours de support après la mise en ligne`,
    `Acompte de ${terms.depositPercent} %, solde à la livraison, ou en 3 fois sans frais`,
  ],
  maintenance: [
    {
      ...hosted,
      features: [
        'Hébergement du site',
        'Mises à jour et sauvegardes',
        `Jusqu’à ${terms.monthlyChanges} modifications mineures par mois`,
        'Support sous 24 heures ouvrées',
        'Renouvellement du nom de domaine géré pour vous, refacturé à son prix, sans marge',
      ],
    },
    {
      ...maintenanceOnly,
      features: ['Mises à jour et sauvegardes', `Jusqu’à ${terms.monthlyChanges} modifications mineures par mois`, 'Support par e-mail sous 48 heures ouvrées'],
    },
  ],
  maintenanceTerms: `Sans engagement : résiliable à tout moment, en ligne depuis le lien « Résilier votre contrat » en bas de chaque page, avec un préavis de ${terms.noticeDays} jours. Réglée à l’année, la maintenance seule ne se renouvelle pas d’elle-même : nous vous écrivons un mois avant la fin de l’année pour vous demander si vous la poursuivez. Heures ouvrées : du lundi au vendredi, de 9 h à 18 h, hors jours fériés.`,
  page: {
    description: "Landing page, site vitrine, site avec blog, refonte et maintenance : toutes les offres d'Éclosion Web et leurs prix de départ.",
    lead: 'Trois offres, de la landing page au site complet avec blog, chacune avec sa formule express si vos contenus sont prêts. Le premier appel est toujours gratuit.',
    callLabel: 'Demander mon appel gratuit',
    servicesHeading: 'Nos offres et leurs prix de départ',
    servicesLead:
      'Ces prix comprennent les textes, écrits avec vous, et l’accompagnement ; si votre contenu est déjà prêt, voyez nos formules express plus bas. Le prix final dépend de votre projet : nous vous remettons un devis détaillé et gratuit après notre premier appel. Nos prix sont nets : {vat}. Les délais se comptent en jours ouvrés, du lundi au vendredi hors jours fériés, à partir du brief de projet ; si vous commandez en tant que particulier, nous commençons à la fin de votre délai de rétractation de 14 jours, sauf si vous nous demandez par écrit de commencer plus tôt.',
    delay: 'Livraison en {days} jours ouvrés au plus après le brief',
    includedLabel: 'Inclus dans chaque offre',
    expressLead:
      'Pour aller vite quand vos textes et vos visuels sont déjà prêts : les mêmes offres, sans la rédaction, à prix nets ({vat}). Elles sont décrites dans nos {terms}.',
    termsLink: 'conditions générales de vente',
    redesign:
      'Votre site existe déjà mais ne vous amène plus de clients ? Nous partons de l’existant, gardons ce qui fonctionne et reprenons le reste. Pas de grille figée ni de prix générique : chaque refonte est chiffrée sur devis, après un audit gratuit.',
    yearlyPrice: 'ou {monthly} par mois en réglant l’année d’avance ({yearly} par an)',
    closingHeading: 'Vous hésitez entre deux offres ?',
    closing:
      'Parlons-en de vive voix. En 30 minutes, nous regardons votre activité, vos objectifs et votre budget, et nous vous conseillons l’offre la plus juste, sans engagement.',
  },
} satisfies OffersInput;
