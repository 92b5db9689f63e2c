import * as z from 'zod';
import { text } from '../site/fields.ts';

// The blog's own texts (content/blog.ts): its index page, the call to action
// under every article and the page of an article that does not exist. The
// articles themselves are content/blog/*.md (article.schema.ts).

export const blogSchema = z.strictObject({
  index: z.strictObject({ title: text.max(60), description: text.min(50).max(160), heading: text, lead: text }),
  /**
   * The groups of the blog's index, in the order it shows them; each
   * article names its own (`pillar:` in its front matter). None: one list.
   */
  pillars: z
    .array(text)
    .default([])
    .refine((pillars) => new Set(pillars).size === pillars.length, { message: 'a pillar is named twice' }),
  /** Before an article's `updatedDate`, beside its first date ('mis à jour le'). */
  article: z.strictObject({ updated: text }),
  /** The heading under every article, above its own sentence and button (the article's `ctaText` and `cta`). */
  callToAction: z.strictObject({ title: text }),
  /** /blog/404.html, for an address under /blog/ that is no article. */
  notFound: z.strictObject({ title: text, description: text.min(50).max(160), text: text }),
});

export type BlogInput = z.input<typeof blogSchema>;
