import matter from 'gray-matter';
import type * as z from 'zod';
import { checkContent, type ContentError } from '../src/site/content-errors.ts';
import { bodyHtml, readingMinutes, renderArticle, renderMarkdown } from '../src/text/markdown.ts';
import { fillInText, templateKeys, templateNames } from '../src/text/fill-in.ts';
import { findWrongOrdinal, wrongOrdinalMessage } from '../src/text/ordinals.ts';
import { findMarkdownImages } from '../src/images/markdown-pictures.ts';
import { emojiMessage, findEmoji, slug } from '../src/site/fields.ts';
import { dataFiles, type Article, type Content, type DataKey, type LegalPage, type RawContent, type RawFile } from '../src/site/content-files.ts';
import { noCache, type Cache } from './cache.ts';
import { articleFrontMatterSchema } from '../src/blog/article.schema.ts';
import { legalFrontMatterSchema } from '../src/legal/legal.schema.ts';
import { legalPageDate } from '../src/legal/legal-dates.ts';
import { keepAudienceParts } from '../src/legal/audience-blocks.ts';
import { checkLegalRequirements } from '../src/legal/legal-requirements.ts';
import { offerValues } from '../src/offers/offer-values.ts';
import type { Offers } from '../src/offers/offers.schema.ts';

export type Validated = { ok: true; content: Content } | { ok: false; errors: ContentError[] };

/**
 * Checks every file, collecting every problem before giving up. An
 * article's parsed form (front matter checked, Markdown rendered, words
 * counted, or the problems found) depends on its path and text alone, once
 * the code is fixed: it is kept in `cache` under those and `codeVersion`, so
 * a build parses only the articles that changed.
 */
export function validateContent(raw: RawContent, cache: Cache = noCache(), codeVersion = '', options: { analytics?: boolean } = {}): Validated {
  const analytics = options.analytics ?? false;
  const errors: ContentError[] = [];
  const data: Partial<Record<DataKey, unknown>> = {};

  for (const key of Object.keys(dataFiles) as DataKey[]) {
    const entry = raw.data[key];
    if ('error' in entry) {
      errors.push({ file: entry.file, field: '', reason: `cannot be loaded: ${entry.error}` });
      continue;
    }
    if (entry.value === undefined) {
      errors.push({ file: entry.file, field: '', reason: 'has no default export (write `export default { … }`)' });
      continue;
    }
    const result = checkContent(entry.file, dataFiles[key].schema, entry.value);
    if (!result.ok) {
      errors.push(...result.errors);
      continue;
    }
    data[key] = result.data;
  }

  const parsed = raw.articles.map((file) => {
    const key = cache.key('article', codeVersion, file.file, file.source);
    const known = cache.get(key) as ParsedArticles | undefined;
    if (known) return known;
    const fresh = parseArticles([file]);
    cache.set(key, fresh, file.file);
    return fresh;
  });
  const articles = parsed.flatMap((result) => result.articles);
  errors.push(...parsed.flatMap((result) => result.errors));
  // A legal page's HTML, by its text once the placeholders are filled in.
  const toHtml = (file: string, markdown: string): string => {
    const key = cache.key('legal', codeVersion, markdown);
    const known = cache.get(key);
    if (typeof known === 'string') return known;
    const html = renderMarkdown(markdown);
    cache.set(key, html, file);
    return html;
  };
  const dated = (file: string, stated: string | undefined) => legalPageDate(stated, raw.legalChanged?.[file], raw.legalHistory ?? false);
  // Placeholders wait for a valid content/offers.ts as they do for site.ts.
  const offers = data.offers === undefined ? undefined : offerValues(data.offers as Offers);
  const legal = raw.legal.flatMap((file) => parseLegal(file, { site: data.site, offers }, errors, toHtml, dated, analytics));
  // What the law requires the legal pages to say, whatever their wording.
  if (data.site && legal.length === raw.legal.length)
    errors.push(...checkLegalRequirements(legal, data.site as Content['site'], data.offers as Content['offers'] | undefined, analytics));
  if (data.blog) errors.push(...checkPillars(articles, (data.blog as Content['blog']).pillars));

  if (errors.length > 0) return { ok: false, errors };
  articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug));
  return { ok: true, content: { ...(data as Content), articles, legal, fileDates: raw.fileDates ?? {}, analytics } };
}

/**
 * Each article's pillar is one of those content/blog.ts declares (the
 * groups of the blog's index, in their order): a mistyped one would
 * otherwise start a group of its own.
 */
function checkPillars(articles: Article[], pillars: string[]): ContentError[] {
  const file = dataFiles.blog.file;
  return articles.flatMap((article): ContentError[] => {
    if (pillars.length === 0 && article.pillar !== undefined)
      return [
        {
          file: article.file,
          field: 'pillar',
          reason: `the blog has no pillars: add pillars: ['${article.pillar}'] to ${file} to group the articles, or remove this line`,
        },
      ];
    if (pillars.length > 0 && article.pillar === undefined)
      return [
        {
          file: article.file,
          field: 'pillar',
          reason: `required: the blog's index groups its articles by pillar; write one of: ${pillars.join(', ')} (the list is pillars in ${file})`,
        },
      ];
    if (article.pillar !== undefined && !pillars.includes(article.pillar))
      return [
        {
          file: article.file,
          field: 'pillar',
          reason: `'${article.pillar}' is not one of the blog's pillars (${pillars.join(', ')}): add it to pillars in ${file} to start a new group, or pick one of them`,
        },
      ];
    return [];
  });
}

