import * as z from 'zod';
import { icon, iconName, isoDate, gradient, preparedImagePath, slug, text } from '../../site/fields.ts';

// Parts several demos' schemas share (creative portfolio, photographer,
// caterer, sports coach). Their text comes out with French typesetting.

/**
 * The spec's Photo: an emoji stands in for the picture (`url`) and a gradient
 * sets its mood; `image` and `imageAlt`, when given, show the picture itself.
 */
export const photoSchema = z.strictObject({
  id: slug,
  title: text,
  url: icon,
  image: preparedImagePath.optional(),
  imageAlt: text.optional(),
  background: gradient,
  exif: z.strictObject({
    camera: text,
    lens: text,
    settings: text,
    location: text,
    date: isoDate,
  }),
});

export const statSchema = z.strictObject({ value: text, label: text });
export const stepSchema = z.strictObject({ title: text, description: text });
export const cardSchema = z.strictObject({ icon: iconName, title: text, description: text });

export type Photo = z.output<typeof photoSchema>;
