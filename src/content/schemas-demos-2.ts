import { z } from 'zod';
import { frenchTypography } from './typography.ts';

// Schemas of the second group of demos: creative portfolio, photographer,
// caterer and sports coach. Text fields come out with French typesetting.

const text = z.string().trim().min(1, { message: 'must not be empty' }).transform(frenchTypography);
const icon = z.string().trim().min(1, { message: 'expected an emoji' }).max(8, { message: 'expected one emoji' });
const gradient = z.string().regex(/^(linear|radial|conic)-gradient\(.+\)$/, { message: 'expected a CSS gradient' });
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'expected a hex colour such as #db2777' });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case words joined by hyphens' });
const percent = z.number().min(0).max(100);
const isoDate = z.iso.date({ message: 'expected an ISO date (YYYY-MM-DD)' });

/** Unique `id`s inside a list. */
function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id '${item.id}'` });
    seen.add(item.id);
  });
}

/** The spec's Photo: an emoji stands in for the picture; a gradient sets its mood. */
export const photoSchema = z.strictObject({
  id: slug,
  title: text,
  url: icon,
  background: gradient,
  exif: z.strictObject({
    camera: text,
    lens: text,
    settings: text,
    location: text,
    date: isoDate,
  }),
});

const statSchema = z.strictObject({ value: text, label: text });
const stepSchema = z.strictObject({ title: text, description: text });
const cardSchema = z.strictObject({ icon, title: text, description: text });

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
    transformation: z.strictObject({ before: text, after: text, beforeIcon: icon, afterIcon: icon }),
    badges: z.array(z.strictObject({ icon, title: text, desc: text })).length(4, { message: 'expected the four badges of the spec' }),
    calories: z.literal(2847, { message: 'the spec counts up to 2847' }),
    week: z
      .array(z.strictObject({ day: text, session: text, icon, completed: z.boolean(), time: text }))
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
          images: z.array(z.strictObject({ title: text, icon, background: gradient })).length(3, { message: 'expected three images per category' }),
        }),
      )
      .length(3, { message: 'expected the tabs Portraits, Paysages, Abstractions' })
      .refine((list) => list.map((c) => c.title).join() === 'Portraits,Paysages,Abstractions', {
        message: 'expected the categories Portraits, Paysages, Abstractions in this order',
      }),
    techniques: z.array(cardSchema).length(3, { message: 'expected three techniques' }),
  }),
  closing: z.array(cardSchema).length(3, { message: 'expected the cards for videographers, photographers and painters' }),
});

export const photographerSchema = z
  .strictObject({
    name: text,
    tagline: text,
    intro: text,
    series: z.array(z.strictObject({ id: slug, title: text, description: text })).min(1).superRefine(uniqueIds),
    photos: z.array(photoSchema.extend({ series: slug })).min(3).superRefine(uniqueIds),
    sessions: z.array(z.strictObject({ icon, title: text, description: text, priceFrom: z.number().positive() })).min(1),
  })
  .superRefine((value, ctx) => {
    const ids = new Set(value.series.map((s) => s.id));
    value.photos.forEach((photo, index) => {
      if (!ids.has(photo.series)) ctx.addIssue({ code: 'custom', path: ['photos', index, 'series'], message: `unknown series '${photo.series}'` });
    });
  });

export const catererSchema = z.strictObject({
  brand: text,
  contact: z.strictObject({
    // A number from the range reserved for fiction, and an example domain: the caterer is invented.
    phone: z.string().regex(/^\+33 6 39 98 \d\d \d\d$/, { message: "expected a fiction-range number such as '+33 6 39 98 12 34'" }),
    email: z.email({ message: 'expected an e-mail address' }).regex(/@[a-z0-9-]*exemple\.fr$|@example\.(com|fr|org)$/, {
      message: 'expected an address on an example domain (…exemple.fr)',
    }),
    area: z.literal('Lyon & région Rhône-Alpes'),
  }),
  universe: z
    .array(cardSchema.extend({ dishes: z.array(text).min(1) }))
    .length(3)
    .refine((list) => list.map((c) => c.title).join() === 'Entrées,Plats,Desserts', { message: 'expected the cards Entrées, Plats, Desserts' }),
  story: z.strictObject({ history: text, commitment: text, years: z.literal(15, { message: 'the spec claims 15 years' }) }),
  gallery: z.array(z.strictObject({ image: icon, title: text, description: text, background: gradient })).length(4, { message: 'expected four images' }),
  testimonials: z
    .array(z.strictObject({ text, author: text, date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'expected a month such as 2025-06' }) }))
    .length(3, { message: 'expected three couples' }),
  chef: z.strictObject({ name: text, role: text, quote: text }),
  scenarios: z
    .array(z.strictObject({ title: text, description: text, icon, colour, priceFrom: z.number().int().positive(), image: icon }))
    .length(3, { message: 'expected the three reception offers' }),
});

export const coachSchema = z.strictObject({
  stats: z.array(statSchema).length(4),
  dashboard: z.strictObject({
    calories: z.literal(1847),
    dailyGoal: z.literal(3000),
    weeklyGoal: z.literal(67),
    progress: z.array(z.strictObject({ label: text, value: text, change: text })).min(1),
  }),
  planning: z
    .array(z.strictObject({ day: text, session: text, time: z.string().regex(/^\d\dh\d\d$/).nullable(), icon }))
    .length(7, { message: 'expected Monday to Sunday' }),
  playlists: z
    .array(z.strictObject({ id: slug, name: text, icon, songs: z.number().int().positive(), duration: text, color: colour }))
    .length(3, { message: 'expected three playlists' })
    .superRefine(uniqueIds),
  products: z
    .array(z.strictObject({ id: slug, name: text, price: z.number().positive(), image: icon, badge: text.nullable(), badgeColor: colour.nullable() }))
    .length(5, { message: 'expected five products' })
    .superRefine(uniqueIds),
  programme: z.array(z.strictObject({ icon, title: text, description: text, difficulty: percent })).length(5, { message: 'expected five steps' }),
});

export type CreativePortfolioInput = z.input<typeof creativePortfolioSchema>;
export type CreativePortfolio = z.output<typeof creativePortfolioSchema>;
export type PhotographerInput = z.input<typeof photographerSchema>;
export type Photographer = z.output<typeof photographerSchema>;
export type Photo = z.output<typeof photoSchema>;
export type CatererInput = z.input<typeof catererSchema>;
export type Caterer = z.output<typeof catererSchema>;
export type CoachInput = z.input<typeof coachSchema>;
export type Coach = z.output<typeof coachSchema>;
