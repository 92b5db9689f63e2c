import * as z from 'zod';

import { phonePattern } from './phone.ts';
import { colour, exampleMark, text } from './fields.ts';

// The agency's identity (content/site.ts) and the site's links
// (content/navigation.ts). As for every schema: `*Input` is what a content
// file may write (defaults still optional), the plain name is what the rest
// of the site receives after validation.

/** A path on this site ('/a-propos/', '/#contact', '/?projet=x#contact'). */
export const sitePathSchema = z.string().regex(/^\/([a-z0-9-]+\/)*(\?[a-z0-9=&-]+)?(#[a-z0-9-]+)?$/, {
  message: "expected a site path such as '/a-propos/' or '/#contact' (lower case, trailing slash)",
});

export const siteSchema = z.strictObject({
  brand: text,
  tagline: text,
  description: text.max(160, { message: 'too long for a meta description (160 characters at most)' }),
  origin: z
    .url({ protocol: /^https?$/, message: 'expected an absolute http(s) address' })
    .refine((url) => !url.endsWith('/'), { message: 'write the origin without a trailing slash' }),
  email: z.email({ message: 'expected an e-mail address' }),
  phone: z.string().regex(phonePattern, { message: "expected a phone number such as '06 12 34 56 78' or '+33 6 12 34 56 78'" }),
  /** The business's pages on social networks; none is fine. */
  socials: z.array(z.strictObject({ name: text, url: z.url(), example: exampleMark })).default([]),
  country: z.string().length(2, { message: 'expected a two-letter country code' }),
  languages: z.array(z.string().min(2)).min(1),
  foundingDate: z.string().regex(/^\d{4}$/, { message: 'expected a year' }),
  /** The brand's colours, which the pages (src/ui/tokens.css), the browser's bar and the share cards are drawn with. */
  colours: z.strictObject({ brand: colour, accent: colour }),
  blogName: text,
  consentCookie: z.string().regex(/^[a-z_]+$/, { message: 'expected lower-case letters and underscores' }),
  // Values only the owner can supply are placeholders until going live: the
  // build warns, and --production refuses them (src/legal/legal-identity.ts).
  legal: z.strictObject({
    owner: text,
    status: text,
    /** An identifier, kept as written: the message that asks for it quotes it back. */
    siret: z.string().trim().min(1, { message: 'must not be empty' }),
    /** The register the business is entered in (RNE, or RCS and its town), as the certificate says. */
    registration: text,
    address: text,
    publicationDirector: text,
    /** The professional insurance: insurer's name and address, and the geographic cover (Code de la consommation, R111-2). */
    insurance: z.strictObject({ insurer: text, coverage: text }),
    /** The VAT mention every price goes with: a micro-entrepreneur under the franchise en base (CGI art. 293 B) charges no VAT. */
    vatMention: text,
    /** The host's name, address and phone (LCEN art. 6). */
    host: z.strictObject({ name: text, address: text, phone: text, website: z.url() }),
    /** The consumer mediator the business has joined (Code de la consommation, L612-1 and L616-1). */
    mediator: z.strictObject({ name: text, address: text, website: z.url() }),
    /** Where the Supabase project keeps the contact messages, as its settings show it ('eu-west-3 (Paris)'). */
    supabaseRegion: text,
    /** The privacy policy's recipients: who keeps the mailbox of `email`, the card payment provider, the quotes' e-signature service. */
    mailbox: text,
    paymentProvider: text,
    signatureProvider: text,
    /** Further recipients: the video-call service of the brief and the hand-over, the registrar of clients' domain names, the host of the sites under the hosted maintenance option. */
    videoCallService: text,
    domainRegistrar: text,
    clientSitesHost: text,
    /** Google Analytics 4's data retention setting (Admin → Data collection → Data retention): 2 or 14 months. */
    analyticsRetentionMonths: z.union([z.literal(2), z.literal(14)], {
      message: 'expected 2 or 14: the data retention set in Google Analytics (Admin → Data collection and modification → Data retention)',
    }),
  }),
});

const linkSchema = z.strictObject({
  label: text,
  href: sitePathSchema,
});

export const navigationSchema = z.strictObject({
  header: z.array(linkSchema).min(1),
  footer: z
    .array(z.strictObject({ title: text, links: z.array(linkSchema).min(1) }))
    .min(1)
    .max(3, { message: 'the footer holds 1 to 3 link columns (one more, Suivez-nous, comes from content/site.ts)' }),
  legal: z.array(linkSchema),
  /** The mobile menu's button to the contact form. */
  callToAction: text,
  /** The cookie banner of every page, before its 'Refuser' and 'Accepter' buttons and the link to the privacy policy. */
  consent: z.strictObject({ title: text, text: text }),
});

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.output<typeof siteSchema>;
export type NavigationInput = z.input<typeof navigationSchema>;
export type Navigation = z.output<typeof navigationSchema>;
export type Link = z.output<typeof linkSchema>;
