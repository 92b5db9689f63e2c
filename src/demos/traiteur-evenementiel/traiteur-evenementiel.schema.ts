import * as z from 'zod';
import { colour, gradient, iconName, preparedImagePath, template, text } from '../../site/fields.ts';
import { cardSchema, demoPageHead } from '../shared/demo-parts.schema.ts';
import { siteText } from '../../legal/site-text.ts';

// Static data of the caterer demo (/traiteur-evenementiel/).

export const catererSchema = z.strictObject({
  brand: text,
  contact: z.strictObject({
    // A number from the range reserved for fiction: the caterer is invented.
    phone: z.string().regex(/^\+33 6 39 98 \d\d \d\d$/, { message: "expected a fiction-range number such as '+33 6 39 98 12 34'" }),
    // Reserved for examples (RFC 2606): nobody can register them.
    email: z.email({ message: 'expected an e-mail address' }).regex(/(\.|@)example$|@example\.(com|net|org)$/, {
      message: "expected an address on a domain reserved for examples, such as 'contact@traiteur.example'",
    }),
    area: text,
  }),
  universe: z.array(cardSchema.extend({ dishes: z.array(text).min(1) })).min(1),
  story: z.strictObject({ history: text, commitment: text, years: z.number().int().positive() }),
  gallery: z.array(z.strictObject({ image: preparedImagePath, imageAlt: text, title: text, description: text, background: gradient })).min(1),
  testimonials: z
    .array(z.strictObject({ text, author: text, date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'expected a month such as 2025-06' }) }))
    .min(1),
  chef: z.strictObject({ name: text, role: text, quote: text }),
  form: z.strictObject({
    /** The invitation to talk ('Parlons de votre réception'). */
    title: text,
    /** Above the request form. */
    intro: text,
    /** The form's name for assistive technologies, and its message's placeholder. */
    label: text,
    messagePlaceholder: text,
    /** The caterer is invented but its form works: say so, and that the request reaches the agency (Markdown, {site.brand}…). */
    demoNotice: siteText.refine((notice) => notice.includes('{site.brand}'), {
      message: 'must say that the request reaches the agency, named as {site.brand}',
    }),
  }),
  scenarios: z
    .array(
      z.strictObject({
        title: text,
        description: text,
        icon: iconName,
        colour,
        priceFrom: z.number().int().positive(),
        image: preparedImagePath,
        imageAlt: text,
      }),
    )
    .min(1),
  /** The texts of the page around the data above; {years} is story.years. */
  page: z.strictObject({
    ...demoPageHead,
    heading: text,
    tagline: text,
    universeTitle: text,
    storyTitle: template('years'),
    lettersEyebrow: text,
    lettersLabel: text,
    pauseLabel: text,
    offersTitle: text,
    hours: text,
    tasting: text,
  }),
});

export type CatererInput = z.input<typeof catererSchema>;
