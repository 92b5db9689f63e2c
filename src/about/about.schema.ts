import * as z from 'zod';
import { text } from '../site/fields.ts';

// The texts of /a-propos/ (content/about.ts).

const paragraphSchema = z.strictObject({ title: text, text: text });

export const aboutSchema = z.strictObject({
  /** Search results and share cards. */
  description: text,
  heading: text,
  lead: text,
  callLabel: text,
  /** Notre méthode: three principles (a bold opening, then the text), and the three steps of a project. */
  principles: z.array(paragraphSchema).min(1),
  steps: z.array(paragraphSchema).min(1),
  basesLead: text,
  allOffersLink: text,
  redesign: text,
  closing: text,
});

export type AboutInput = z.input<typeof aboutSchema>;
