import * as z from 'zod';
import { sitePathSchema } from '../site/site.schema.ts';
import { demoPathSchema } from '../previews/previews.schema.ts';
import { exampleMark, gradient, iconName, slug, template, text } from '../site/fields.ts';

// Schemas of the home page's content: the FAQ, the services and the rest of
// the home page (hero, demos, reasons to choose the agency, purple banner).

export const faqSchema = z
  .array(z.strictObject({ question: text.max(160), answer: text.max(700) }))
  .min(1)
  .max(20, { message: 'the FAQ shows 1 to 20 questions: more are too many to read through' });

export const servicesSchema = z
  .array(
    z.strictObject({
      /** Stable key of the offer (lower-case words joined by hyphens). */
      id: slug,
      icon: iconName,
      name: text.max(60),
      description: text.max(300),
      features: z.array(text.max(80)).min(2).max(5),
      /** Lowest price in euros (the FAQ's 'à partir de'), when the offer has one. */
      priceFrom: z.number().int().positive().optional(),
      /** Where the offer is detailed. */
      path: sitePathSchema.default('/nos-offres/'),
    }),
  )
  .min(3)
  .refine((services) => new Set(services.map((s) => s.id)).size === services.length, { message: 'two services share an id' });

const demoSchema = z.strictObject({
  path: sitePathSchema,
  title: text.max(60),
  category: text.max(40),
  description: text.max(220),
  /** A CSS gradient for the card's art. */
  gradient,
});

export const homeSchema = z.strictObject({
  /** The home page's title and description in search results and share cards. */
  head: z.strictObject({ title: text.max(70), description: text.min(50).max(160) }),
  hero: z.strictObject({
    eyebrow: text.max(80),
    /** Typed one character at a time (and in the HTML in full). */
    title: text.max(60),
    lead: text.max(200),
    /** The demos whose previews stand beside the message: one in a desktop window, one on a phone. */
    showcase: z.strictObject({ desktop: demoPathSchema, phone: demoPathSchema }),
  }),
  portfolio: z.strictObject({
    title: text,
    lead: text,
    demos: z.array(demoSchema).min(1),
    /** The line at the top of every demo that says it is one ({brand} is the agency), and its link to the offers. */
    notice: z.strictObject({ text: template('brand'), offersLink: text.max(40) }),
  }),
  /**
   * The services of content/services.ts: the section's lead, its link to
   * /nos-offres/ and, under the cards, from when their delivery times count.
   */
  services: z.strictObject({ lead: text, allOffersLink: text, deliveryNote: text.optional() }),
  faq: z.strictObject({ lead: text }),
  why: z.strictObject({
    title: text,
    lead: text,
    /** Big figures: value ('+5 ans'), label; none, or two and more side by side. */
    figures: z
      .array(z.strictObject({ value: text.max(12), label: text.max(80), example: exampleMark }))
      .refine((figures) => figures.length !== 1, { message: 'the figures stand side by side: write two or more, or none' })
      .default([]),
    /** Promises: icon, title, text. */
    reasons: z.array(z.strictObject({ icon: iconName, title: text.max(60), text: text.max(240) })).min(2),
  }),
  banner: z.strictObject({
    title: text,
    text: text,
    /** The purple banner's buttons: a demo each. */
    links: z
      .array(z.strictObject({ label: text.max(40), href: sitePathSchema }))
      .min(1)
      .max(3, { message: 'the banner holds 1 to 3 buttons in a row' }),
  }),
});

export type FaqInput = z.input<typeof faqSchema>;
export type Faq = z.output<typeof faqSchema>;
export type ServicesInput = z.input<typeof servicesSchema>;
export type Services = z.output<typeof servicesSchema>;
export type HomeInput = z.input<typeof homeSchema>;
export type Home = z.output<typeof homeSchema>;
