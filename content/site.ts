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
  languages: ['fr'],
  foundingDate: '2020',
  // The brand's two colours: buttons, links, the gradient of banners and share cards, the browser's bar on phones.
  colours: { brand: '#6d28d9', accent: '#be185d' },
  blogName: 'Blog Éclosion Web',
  consentCookie: 'eclosion_cookie_consent',
  legal: {
    // The legal pages write « EI » right after this name, as the Code de
    // commerce asks of a sole trader (R526-26).
    owner: '[Prénom Nom]',
    status: 'entrepreneur individuel (micro-entreprise)',
    siret: '[SIRET à compléter : 000 000 000 00000]',
    // The register the business is entered in, as its registration certificate
    // says it: 'Registre national des entreprises (RNE)', or 'RCS Lyon 123 456 789'
    // for a trader.
    registration: '[Immatriculation à compléter : RNE, ou RCS et ville]',
    // 69XXX cannot be mistaken for a real postal code; the production build
    // asks for five digits.
    address: '[Numéro et rue à compléter], 69XXX Lyon, France',
    publicationDirector: '[Prénom Nom]',
    // The professional insurance named to customers (Code de la consommation,
    // R111-2): the insurer's name and address, and where the cover applies.
    insurance: {
      insurer: "[Nom et adresse de l'assureur à compléter]",
      coverage: '[Couverture géographique à compléter, par exemple France]',
    },
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
      address: '[Adresse postale du médiateur à compléter]',
      website: 'https://mediateur.example',
    },
    // As the Supabase dashboard shows it: Project Settings → General → Region.
    supabaseRegion: '[Région du projet Supabase à compléter, par exemple eu-west-3 (Paris)]',
    // Who keeps the mailbox of `email`, where each request's e-mail arrives,
    // the card payment provider and the e-signature service of the quotes,
    // as the privacy policy names its recipients: name and country.
    mailbox: '[Fournisseur de la boîte e-mail à compléter, par exemple OVHcloud (France)]',
    paymentProvider: '[Prestataire de paiement par carte à compléter, par exemple Stripe (Irlande)]',
    signatureProvider: '[Service de signature électronique à compléter, par exemple Yousign (France)]',
    // The video-call service of the briefs and hand-over calls (it receives
    // the client's name, image and voice, and keeps the recording when the
    // client agrees), the registrar that receives the client's identity when
    // the agency registers a domain for them, and the host of the sites under
    // 'Hébergement et maintenance': name and country.
    videoCallService: '[Service de visioconférence à compléter, par exemple Google Meet (Google Ireland, Irlande)]',
    domainRegistrar: "[Bureau d'enregistrement des noms de domaine à compléter, par exemple Gandi (France)]",
    clientSitesHost: '[Hébergeur des sites des clients à compléter, par exemple o2switch (France)]',
    // Set the same value in Google Analytics (Admin → Data retention); 2 is its default.
    analyticsRetentionMonths: 2,
  },
} satisfies SiteInput;