interface ParsedArticles {
  articles: Article[];
  errors: ContentError[];
}

/** Front matter and Markdown of blog articles; independent of every other file. */
function parseArticles(files: RawFile[]): ParsedArticles {
  const errors: ContentError[] = [];
  return { articles: files.flatMap((file) => parseArticle(file, errors)), errors };
}

function parseArticle(raw: RawFile, errors: ContentError[]): Article[] {
  const name = fileName(raw.file);
  // The file name is the article's address (/blog/<name>/): two files can
  // never share one, and the owner renames an article by renaming its file.
  const named = slug.safeParse(name).success;
  if (!named)
    errors.push({
      file: raw.file,
      field: '',
      reason: `the file name is the article's address: expected lower-case words joined by hyphens, such as prix-site.md`,
    });
  const front = parseFrontMatter(raw, articleFrontMatterSchema, errors);
  if (!front) return [];
  if (named && front.data.slug !== name) {
    errors.push({
      file: raw.file,
      field: 'slug',
      reason: `'${front.data.slug}' differs from the file name: write slug: ${name}, or rename the file ${front.data.slug}.md`,
    });
  }
  checkNoEmoji(raw.file, front.body, errors);
  checkOrdinals(raw.file, front.body, errors);
  const body = renderArticle(front.body);
  // The parts the article page shows: an introduction, sections, a conclusion.
  // Sections (`## `) and a `## Conclusion` are the article's to choose; some text it must have.
  if (body.words === 0) errors.push({ file: raw.file, field: 'body', reason: 'is empty: write the article under its front matter' });
  return [
    {
      ...front.data,
      file: raw.file,
      body,
      bodyImages: bodyHtml(body).flatMap(findMarkdownImages),
      readTime: front.data.readTime ?? readingMinutes(body.words),
    },
  ];
}

function parseLegal(
  raw: RawFile,
  values: Record<string, unknown>,
  errors: ContentError[],
  toHtml: (file: string, markdown: string) => string,
  dated: (file: string, stated: string | undefined) => string | undefined,
  analytics: boolean,
): LegalPage[] {
  const front = parseFrontMatter(raw, legalFrontMatterSchema, errors);
  if (!front) return [];
  // Without a valid site.ts its own errors are reported; placeholders wait.
  if (values.site === undefined || values.offers === undefined) return [];
  checkNoEmoji(raw.file, front.body, errors);
  checkOrdinals(raw.file, front.body, errors);
  const parts = keepAudienceParts(front.body, analytics);
  if ('error' in parts) {
    errors.push({ file: raw.file, field: 'body', reason: parts.error });
    return [];
  }
  const known = templateKeys(values);
  for (const name of templateNames(front.body)) {
    if (!known.includes(name)) errors.push({ file: raw.file, field: 'body', reason: `unknown placeholder {${name}} (known: ${known.join(', ')})` });
  }
  const slug = raw.file.split('/').pop()!.replace(/\.md$/, '');
  const updated = dated(raw.file, front.data.updated);
  if (!updated) {
    errors.push({
      file: raw.file,
      field: 'updated',
      reason: 'no date: write updated: YYYY-MM-DD, the day the text last changed (the page shows it as « Dernière mise à jour »)',
    });
    return [];
  }
  return [{ ...front.data, updated, slug, file: raw.file, html: toHtml(raw.file, fillInText(parts.text, values)) }];
}

function parseFrontMatter<S extends z.ZodType>(raw: RawFile, schema: S, errors: ContentError[]) {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options, even none, keep gray-matter from caching every file it
    // parses, by its text, for the life of the process.
    parsed = matter(raw.source, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    errors.push({ file: raw.file, field: 'front matter', reason: `is not valid YAML: ${reason}` });
    return undefined;
  }
  const checked = checkContent(raw.file, schema, withIsoDates(parsed.data));
  if (!checked.ok) {
    errors.push(...checked.errors);
    return undefined;
  }
  return { data: checked.data, body: parsed.content };
}

/** Markdown illustrates with pictures (`![texte](/images/…)`), as the data files do. */
function checkNoEmoji(file: string, markdown: string, errors: ContentError[]): void {
  const found = findEmoji(markdown);
  if (found) errors.push({ file, field: 'body', reason: emojiMessage(found) });
}

/** Markdown writes its ordinals as the data files do: '1re', '2e', not '1ère', '2ème'. */
function checkOrdinals(file: string, markdown: string, errors: ContentError[]): void {
  const found = findWrongOrdinal(markdown);
  if (found) errors.push({ file, field: 'body', reason: wrongOrdinalMessage(found) });
}

/** YAML turns `2025-10-28` into a Date; the schemas expect the ISO text. */
function withIsoDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]));
}

/** 'content/blog/prix-site.md' → 'prix-site'. */
function fileName(file: string): string {
  return file.split('/').pop()!.replace(/\.md$/, '');
}
