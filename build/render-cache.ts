import type { Content } from '../src/site/content-files.ts';
import { hashKey, type Cache } from './cache.ts';

/** A page's markup before the chrome is spliced in, and the islands it placed. */
export interface PageBody {
  html: string;
  islands: string[];
}

/** Renders a page with the content it is given; the memo hands it a recording copy. */
export type DrawPage = (content: Content) => PageBody;

/** A page from the memo: its islands at once, its HTML (UTF-8) when asked, from the cache file for a page not rendered again. */
export interface MemoPage {
  islands: string[];
  /** Lent bytes (Cache.borrowBytes): valid until the next page's are read. */
  readBytes(): Buffer;
  /** The length of what readBytes gives, known without reading it. */
  byteLength: number;
}

export interface PageMemo {
  render(path: string, data: unknown, draw: DrawPage): MemoPage;
}

interface Entry {
  /** Hash of each part of `content` the page read, by key. */
  reads: Record<string, string>;
  islands: string[];
}

// Two records per page: the entry (small JSON), and the HTML as it is, read
// only when the page is written, as bytes: never decoded, a large blog's
// pages are never all in memory at once either.

/**
 * Reuses a page's render from an earlier build when nothing it read has
 * changed. A page's output depends on the generator's code (the cache's
 * version), the year (handed to the layout) and the images (the `salt`), its path, its route data and
 * the parts of `content` it reads.
 * Which parts, the render says itself: it runs against a proxy that notes
 * every top-level key read (`site`, `articles`…), and the entry keeps a hash
 * of each. An article page that shows only its article and the site's
 * identity is then re-rendered only when one of those changed, whatever
 * happens to the other articles. A page that lists the content's keys (a
 * spread, `Object.keys`) is never cached. `known` hashes stand for parts and
 * route data whose sources give them more cheaply than their JSON.
 */
export interface KnownHashes {
  /** Parts of `content` by key. */
  parts?: Partial<Record<keyof Content, string>>;
  /** Route data objects (an article). */
  values?: WeakMap<object, string>;
  /**
   * Reads deeper than the parts' hashes cover (an article's body, where the
   * articles' hash is that of what lists show): `watch` reports each with
   * the object read, and a page that reads one other than its own route
   * data depends on `hash` too.
   */
  deep?: { hash: string; watch(onRead: (owner: object) => void): () => void };
}

/** The name under which a page's entry notes that it read deeper than the parts. */
const DEEP = '(deep reads)';

export function createPageMemo(cache: Cache, content: Content, salt: string, known: KnownHashes = {}): PageMemo {
  // Parts and values whose hash the caller knows from their sources (the
  // articles, from their files' keys): hashing their JSON instead took a
  // third of a warm build's render at 4 000 articles.
  const partHashes = new Map<string, string>(Object.entries(known.parts ?? {}).map(([part, hash]) => [part, `known:${hash}`]));
  if (known.deep) partHashes.set(DEEP, `known:${known.deep.hash}`);
  const valueHash = (data: unknown): string | undefined => {
    const hash = typeof data === 'object' && data !== null ? known.values?.get(data) : undefined;
    return hash === undefined ? JSON.stringify(data) : `known:${hash}`;
  };
  const partHash = (key: string): string => {
    let hash = partHashes.get(key);
    if (hash === undefined) {
      hash = hashKey(JSON.stringify((content as unknown as Record<string, unknown>)[key]) ?? 'undefined');
      partHashes.set(key, hash);
    }
    return hash;
  };

  return {
    render(path, data, draw) {
      let key: string;
      try {
        key = hashKey('page', salt, path, valueHash(data) ?? 'undefined');
      } catch {
        return freshPage(draw(content)); // data that JSON cannot hold: no key, no cache
      }
      const htmlKey = hashKey(key, 'html');
      const cached = readEntry(cache.get(key));
      const fromCache = (islands: string[]): MemoPage => ({
        islands,
        byteLength: cache.byteLength(htmlKey)!,
        readBytes() {
          const html = cache.borrowBytes(htmlKey);
          if (html !== undefined) return html;
          // Its bytes were found damaged when read: rendered again and stored anew.
          const body = draw(content);
          if (body.islands.join() !== islands.join()) throw new Error(`${path}: the build cache's record of this page does not match its render; run the build again`);
          cache.set(htmlKey, body.html);
          return cache.getBytes(htmlKey)!;
        },
      });
      // The HTML is read only when the page is written (checked then).
      if (cached && cache.has(htmlKey) && Object.entries(cached.reads).every(([part, hash]) => partHash(part) === hash)) {
        return fromCache(cached.islands);
      }
      const reads = new Set<string>();
      let listed = false;
      const tracked = new Proxy(content, {
        get(target, property, receiver) {
          if (typeof property === 'string') reads.add(property);
          return Reflect.get(target, property, receiver) as unknown;
        },
        has(target, property) {
          if (typeof property === 'string') reads.add(property);
          return Reflect.has(target, property);
        },
        ownKeys(target) {
          listed = true;
          return Reflect.ownKeys(target);
        },
      });
      let deep = false;
      const stopWatching = known.deep?.watch((owner) => {
        if (owner !== data) deep = true;
      });
      let body: PageBody;
      try {
        body = draw(tracked);
      } finally {
        stopWatching?.();
      }
      if (deep) reads.add(DEEP);
      if (!listed) {
        const entry: Entry = { reads: Object.fromEntries([...reads].sort().map((part) => [part, partHash(part)])), islands: body.islands };
        cache.set(key, JSON.stringify(entry));
        cache.set(htmlKey, body.html);
        // The cache holds it now, as UTF-8: half the room of the string.
        return fromCache(body.islands);
      }
      return freshPage(body);
    },
  };
}

function freshPage(body: PageBody): MemoPage {
  const bytes = Buffer.from(body.html);
  return { islands: body.islands, readBytes: () => bytes, byteLength: bytes.length };
}

function readEntry(stored: string | undefined): Entry | undefined {
  if (stored === undefined) return undefined;
  try {
    const entry = JSON.parse(stored) as Entry;
    return Array.isArray(entry.islands) && typeof entry.reads === 'object' && entry.reads !== null ? entry : undefined;
  } catch {
    return undefined;
  }
}
