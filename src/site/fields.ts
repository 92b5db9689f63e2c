import * as z from 'zod';
import { typeset } from '../text/typography.ts';
import { templateNames } from '../text/fill-in.ts';
import { findWrongOrdinal, wrongOrdinalMessage } from '../text/ordinals.ts';
import { iconNames } from '../ui/icon-set.ts';

// Building blocks of every content schema. The messages are for the owner:
// each says what was expected, with an example where one helps.

export const isoDate = z.iso.date({ message: 'expected an ISO date (YYYY-MM-DD)' });

/** A month, 'YYYY-MM', shown as 'juin 2025' (formatMonthYear). */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'expected a month such as 2025-06' });

/**
 * Text a visitor reads, typeset the French way once, here (src/text/typography.ts):
 * the owner types "d'aide ?" and the site shows "d’aide ?" with a narrow
 * no-break space. Lengths are checked on the typeset text. Addresses, ids and
 * codes have their own primitives and are left as written.
 */
export const text = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .superRefine((value, context) => {
    const found = findEmoji(value);
    if (found) context.addIssue({ code: 'custom', message: emojiMessage(found) });
    const ordinal = findWrongOrdinal(value);
    if (ordinal) context.addIssue({ code: 'custom', message: wrongOrdinalMessage(ordinal) });
  })
  .overwrite(typeset);

/**
 * The first emoji of a text, if any: a character shown as a picture by
 * default, or a pictograph asked to be one (U+FE0F). Typographic signs
 * (©, ★, ✓, →) are not.
 */
export function findEmoji(value: string): string | undefined {
  return /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u.exec(value)?.[0];
}

/** Why an emoji is refused outside an `emoji` field, for the owner. */
export function emojiMessage(found: string): string {
  return `holds an emoji (${found}), which each visitor's system draws its own way: illustrate with one of the site's icons (an icon field) or a picture`;
}

/** Lower-case words joined by hyphens: ids and slugs that end up in addresses and anchors. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case words joined by hyphens' });

/** A CSS gradient, used as a background. */
export const gradient = z
  .string()
  .trim()
  .regex(/^(linear|radial|conic)-gradient\(.+\)$/, { message: "expected a CSS gradient such as 'linear-gradient(135deg, #111, #333)'" });

export const colour = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'expected a hex colour such as #6d28d9' });

/** One of the site's icons (src/ui/Icon.tsx), by its key: 'phone', 'timer'… */
export const iconName = z.enum(iconNames, { message: `expected one of the site's icons: ${iconNames.join(', ')} (src/ui/Icon.tsx)` });

/** Pictures drawn by the visitor's system font: an emoji sequence (flags, skin tones, joined people) counts as one. */
const emojiPattern = /^(?=.*\p{Extended_Pictographic})[\p{Extended_Pictographic}\p{Emoji_Component}]+$/u;
const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/**
 * One emoji, only where a demo shows one: shop products, logo
 * options, cart lines. Anything else that illustrates is a
 * picture: an `iconName` or an image path.
 */
export const emoji = z
  .string()
  .trim()
  .refine((value) => emojiPattern.test(value) && [...graphemes.segment(value)].length === 1, { message: "expected one emoji, such as '🧢'" });

export const percent = z.number().min(0).max(100);

/**
 * `example: true` marks a claim only the owner can vouch for (a case study
 * and its review, a rating, a figure about the business, a social page) as
 * an example: every build lists it, and `--production` refuses to build
 * until the owner confirms it by removing the mark (src/site/examples.ts).
 */
export const exampleMark = z.boolean().optional();

export const euros = z.number().positive({ message: 'expected a price in euros' });

/** An image file under /images/ shown as it is (`<img>`): an SVG illustration or a raster file. */
export const imagePath = z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpe?g|webp|avif)$/, {
  message:
    "expected an image under /images/ (JPEG, PNG, WebP, AVIF or SVG; lower-case letters, digits and hyphens in its name), such as '/images/blog/prix-site.png'",
});

/** An image the build prepares (src/images/, `<Picture>`): a raster file, or SVG art under /images/art/. */
export const preparedImagePath = z.string().regex(/^\/images\/[a-z0-9/-]+\.(jpe?g|png|webp|avif)$|^\/images\/art\/[a-z0-9/-]+\.svg$/, {
  message: "expected an image under /images/ (a photo, or SVG art under /images/art/), such as '/images/art/photo/mariage.svg'",
});

/** Unique `id`s inside a list: `z.array(…).superRefine(uniqueIds)`. */
export function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id '${item.id}'` });
    seen.add(item.id);
  });
}

/**
 * Text with values the page fills in, named in braces: `template('from', 'to')`
 * accepts 'de {from} à {to}'. Each name must appear, and no other; the page
 * fills them with `fillIn` (src/text/fill-in.ts), prices and dates formatted
 * the one way.
 */
/** A text that may use the named values (`{rating}`), none of them required. */
export function templateAllowing(...names: string[]) {
  return text.superRefine((value, context) => {
    for (const name of templateNames(value))
      if (!names.includes(name))
        context.addIssue({ code: 'custom', message: `unknown value {${name}} (known: ${names.map((known) => `{${known}}`).join(', ') || 'none'})` });
  });
}

export function template(...names: string[]) {
  return text.superRefine((value, context) => {
    const used = templateNames(value);
    for (const name of names)
      if (!used.includes(name)) context.addIssue({ code: 'custom', message: `must contain {${name}}, where the page writes its value` });
    for (const name of used)
      if (!names.includes(name))
        context.addIssue({ code: 'custom', message: `unknown value {${name}} (known: ${names.map((known) => `{${known}}`).join(', ') || 'none'})` });
  });
}
