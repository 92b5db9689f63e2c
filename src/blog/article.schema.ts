import * as z from 'zod';
import { projectTypes } from '../contact/contact-message.ts';
import { isoDate, text } from '../site/fields.ts';

export const pillars = ['Questions Pré-Achat', 'Guides Pratiques'] as const;

/** Front matter of `content/blog/<slug>.md`. The body is Markdown. */
export const articleFrontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case words joined by hyphens' }),
  // Search results show about 60 characters before the blog's name is cut.
  title: text.max(60, { message: 'too long for search results (60 characters at most)' }),
  metaDescription: text.max(160, { message: 'too long for a meta description (160 characters at most)' }),
  keywords: z.array(text).min(1),
  image: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp|avif)$/, {
    message: "expected an image under /images/, such as '/images/blog/prix-site.svg'",
  }),
  imageAlt: text,
  category: text,
  pillar: z.enum(pillars, { message: `expected one of: ${pillars.join(', ')}` }),
  publishDate: isoDate,
  updatedDate: isoDate.optional(),
  /** Minutes; derived from the text when absent. */
  readTime: z.number().int().positive().optional(),
  excerpt: text.max(300),
  cta: text.max(60),
  ctaProject: z.enum(projectTypes).default('landing-page'),
});

export type ArticleFrontMatter = z.output<typeof articleFrontMatterSchema>;
