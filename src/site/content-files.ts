import type * as z from 'zod';
import { demos } from '../demos/registry.ts';
import { demoSources } from '../demos/demo-sources.ts';
import { navigationSchema, siteSchema } from './site.schema.ts';
import { faqSchema, homeSchema, servicesSchema } from '../home/home.schema.ts';
import { caseStudiesSchema } from '../case-studies/case-studies.schema.ts';
import { offersSchema } from '../offers/offers.schema.ts';
import { contactContentSchema } from '../contact/contact.schema.ts';
import { aboutSchema } from '../about/about.schema.ts';
import { blogSchema } from '../blog/blog.schema.ts';
import { notFoundSchema } from '../not-found/not-found.schema.ts';
import { bookingContentSchema } from '../booking/booking.schema.ts';
import type { ArticleFrontMatter } from '../blog/article.schema.ts';
import type { LegalFrontMatter } from '../legal/legal.schema.ts';
import type { ArticleBody } from '../text/markdown.ts';

/** The schema of each TypeScript content file of the site's pages, content/<key>.ts. */
const pageSchemas = {
  site: siteSchema,
  navigation: navigationSchema,
  home: homeSchema,
  services: servicesSchema,
  faq: faqSchema,
  'case-studies': caseStudiesSchema,
  offers: offersSchema,
  contact: contactContentSchema,
  about: aboutSchema,
  blog: blogSchema,
  'not-found': notFoundSchema,
  booking: bookingContentSchema,
};

const pageFiles = Object.fromEntries(Object.entries(pageSchemas).map(([key, schema]) => [key, { file: `content/${key}.ts`, schema }])) as {
  [K in keyof typeof pageSchemas]: { file: string; schema: (typeof pageSchemas)[K] };
};

type DemoSlug = keyof typeof demos;

/** Each demo's content file, under its slug. */
const demoFiles = Object.fromEntries(demoSources.map(({ slug, content }) => [slug, { file: content, schema: demos[slug as DemoSlug].schema }])) as {
  [S in DemoSlug]: { file: string; schema: (typeof demos)[S]['schema'] };
};

/**
 * Every TypeScript content file and the schema it must satisfy; its
 * validated value appears on `Content` under its file's name
 * (`content['case-studies']`, a demo's under its slug:
 * `content['traiteur-evenementiel']`). A new page's file is a line in
 * pageSchemas; a new demo's comes with its folder.
 */
export const dataFiles = { ...pageFiles, ...demoFiles };

const clash = Object.keys(demos).find((slug) => slug in pageFiles);
if (clash) throw new Error(`src/demos/${clash}/: '${clash}' is already the key of content/${clash}.ts; give the demo's folder another name.`);

/** Markdown folders: one article or page per file. */
export const markdownFolders = {
  articles: 'content/blog',
  legal: 'content/legal',
} as const;

export type DataKey = keyof typeof dataFiles;
type Data = { [K in DataKey]: z.output<(typeof dataFiles)[K]['schema']> };

export interface Article extends ArticleFrontMatter {
  file: string;
  body: ArticleBody;
  /** The images its body places (Markdown `![alt](src)`), found once when it is parsed. */
  bodyImages: Array<{ src: string; alt?: string }>;
  readTime: number;
}

export interface LegalPage extends LegalFrontMatter {
  /** The file name without `.md`; also the page's path segment. */
  slug: string;
  file: string;
  html: string;
}

export interface Content extends Data {
  /** Newest first. */
  articles: Article[];
  legal: LegalPage[];
  /** 'YYYY-MM-DD' of each data file's last change (its last commit), by path ('content/faq.ts'); articles and legal pages carry their own dates. */
  fileDates: Record<string, string>;
  /** Whether the site measures its audience (a GA_ID is set): then, and only then, a consent banner asks. */
  analytics: boolean;
}

/** What the load stage reads from disk, before any check. */
export interface RawContent {
  data: Record<DataKey, { file: string; value: unknown } | { file: string; error: string }>;
  articles: RawFile[];
  legal: RawFile[];
  /** See Content.fileDates; absent when the content was not read from disk. */
  fileDates?: Record<string, string>;
  /** 'YYYY-MM-DD' each legal page's text last changed, by path: its last commit, or its file's time when not committed. */
  legalChanged?: Record<string, string>;
  /** Whether those dates come from git (false: a copy without history, whose files are as new as the copy). */
  legalHistory?: boolean;
}

/** A Markdown file: its path from the site's root ('content/blog/x.md') and its text. */
export interface RawFile {
  file: string;
  source: string;
}
