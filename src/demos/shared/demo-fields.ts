import * as z from 'zod';
import { frenchTypography } from '../../text/typography.ts';

// Field types shared by the schemas of the demos (creative portfolio,
// photographer, caterer, sports coach). Text fields come out with French
// typesetting.

export const text = z.string().trim().min(1, { message: 'must not be empty' }).transform(frenchTypography);
export const icon = z.string().trim().min(1, { message: 'expected an emoji' }).max(8, { message: 'expected one emoji' });
export const gradient = z.string().regex(/^(linear|radial|conic)-gradient\(.+\)$/, { message: 'expected a CSS gradient' });
export const colour = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'expected a hex colour such as #db2777' });
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case words joined by hyphens' });
export const percent = z.number().min(0).max(100);
const isoDate = z.iso.date({ message: 'expected an ISO date (YYYY-MM-DD)' });

/** Unique `id`s inside a list. */
export function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id '${item.id}'` });
    seen.add(item.id);
  });
}

/** An image the build prepares (src/images/): a raster file, or SVG art under /images/art/. */
export const imagePath = z.string().regex(/^\/images\/[a-z0-9/-]+\.(jpe?g|png|webp|avif)$|^\/images\/art\/[a-z0-9/-]+\.svg$/, {
  message: "expected an image under /images/ (a photo, or SVG art under /images/art/), such as '/images/art/photo/mariage.svg'",
});

/**
 * The spec's Photo: an emoji stands in for the picture (`url`) and a gradient
 * sets its mood; `image` and `imageAlt`, when given, show the picture itself.
 */
export const photoSchema = z.strictObject({
  id: slug,
  title: text,
  url: icon,
  image: imagePath.optional(),
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
export const cardSchema = z.strictObject({ icon, title: text, description: text });

export type Photo = z.output<typeof photoSchema>;
