import * as z from 'zod';
import { gradient, iconName, preparedImagePath, slug as id, text } from '../../site/fields.ts';
import { demoPageHead } from '../shared/demo-parts.schema.ts';

// Static data of the design studio demo (/studio-design/,
// content/demos/studio-design.ts). Spec section 3 names its fields.

export const studioDesignSchema = z.strictObject({
  /** The intro rotates through these every 3 s, then starts again. */
  phrases: z.array(text).min(2, { message: 'the intro rotates through its phrases: at least two' }),
  projects: z.array(z.strictObject({ id, title: text, description: text, image: preparedImagePath, imageAlt: text, gradient })).min(1),
  posters: z.array(z.strictObject({ text: text, subtitle: text, background: gradient })).min(1),
  process: z.array(z.strictObject({ icon: iconName, title: text, text: text })).min(1),
  testimonials: z.array(z.strictObject({ text: text, author: text, role: text })).min(1),
  statement: z.strictObject({ title: text, text: text }),
  /** The texts of the page around the data above, and the intro's pause button. */
  page: z.strictObject({
    ...demoPageHead,
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
