import type { SiteInput } from '../src/site/site.schema.ts';

// The agency's identity, written once. Every page, JSON-LD block and legal
// text reads it from here. Values in [brackets], the phone number (reserved
// for fiction) and the social pages marked `example: true` are placeholders
// the owner must replace before going live.
export default {
  brand: 'Éclosion Web',
  tagline: 'Agence web professionnelle',
  description:
    "Éclosion Web crée des landing pages, sites vitrines et blogs optimisés pour le référencement, qui transforment vos visiteurs en clients. Premier appel gratuit.",
  origin: 'https://www.eclosion-web.fr',
  email: 'contact@eclosion-web.fr',
  phone: '+33 6 39 98 00 00',
  socials: [
    { example: true, name: 'LinkedIn', url: 'https://www.linkedin.com/company/eclosion-web' },
    { example: true, name: 'Instagram', url: 'https://www.instagram.com/eclosion.web' },
  ],
  country: 'FR',
  languages: ['fr', 'en'],
  foundingDate: '2020',
  // The brand's two colours: buttons, links, the gradient of banners and share cards, the browser's bar on phones.
  colours: { brand: '#6d28d9', accent: '#be185d' },
  blogName: 'Blog Éclosion Web',
  consentCookie: 'eclosion_cookie_consent',
  legal: {
    owner: '[Prénom Nom]',
    status: 'entrepreneur individuel (micro-entreprise)',
    siret: '[SIRET à compléter : 000 000 000 00000]',
    // 69XXX cannot be mistaken for a real postal code; the production build
    // asks for five digits.
    address: '[Numéro et rue à compléter], 69XXX Lyon, France',
    publicationDirector: '[Prénom Nom]',
    // Beside every list of prices, and on every invoice, while the business
    // stays under the VAT franchise thresholds.
    vatMention: 'TVA non applicable, art. 293 B du CGI',
    host: {
      name: '[Hébergeur à compléter]',
      address: "[Adresse de l'hébergeur à compléter]",
      phone: "[Téléphone de l'hébergeur à compléter]",
      website: 'https://hebergeur.example',
    },
    // The consumer mediator joined by the business (a paid membership,
    // listed by the CECMC on economie.gouv.fr/mediation-conso).
    mediator: {
      name: '[Médiateur de la consommation à compléter]',
      website: 'https://mediateur.example',
    },
    // As the Supabase dashboard shows it: Project Settings → General → Region.
    supabaseRegion: '[Région du projet Supabase à compléter, par exemple eu-west-3 (Paris)]',
    // Set the same value in Google Analytics (Admin → Data retention); 2 is its default.
    analyticsRetentionMonths: 2,
  },
} satisfies SiteInput;
