import * as z from 'zod';
import { siteSchema, type Site } from '../site/site.schema.ts';
import { renderMarkdown } from '../text/markdown.ts';
import { fillInText, templateNames } from '../text/fill-in.ts';

// Short Markdown texts of content files that name the agency's identity as
// the legal pages do ({site.brand}, {site.legal.owner}, {site.email}…),
// so that the notices under the forms never retype it. The keys are checked
// when content is validated (a typo is a content error naming the field) and
// filled in when the page is rendered.

/** Every key a text may name: the printable fields of content/site.ts. */
const siteTextKeys: readonly string[] = leafKeys(siteSchema, 'site');

function leafKeys(schema: z.ZodType, path: string): string[] {
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, value]) => leafKeys(value, `${path}.${key}`));
  if (schema instanceof z.ZodArray) return [];
  return [path];
}

/** A Markdown text that may name content/site.ts values as {site.…}. */
export const siteText = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .superRefine((value, context) => {
    for (const name of templateNames(value)) {
      if (!siteTextKeys.includes(name)) context.addIssue({ code: 'custom', message: `unknown placeholder {${name}} (known: ${siteTextKeys.join(', ')})` });
    }
  });

/** The text as HTML, with the values of content/site.ts filled in and French typography set. */
export function renderSiteText(text: string, site: Site): string {
  return renderMarkdown(fillInText(text, { site }));
}
