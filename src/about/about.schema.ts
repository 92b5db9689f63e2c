import * as z from 'zod';
import { imagePath, text } from '../site/fields.ts';

// The texts of /a-propos/ (content/about.ts).

const paragraphSchema = z.strictObject({ title: text, text: text });

/**
 * The person behind the business: their name is the publisher's
 * (content/site.ts, legal.owner), written once. Shipped with placeholders
 * that --production refuses (src/about/person-placeholders.ts).
 */
const personSchema = z.strictObject({
  /** The section's heading. */
  heading: text,
  /** What they do, after their name ('Fondatrice, conceptrice de sites'). */
  role: text,
  /** A photo of them (JPEG, PNG, WebP or AVIF under public/images/, at least 1200 px wide), and what it shows. */
  photo: imagePath,
  photoAlt: text,
  /** A few lines in their own voice: who they are, why this work. */
  text: z.array(text).min(1),
  /** Where they work from ('Lyon, et partout en France à distance'). */
  place: text,
});

export const aboutSchema = z.strictObject({
  /** Search results and share cards. */
  description: text,
  heading: text,
  lead: text,
  callLabel: text,
  /** Notre méthode: three principles (a bold opening, then the text), and the three steps of a project. */
  principles: z.array(paragraphSchema).min(1),
  steps: z.array(paragraphSchema).min(1),
  basesLead: text,
  allOffersLink: text,
  redesign: text,
  closing: text,
  person: personSchema,
});

export type AboutInput = z.input<typeof aboutSchema>;
