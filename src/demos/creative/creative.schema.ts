import * as z from 'zod';
import { iconName, preparedImagePath, slug, text, uniqueIds } from '../../site/fields.ts';
import { cardSchema, photoSchema, statSchema, stepSchema } from '../shared/demo-parts.schema.ts';

// Static data of the creative portfolio demo (/portfolio-creatif/).

export const creativePortfolioSchema = z.strictObject({
  hero: z.strictObject({ subtitle: text }),
  coach: z.strictObject({
    name: text,
    intro: text,
    stats: z.array(statSchema).length(4, { message: 'expected the four stat cards of the spec' }),
    method: z.array(stepSchema).length(4, { message: 'expected the four steps of the method' }),
    tracks: z
      .array(z.strictObject({ title: text, artist: text, duration: z.string().regex(/^\d:[0-5]\d$/, { message: "expected a duration such as '3:00'" }) }))
      .length(5, { message: 'expected the five tracks of the spec' }),
    transformation: z.strictObject({ before: text, after: text, beforeImage: preparedImagePath, beforeImageAlt: text, afterImage: preparedImagePath, afterImageAlt: text }),
    badges: z.array(z.strictObject({ icon: iconName, title: text, desc: text })).length(4, { message: 'expected the four badges of the spec' }),
    calories: z.literal(2847, { message: 'the spec counts up to 2847' }),
    week: z
      .array(z.strictObject({ day: text, session: text, icon: iconName, completed: z.boolean(), time: text }))
      .length(7, { message: 'expected one entry per day of the week' }),
  }),
  photography: z.strictObject({
    name: text,
    intro: text,
    photos: z.array(photoSchema).length(5, { message: 'expected the five photos of the spec' }).superRefine(uniqueIds),
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
          images: z.array(z.strictObject({ title: text, image: preparedImagePath, imageAlt: text })).length(3, { message: 'expected three images per category' }),
        }),
      )
      .length(3, { message: 'expected the tabs Portraits, Paysages, Abstractions' })
      .refine((list) => list.map((c) => c.title).join() === 'Portraits,Paysages,Abstractions', {
        message: 'expected the categories Portraits, Paysages, Abstractions in this order',
      }),
    techniques: z.array(cardSchema).length(3, { message: 'expected three techniques' }),
  }),
  closing: z.array(cardSchema).length(3, { message: 'expected the cards for videographers, photographers and painters' }),
  /** The texts of the page around the data above, and the labels its islands and section dots show. */
  page: z.strictObject({
    description: text.min(50).max(160),
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
