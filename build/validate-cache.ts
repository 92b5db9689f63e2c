import { createHash } from 'node:crypto';
import type { ContentError } from '../src/site/content-errors.ts';
import type { Article, RawFile } from '../src/site/content-files.ts';
import { renderMarkdown, type ArticleBody } from '../src/text/markdown.ts';
import { hashKey, type Cache } from './cache.ts';
import { startParallelParse } from './validate-parallel.ts';
import { parseArticles, type CheckedData, type ParsedArticles } from './validate.ts';

/** What one article file gave: the article, or the problems found in it. */
interface ParsedFile {
  articles: Article[];
  errors: ContentError[];
}

/** What the cache keeps of a file: its article without the body (a record of its own), or the problems found in it. */
interface StoredFile {
  articles: Array<Omit<Article, 'body'>>;
  errors: ContentError[];
}

export type CachedArticles = ParsedArticles & { fingerprints: { articles: string; bodies: string }; identities: WeakMap<Article, string> };

/**
 * Parses only the articles the cache does not know: an article's parsed form
 * (front matter checked, Markdown rendered, words counted) depends on its
 * path and bytes alone, once the generator's version is fixed (the cache's).
 * Errors are kept too, so a broken file reads the same on every build.
 * Results come back in file order, as startParallelParse gives them.
 *
 * An article's body is a record of its own, read only when something asks
 * for it (the article's page, when it is rendered again): a warm build of a
 * large blog reads the front matter of every article and the body of the
 * one that changed.
 *
 * In two steps: the cache is read and the worker thread starts on the
 * articles it does not know as soon as the files are read (a first build of
 * a large blog parses on that thread while this one loads the other content
 * files); this thread's share and the rest come with `finish`.
 */
