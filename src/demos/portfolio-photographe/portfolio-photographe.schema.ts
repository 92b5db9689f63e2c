import * as z from 'zod';
import { iconName, slug, text, uniqueIds } from '../../site/fields.ts';
import { photoSchema, demoPageHead } from '../shared/demo-parts.schema.ts';

// Static data of the photographer demo (/portfolio-photographe/).

export const photographerSchema = z
  .strictObject({
    name: text,
    tagline: text,
    intro: text,
    series: z
      .array(z.strictObject({ id: slug, title: text, description: text }))
      .min(1)
      .superRefine(uniqueIds),
    photos: z
      .array(photoSchema.extend({ series: slug }))
      .min(3)
      .superRefine(uniqueIds),
    sessions: z.array(z.strictObject({ icon: iconName, title: text, description: text, priceFrom: z.number().positive() })).min(1),
    /** The texts of the page around the data above. */
    page: z.strictObject({
      ...demoPageHead,
      galleryNote: text,
      /** Above the booking button: the demo books nothing, the button leads to the agency's contact form, and says so. */
      bookingLead: text,
      bookingLink: text.max(40),
    }),
  })
  .superRefine((value, ctx) => {
    const ids = new Set(value.series.map((s) => s.id));
    value.photos.forEach((photo, index) => {
      if (!ids.has(photo.series)) ctx.addIssue({ code: 'custom', path: ['photos', index, 'series'], message: `unknown series '${photo.series}'` });
    });
  });

export type PhotographerInput = z.input<typeof photographerSchema>;
