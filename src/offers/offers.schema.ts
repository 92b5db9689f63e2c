import * as z from 'zod';
import { projectKey } from '../contact/contact.schema.ts';
import { euros, gradient, template, text } from '../site/fields.ts';

// The agency's offers (content/offers.ts), shown on /nos-offres/ and /a-propos/.

const baseOfferSchema = z.strictObject({
  name: text,
  pages: text,
  description: text,
  features: z.array(text).min(1),
  gradient,
});

const priceOfferSchema = z.strictObject({
  name: text,
  price: euros,
  description: text,
  delay: text,
  features: z.array(text).min(1),
  /** The project its button preselects in the contact form: a key of content/contact.ts's projects. */
  project: projectKey,
});

export const offersSchema = z.strictObject({
  base: z.array(baseOfferSchema).min(1).max(4, { message: 'the base offers stand side by side on a wide screen: 1 to 4' }),
  /** The starting prices the FAQ gives. */
  services: z.array(priceOfferSchema).min(1),
  /** The offers of the terms of sale (CGV). */
  termsOfSale: z.array(priceOfferSchema).min(1),
  /** What every offer includes. */
  included: z.array(text).min(1),
  maintenance: z
    .array(
      z.strictObject({
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
    includedLabel: text,
    basesLead: text,
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
