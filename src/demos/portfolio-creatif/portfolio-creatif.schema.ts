import * as z from 'zod';
import { iconName, preparedImagePath, slug, text, uniqueIds } from '../../site/fields.ts';
import { cardSchema, photoSchema, statSchema, stepSchema, demoPageHead } from '../shared/demo-parts.schema.ts';

// Static data of the creative portfolio demo (/portfolio-creatif/).

export const creativePortfolioSchema = z.strictObject({
  hero: z.strictObject({ subtitle: text }),
  coach: z.strictObject({
    name: text,
    intro: text,
    stats: z.array(statSchema).min(1),
    method: z.array(stepSchema).min(1),
    tracks: z
      .array(z.strictObject({ title: text, artist: text, duration: z.string().regex(/^\d:[0-5]\d$/, { message: "expected a duration such as '3:00'" }) }))
      .min(1),
    transformation: z.strictObject({
      before: text,
      after: text,
      beforeImage: preparedImagePath,
      beforeImageAlt: text,
      afterImage: preparedImagePath,
      afterImageAlt: text,
    }),
    badges: z.array(z.strictObject({ icon: iconName, title: text, desc: text })).min(1),
    /** The counter climbs to this figure once in view. */
    calories: z.number().int().positive(),
    week: z
      .array(z.strictObject({ day: text, session: text, icon: iconName, completed: z.boolean(), time: text }))
      .min(1)
      .max(7, { message: 'the week shows one entry a day: at most seven' }),
  }),
  photography: z.strictObject({
    name: text,
    intro: text,
    photos: z.array(photoSchema).min(1).superRefine(uniqueIds),
  }),
  painting: z.strictObject({
    name: text,
    intro: text,
    categories: z
      .array(
        z.strictObject({
          id: slug,
          title: text,
          description: text,
          images: z.array(z.strictObject({ title: text, image: preparedImagePath, imageAlt: text })).min(1),
        }),
      )
      .min(1)
      .max(6, { message: 'the categories are tabs in one row on a phone: 1 to 6' })
      .superRefine(uniqueIds),
    techniques: z.array(cardSchema).min(1),
  }),
  closing: z.array(cardSchema).min(1),
  /** The texts of the page around the data above, and the labels its islands and section dots show. */
  page: z.strictObject({
    ...demoPageHead,
    sectionsLabel: text,
    methodTitle: text,
    playlistTitle: text,
    compareHint: text,
    compareLabel: text,
    caloriesLabel: text,
    weekTitle: text,
    closingTitle: text,
    closingLead: text,
  }),
});

export type CreativePortfolioInput = z.input<typeof creativePortfolioSchema>;
