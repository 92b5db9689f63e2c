import * as z from 'zod';
import { colour, iconName, percent, preparedImagePath, slug, template, text, uniqueIds } from '../../site/fields.ts';
import { statSchema } from '../shared/demo-parts.schema.ts';

// Static data of the sports coach demo (/coach-sportif-premium/).

export const coachSchema = z.strictObject({
  stats: z.array(statSchema).length(4),
  dashboard: z.strictObject({
    calories: z.literal(1847),
    dailyGoal: z.literal(3000),
    weeklyGoal: z.literal(67),
    progress: z.array(z.strictObject({ label: text, value: text, change: text })).min(1),
  }),
  planning: z
    .array(z.strictObject({ day: text, session: text, time: z.string().regex(/^\d\dh\d\d$/).nullable(), icon: iconName }))
    .length(7, { message: 'expected Monday to Sunday' }),
  playlists: z
    .array(z.strictObject({ id: slug, name: text, icon: iconName, songs: z.number().int().positive(), duration: text, color: colour }))
    .length(3, { message: 'expected three playlists' })
    .superRefine(uniqueIds),
  products: z
    .array(z.strictObject({ id: slug, name: text, price: z.number().positive(), image: preparedImagePath, imageAlt: text, badge: text.nullable(), badgeColor: colour.nullable() }))
    .length(5, { message: 'expected five products' })
    .superRefine(uniqueIds),
  programme: z.array(z.strictObject({ icon: iconName, title: text, description: text, difficulty: percent })).length(5, { message: 'expected five steps' }),
  /** The texts of the page around the data above, and the labels its islands show; {name} is a playlist's. */
  page: z.strictObject({
    description: text.min(50).max(160),
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