export function startArticleParse(files: RawFile[], worker: URL | undefined, cache: Cache): { finish(): Promise<CachedArticles> } {
  // Keyed by the file's bytes, as read: an article the cache knows is never
  // decoded, and one whose stamp is the recorded one is not even read.
  const readFrom = Date.now();
  const stamps = readStamps(cache.get(STAMPS));
  const fromStamps = files.map((file) => stampedKey(stamps, file));
  const keys = files.map((file, index) => fromStamps[index] ?? contentKey(file));
  const bodyKey = (key: string) => hashKey(key, 'body');
  // What the articles are without their bodies, file by file: what pages that list them show.
  const metas: string[] = [];
  const found: Array<ParsedFile | undefined> = keys.map((key, index) => {
    const json = cache.get(key);
    const stored = readStored(json);
    if (stored === undefined || (stored.articles.length > 0 && !cache.has(bodyKey(key)))) return undefined;
    metas[index] = json!;
    return {
      errors: stored.errors,
      articles: stored.articles.map((article) =>
        withWatchedBody(article, () => {
          const body = readBody(cache.get(bodyKey(key)));
          if (body) return body;
          // Found damaged when read: parsed again and stored anew (unless
          // the file changed since its stamp was taken).
          const parsed = parseArticles([files[index]!]).articles[0]!.body;
          if (contentKey(files[index]!) === key) cache.set(bodyKey(key), JSON.stringify(parsed), { rarely: true });
          return parsed;
        }),
      ),
    };
  });
  const missing = files.filter((_, index) => found[index] === undefined);
  // What is parsed is keyed by the bytes parsed: a file taken by its stamp
  // may have changed since (the others were hashed from those bytes).
  files.forEach((file, index) => {
    if (found[index] === undefined && fromStamps[index] !== undefined) keys[index] = contentKey(file);
  });
  recordStamps(cache, stamps, readFrom, files, keys);
  const parsing = missing.length > 0 ? startParallelParse(missing, worker) : undefined;
  return { finish: async () => collect(parsing && (await parsing.finish())) };

  function collect(parsed: ParsedArticles | undefined): CachedArticles {
    if (parsed) {
      const byFile = new Map<string, ParsedFile>(missing.map((file) => [file.file, { articles: [], errors: [] }]));
      for (const article of parsed.articles) byFile.get(article.file)!.articles.push(article);
      for (const error of parsed.errors) byFile.get(error.file)!.errors.push(error);
      files.forEach((file, index) => {
        if (found[index] !== undefined) return;
        const result = byFile.get(file.file)!;
        const stored: StoredFile = { articles: result.articles.map(({ body: _body, ...article }) => article), errors: result.errors };
        for (const article of result.articles) cache.set(bodyKey(keys[index]!), JSON.stringify(article.body), { rarely: true });
        metas[index] = JSON.stringify(stored);
        cache.set(keys[index]!, metas[index]);
        found[index] = { errors: result.errors, articles: result.articles.map(({ body, ...article }) => withWatchedBody(article, () => body)) };
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
      // Hashes that stand for `content.articles` in the page cache, where
      // hashing the articles themselves took a quarter of a second at 4 000:
      // without their bodies (what a page that lists them shows: editing an
      // article's text renders the blog's index again only if its reading
      // time changed), and whole (the files' keys, for a page that reads a
      // body: see watchBodyReads).
      fingerprints: { articles: hashKey('articles', ...metas), bodies: hashKey('articles', ...keys) },
    };
  }
}

/** The key of an article's file: its path and bytes. */
function contentKey(file: RawFile): string {
  return createHash('sha1').update(`article\0${file.file}\0`).update(file.bytes ?? Buffer.from(file.source)).digest('hex');
}

/**
 * The cache's record of each article file's stamp (RawFile.stamp) and key,
 * and of the time before which the keys' files were read. A stamp is
 * trusted only for a file last changed well before that time: a change
 * within the same tick of the file system's clock (2 s on FAT, 1 s on HFS+,
 * a few milliseconds elsewhere) as the one stamped, after the read, would
 * leave the stamp as it was. As git does with the files of its index.
 */
const STAMPS = hashKey('article-stamps');
const SETTLED_MS = 2000;

interface Stamps {
  at: number;
  /** File → [stamp id, key]. */
  files: Map<string, [string, string]>;
  /** As stored, to compare without writing it again. */
  list: string;
}

/** The key recorded beside the file's stamp, if the stamp is the same and was taken long enough after the file's last change. */
function stampedKey(stamps: Stamps | undefined, file: RawFile): string | undefined {
  if (!file.stamp || !stamps) return undefined;
  const known = stamps.files.get(file.file);
  return known?.[0] === file.stamp.id && file.stamp.changed < stamps.at - SETTLED_MS ? known[1] : undefined;
}

function readStamps(value: string | undefined): Stamps | undefined {
  const newline = value?.indexOf('\n') ?? -1;
  if (newline < 0) return undefined;
  try {
    const at = Number(value!.slice(0, newline));
    const list = value!.slice(newline + 1);
    const entries = JSON.parse(list) as unknown;
    if (!Number.isFinite(at) || !Array.isArray(entries)) return undefined;
    const files = new Map<string, [string, string]>();
    for (const entry of entries) {
      if (!Array.isArray(entry) || entry.length !== 3 || !entry.every((part) => typeof part === 'string')) return undefined;
      const [file, id, key] = entry as [string, string, string];
      files.set(file, [id, key]);
    }
    return { at, files, list };
  } catch {
    return undefined;
  }
}

/**
 * Stores this build's stamps and keys when they differ from those recorded,
 * with the time this build's reads started (a stamp trusted now was settled
 * before the earlier time it was recorded with). A record unchanged keeps
 * its time: a build that changed nothing adds nothing to the cache.
 */
function recordStamps(cache: Cache, stamps: Stamps | undefined, readFrom: number, files: RawFile[], keys: string[]): void {
  const list = JSON.stringify(files.flatMap((file, index) => (file.stamp ? [[file.file, file.stamp.id, keys[index]!]] : [])));
  if (list !== stamps?.list) cache.set(STAMPS, `${readFrom}\n${list}`);
}

let bodyWatcher: ((article: Article) => void) | undefined;

/**
 * Calls `watcher` with each article whose body is read until the returned
 * function is called: the page cache learns so which pages depend on
 * articles' bodies, not only on what lists show.
 */
export function watchBodyReads(watcher: (article: Article) => void): () => void {
  bodyWatcher = watcher;
  return () => {
    if (bodyWatcher === watcher) bodyWatcher = undefined;
  };
}

/**
 * The article with a `body` loaded on first use (`load` falls back on
 * parsing the file again if the body's record turns out damaged when read),
 * each read told to the watcher (watchBodyReads).
 */
function withWatchedBody(article: Omit<Article, 'body'>, load: () => ArticleBody): Article {
  let body: ArticleBody | undefined;
  return Object.defineProperty(article, 'body', {
    enumerable: true,
    configurable: true,
    get(this: Article) {
      bodyWatcher?.(this);
      return (body ??= load());
    },
    set(value: ArticleBody) {
      body = value;
    },
  }) as Article;
}

function readStored(json: string | undefined): StoredFile | undefined {
  if (json === undefined) return undefined;
  try {
    const stored = JSON.parse(json) as StoredFile;
    return Array.isArray(stored.articles) && Array.isArray(stored.errors) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function readBody(json: string | undefined): ArticleBody | undefined {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as ArticleBody;
  } catch {
    return undefined;
  }
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

/**
 * Data files as checked by an earlier build (schemas applied, defaults
 * filled in), by the hash of their source: the schemas are part of the
 * generator, whose version is the cache's. Kept only when JSON gives back
 * exactly the same value (plain objects, arrays, strings, finite numbers,
 * booleans, null): anything else is checked again at each build.
 */
export function createCheckedData(cache: Cache): CheckedData {
  return {
    get(hash) {
      const json = cache.get(hashKey('checked', hash));
      if (json === undefined) return undefined;
      try {
        return JSON.parse(json) as unknown;
      } catch {
        return undefined;
      }
    },
    set(hash, data) {
      if (isPlainJson(data)) cache.set(hashKey('checked', hash), JSON.stringify(data));
    },
  };
}

function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) {
    // A loop, not every(): every() skips holes, which JSON turns into null.
    for (let index = 0; index < value.length; index++) if (!(index in value) || !isPlainJson(value[index])) return false;
    return true;
  }
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainJson);
}
