import type { ContentError } from '../src/site/content-errors.ts';
import type { Article, RawFile } from '../src/site/content-files.ts';
import { renderMarkdown } from '../src/text/markdown.ts';
import { hashKey, type Cache } from './cache.ts';
import { parseArticlesInParallel } from './validate-parallel.ts';
import type { ParsedArticles } from './validate.ts';

/** What one article file gave: the article, or the problems found in it. */
interface ParsedFile {
  articles: Article[];
  errors: ContentError[];
}

/**
 * Parses only the articles the cache does not know: an article's parsed form
 * (front matter checked, Markdown rendered, words counted) depends on its
 * path and bytes alone, once the generator's version is fixed (the cache's).
 * Errors are kept too, so a broken file reads the same on every build.
 * Results come back in file order, as parseArticlesInParallel gives them.
 */
export async function parseArticlesCached(
  files: RawFile[],
  worker: URL | undefined,
  cache: Cache,
): Promise<ParsedArticles & { fingerprint: string; identities: WeakMap<Article, string> }> {
  const keys = files.map((file) => hashKey('article', file.file, file.source));
  const found: Array<ParsedFile | undefined> = keys.map((key) => {
    const json = cache.get(key);
    if (json === undefined) return undefined;
    try {
      return JSON.parse(json) as ParsedFile;
    } catch {
      return undefined;
    }
  });
  const missing = files.filter((_, index) => found[index] === undefined);
  if (missing.length > 0) {
    const parsed = await parseArticlesInParallel(missing, worker);
    const byFile = new Map<string, ParsedFile>(missing.map((file) => [file.file, { articles: [], errors: [] }]));
    for (const article of parsed.articles) byFile.get(article.file)!.articles.push(article);
    for (const error of parsed.errors) byFile.get(error.file)!.errors.push(error);
    files.forEach((file, index) => {
      if (found[index] !== undefined) return;
      const result = byFile.get(file.file)!;
      found[index] = result;
      cache.set(keys[index]!, JSON.stringify(result));
    });
  }
  // Each article object stands for its file's key: a page that shows it
  // needs no hash of its JSON (render-cache.ts).
  const identities = new WeakMap<Article, string>();
  found.forEach((result, index) => {
    for (const article of result!.articles) identities.set(article, keys[index]!);
  });
  return {
    identities,
    articles: found.flatMap((result) => result!.articles),
    errors: found.flatMap((result) => result!.errors),
    // The articles are a function of these keys (and of the generator's
    // version): a hash of them stands for `content.articles` in the page
    // cache, where hashing the articles themselves took a quarter of a
    // second at 4 000.
    fingerprint: hashKey('articles', ...keys),
  };
}

/** renderMarkdown through the cache: the legal pages, once their placeholders are filled in. */
export function createCachedMarkdown(cache: Cache): (markdown: string) => string {
  return (markdown) => {
    const key = hashKey('markdown', markdown);
    const html = cache.get(key);
    if (html !== undefined) return html;
    const fresh = renderMarkdown(markdown);
    cache.set(key, fresh);
    return fresh;
  };
}
