import * as z from 'zod';
import { text } from '../site/fields.ts';

// The page of an address the site does not have (content/not-found.ts).

export const notFoundSchema = z.strictObject({
  title: text,
  description: text.min(50).max(160),
  heading: text,
  text: text,
});

export type NotFoundInput = z.input<typeof notFoundSchema>;
