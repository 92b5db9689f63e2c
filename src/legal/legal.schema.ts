import * as z from 'zod';
import { isoDate, text } from '../site/fields.ts';

/** Front matter of `content/legal/<page>.md`. The body is Markdown with `{site.…}` placeholders. */
export const legalFrontMatterSchema = z.strictObject({
  title: text,
  description: text.max(160, { message: 'too long for a meta description (160 characters at most)' }),
  /** Optional: the page is dated by its file's history; a later date here wins (the day a change takes effect). */
  updated: isoDate.optional(),
});

export type LegalFrontMatter = z.output<typeof legalFrontMatterSchema> & { updated: string };
