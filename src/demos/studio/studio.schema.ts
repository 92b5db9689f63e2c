import * as z from 'zod';
import { gradient, iconName, preparedImagePath, slug as id, text } from '../../site/fields.ts';

// Static data of the design studio demo (/studio-design/,
// content/demos/studio-design.ts). Spec section 3 names its fields.


export const studioDesignSchema = z.strictObject({
  /** The intro rotates through these every 3 s (spec: the fourth is the first again). */
  phrases: z.array(text).length(4, { message: 'expected the four intro phrases of the spec' }),
  projects: z
    .array(z.strictObject({ id, title: text, description: text, image: preparedImagePath, imageAlt: text, gradient }))
    .length(4, { message: 'expected the four featured projects of the spec' }),
  posters: z
    .array(z.strictObject({ text: text, subtitle: text, background: gradient }))
    .length(4, { message: 'expected the four posters of the spec' }),
  process: z
    .array(z.strictObject({ icon: iconName, title: text, text: text }))
    .length(4, { message: 'expected the four steps of the spec (Brief, Croquis, Palette, Final)' }),
  testimonials: z
    .array(z.strictObject({ text: text, author: text, role: text }))
    .length(3, { message: 'expected the three testimonials of the spec' }),
  statement: z.strictObject({ title: text, text: text }),
  /** The texts of the page around the data above, and the intro's pause button. */
  page: z.strictObject({
    title: text.max(60),
    description: text.min(50).max(160),
    lead: text,
    pauseLabel: text,
    resumeLabel: text,
    sandboxEyebrow: text,
    sandboxLead: text,
    notesTitle: text,
    closingTitle: text,
    closingLink: text,
  }),
});

export type StudioDesignInput = z.input<typeof studioDesignSchema>;
export type StudioDesign = z.output<typeof studioDesignSchema>;
