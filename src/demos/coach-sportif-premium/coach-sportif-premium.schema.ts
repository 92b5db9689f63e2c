import * as z from 'zod';
import { colour, iconName, percent, preparedImagePath, slug, template, text, uniqueIds } from '../../site/fields.ts';
import { statSchema, demoPageHead } from '../shared/demo-parts.schema.ts';

// Static data of the sports coach demo (/coach-sportif-premium/).

export const coachSchema = z.strictObject({
  stats: z.array(statSchema).min(1),
  dashboard: z.strictObject({
    calories: z.number().int().nonnegative(),
    dailyGoal: z.number().int().positive(),
    /** Per cent of the week's goal reached. */
    weeklyGoal: percent,
    progress: z.array(z.strictObject({ label: text, value: text, change: text })).min(1),
  }),
  planning: z
    .array(
      z.strictObject({
        day: text,
        session: text,
        time: text.regex(/^\d\d\u00a0h\u00a0\d\d$/, { message: "expected a time such as '18h00'" }).nullable(),
        icon: iconName,
      }),
    )
    .min(1)
    .max(7, { message: 'the planning shows one week: at most seven days' }),
  playlists: z
    .array(z.strictObject({ id: slug, name: text, icon: iconName, songs: z.number().int().positive(), duration: text, color: colour }))
    .min(1)
    .superRefine(uniqueIds),
  products: z
    .array(
      z.strictObject({
        id: slug,
        name: text,
        price: z.number().positive(),
        image: preparedImagePath,
        imageAlt: text,
        badge: text.nullable(),
        badgeColor: colour.nullable(),
      }),
    )
    .min(1)
    .superRefine(uniqueIds),
  programme: z.array(z.strictObject({ icon: iconName, title: text, description: text, difficulty: percent })).min(1),
  /** The texts of the page around the data above, and the labels its islands show; {name} is a playlist's. */
  page: z.strictObject({
    ...demoPageHead,
    eyebrow: text,
    lead: text,
    spaceTitle: text,
    musicTitle: text,
    programmeTitle: text,
    finalTitle: text,
    finalLead: text,
    finalLink: text,
    weeklyGoalLabel: text,
    weeklyGoalNote: text,
    playLabel: template('name'),
  }),
});

export type CoachInput = z.input<typeof coachSchema>;
