import * as z from 'zod';
import { projectKey } from '../contact/contact.schema.ts';
import { imagePath, isoDate, slug, text } from '../site/fields.ts';

/** Front matter of `content/blog/<slug>.md`. The body is Markdown. */
export const articleFrontMatterSchema = z.strictObject({
  slug,
  // Search results show about 60 characters before the blog's name is cut.
  title: text.max(60, { message: 'too long for search results (60 characters at most)' }),
  // Search results show 50 to 160 characters; shorter, they make up their own from the page.
  metaDescription: text.min(50).max(160),
  keywords: z.array(text).min(1),
  image: imagePath,
  imageAlt: text,
  /** The article's subject, shown above its title (and its section for social networks); optional. */
  category: text.optional(),
  /** The group of the blog's index it is listed in: one of `pillars` in content/blog.ts (checked there). */
  pillar: text.optional(),
  publishDate: isoDate,
  updatedDate: isoDate.optional(),
  /** Minutes; derived from the text when absent. */
  readTime: z.number().int().positive().optional(),
  excerpt: text.max(300),
  /** The call to action under the article: a sentence on its subject, then the button's label. */
  ctaText: text.max(160),
  cta: text.max(60),
  /** The project the button preselects in the contact form: a key of content/contact.ts's projects; none, the form opens on « Je ne sais pas encore ». */
  ctaProject: projectKey.optional(),
});

export type ArticleFrontMatter = z.output<typeof articleFrontMatterSchema>;
