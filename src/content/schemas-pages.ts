import { z } from 'zod';
import { projectTypes } from './schemas.ts';

// Schemas of the content behind /a-propos/, /nos-offres/ and /realisations/.

const text = z.string().trim().min(1, { message: 'must not be empty' });
const euros = z.number().positive({ message: 'expected a price in euros' });
const gradient = z.string().regex(/^linear-gradient\(.+\)$/, { message: "expected a CSS gradient such as 'linear-gradient(135deg, #15803d, #047857)'" });
const image = z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp|avif)$/, {
  message: "expected an image under /images/, such as '/images/realisations/boulangerie.svg'",
});

export const caseStudySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case words joined by hyphens' }),
  client: text,
  category: text,
  image,
  imageAlt: text,
  problem: text,
  solution: text,
  results: z.array(text).min(1),
  // `date`: when the client gave it (Review.datePublished in the JSON-LD).
  testimonial: z.strictObject({ text: text, author: text, role: text, date: z.iso.date({ message: 'expected an ISO date (YYYY-MM-DD)' }) }),
  rating: z.number().int().min(1).max(5),
  tech: z.array(text).min(1),
});

export const caseStudiesSchema = z.strictObject({
  /** The banner: average rating out of 5 and number of reviews behind it. */
  rating: z.strictObject({ value: z.number().min(1).max(5), count: z.number().int().positive() }),
  /** The landing page price range this page states (spec section 9). */
  landingPagePrice: z.strictObject({ from: euros, to: euros }),
  studies: z.array(caseStudySchema).length(6, { message: 'expected the six case studies of the spec' }),
});

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
  project: z.enum(projectTypes),
});

export const offersSchema = z.strictObject({
  base: z.array(baseOfferSchema).length(3, { message: 'expected the three base offers (Jeune Pousse, Florale, Unique)' }),
  /** The starting prices the FAQ gives. */
  services: z.array(priceOfferSchema).min(1),
  /** The three offers of the terms of sale (CGV). */
  termsOfSale: z.array(priceOfferSchema).length(3, { message: 'expected the three offers of the terms of sale' }),
  /** What every offer includes. */
  included: z.array(text).min(1),
  maintenance: z.array(z.strictObject({ name: text, monthly: euros, features: z.array(text).min(1) })).min(1),
  maintenanceTerms: text,
});

export type CaseStudiesInput = z.input<typeof caseStudiesSchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export type OffersInput = z.input<typeof offersSchema>;
export type Offers = z.output<typeof offersSchema>;
