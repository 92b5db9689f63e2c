import type { Content } from '../src/site/content-files.ts';
import { hashKey, type Cache } from './cache.ts';

/** A page's markup before the chrome is spliced in, and the islands it placed. */
export interface PageBody {
  html: string;
  islands: string[];
}

/** Renders a page with the content it is given; the memo hands it a recording copy. */
export type DrawPage = (content: Content) => PageBody;

export interface PageMemo {
  render(path: string, data: unknown, draw: DrawPage): PageBody;
}

interface Entry extends PageBody {
  /** Hash of each part of `content` the page read, by key. */
  reads: Record<string, string>;
}

// Stored as one line of JSON (reads, islands), then the HTML as it is: no
// escaping to undo for the bulk of the entry.

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
 * spread, `Object.keys`) is never cached.
 */
export function createPageMemo(cache: Cache, content: Content, salt: string): PageMemo {
  const partHashes = new Map<string, string>();
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
        key = hashKey('page', salt, path, JSON.stringify(data) ?? 'undefined');
      } catch {
        return draw(content); // data that JSON cannot hold: no key, no cache
      }
      const cached = readEntry(cache.get(key));
      if (cached && Object.entries(cached.reads).every(([part, hash]) => partHash(part) === hash)) {
        return { html: cached.html, islands: cached.islands };
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
      const body = draw(tracked);
      if (!listed) {
        const meta = { reads: Object.fromEntries([...reads].sort().map((part) => [part, partHash(part)])), islands: body.islands };
        cache.set(key, `${JSON.stringify(meta)}\n${body.html}`);
      }
      return body;
    },
  };
}

function readEntry(stored: string | undefined): Entry | undefined {
  if (stored === undefined) return undefined;
  const eol = stored.indexOf('\n');
  try {
    const meta = JSON.parse(stored.slice(0, eol)) as Omit<Entry, 'html'>;
    return Array.isArray(meta.islands) && typeof meta.reads === 'object' ? { ...meta, html: stored.slice(eol + 1) } : undefined;
  } catch {
    return undefined;
  }
}
