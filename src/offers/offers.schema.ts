import * as z from 'zod';
import { projectKey } from '../contact/contact.schema.ts';
import { euros, gradient, template, text } from '../site/fields.ts';

// The agency's offers (content/offers.ts), shown on /nos-offres/ and /a-propos/.

/** How the terms of sale and the FAQ name an offer's values: {offers.<id>.price}. */
const offerId = z.string().regex(/^[a-z][a-zA-Z]*$/, { message: 'expected a name in camelCase, such as siteVitrine' });
const count = z.number().int().positive();

const priceOfferSchema = z.strictObject({
  id: offerId,
  name: text,
  price: euros,
  /** Pages the offer builds. */
  pages: count,
  /** Delivery time, in working days from the project brief. */
  days: count,
  description: text,
  features: z.array(text).min(1),
  /** The card's background on /a-propos/ (offers with the texts written together). */
  gradient: gradient.optional(),
  /** The project its button preselects in the contact form: a key of content/contact.ts's projects. */
  project: projectKey,
});

export const offersSchema = z.strictObject({
  /** The numbers the pages and the terms of sale share, read in content/legal/*.md as {offers.terms.<name>}. */
  terms: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), z.number().nonnegative()),
  /** The offers, texts written together, as the FAQ and the terms of sale price them; 1 to 4 stand side by side. */
  services: z.array(priceOfferSchema).min(1).max(4, { message: 'the offers stand side by side on a wide screen: 1 to 4' }),
  /** Their express formulas, when the client's content is ready. */
  termsOfSale: z.array(priceOfferSchema).min(1),
  /** What every offer includes. */
  included: z.array(text).min(1),
  maintenance: z
    .array(
      z.strictObject({
        id: offerId,
        name: text,
        monthly: euros,
        /** The price of a year paid ahead, when the option offers it. */
        yearly: euros.optional(),
        features: z.array(text).min(1),
      }),
    )
    .min(1),
  maintenanceTerms: text,
  /** The texts of /nos-offres/ around the offers; {vat} is the VAT mention of content/site.ts. */
  page: z.strictObject({
    description: text,
    lead: text,
    callLabel: text,
    servicesHeading: text,
    servicesLead: template('vat'),
    /** Under each offer: {days} is its delivery time. */
    delay: template('days'),
    includedLabel: text,
    /** {terms} is the link to the terms of sale, whose words are `termsLink`. */
    expressLead: template('terms', 'vat'),
    termsLink: text,
    redesign: text,
    /** Under a maintenance price paid for the year: {monthly} and {yearly} are its prices. */
    yearlyPrice: template('monthly', 'yearly'),
    closingHeading: text,
    closing: text,
  }),
});

export type OffersInput = z.input<typeof offersSchema>;
export type Offers = z.output<typeof offersSchema>;
