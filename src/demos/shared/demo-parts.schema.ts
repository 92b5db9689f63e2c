import * as z from 'zod';
import { iconName, isoDate, gradient, preparedImagePath, slug, text } from '../../site/fields.ts';

// Parts several demos' schemas share. Their text comes out with French
// typesetting.

/** The start of every demo's `page`: its title (the tab, search results) and its description, as defineDemoPage reads them. */
/** A search result or a shared link must not read as a real business: both say it is a demonstration. */
const saysDemo = (value: string) => /démonstration/i.test(value);
export const demoPageHead = {
  title: text.max(60).refine(saysDemo, { message: "must say it is a demonstration, such as 'Portfolio créatif : démonstration'" }),
  description: text.min(50).max(160).refine(saysDemo, { message: "must say it is a demonstration, such as 'Démonstration d’un portfolio…'" }),
};

/**
 * A demo's photo: not an emoji standing in for the picture; here
 * the picture itself is shown (`image`, art made for the site, with its
 * description `imageAlt`), on a gradient that sets its mood while it loads.
 */
export const photoSchema = z.strictObject({
  id: slug,
  title: text,
  image: preparedImagePath,
  imageAlt: text,
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
