import { rmSync } from 'node:fs';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { openCache } from '../../build/cache.ts';
import { createPageMemo, type KnownHashes } from '../../build/render-cache.ts';
import type { Content } from '../../src/site/content-files.ts';
import { testRoot } from '../setup/paths.ts';

// The page cache renders a page again only when something it read changed.
// Lists of articles depend on what lists show; a page that reads an
// article's body (other than its own article's) depends on the bodies too.

const dir = `${testRoot}/render-cache-test`;
const pack = `${dir}/content.pack`;

let watcher: ((owner: object) => void) | undefined;
const watch = (onRead: (owner: object) => void) => {
  watcher = onRead;
  return () => {
    watcher = undefined;
  };
};

function article(n: number): { slug: string; title: string; body: { html: string } } {
  const value = { slug: `article-${n}`, title: `Article numéro ${n}` };
  return Object.defineProperty(value, 'body', {
    enumerable: true,
    get(this: object) {
      watcher?.(this);
      return { html: `<p>Texte ${n}</p>` };
    },
  }) as { slug: string; title: string; body: { html: string } };
}

const articles = [article(1), article(2)];
const content = { site: { brand: 'Éclosion Web' }, articles } as unknown as Content;
const ofArticles = (c: Content) => c.articles as unknown as ReturnType<typeof article>[];

/** One build: which pages were drawn, with these hashes standing for the articles. */
function build(lists: string, bodies: string): string[] {
  const cache = openCache(pack, 'v1');
  const known: KnownHashes = { parts: { articles: lists }, values: new WeakMap(articles.map((a, n) => [a, `file-${n}`])), deep: { hash: bodies, watch } };
  const memo = createPageMemo(cache, content, 'salt', known);
  const drawn: string[] = [];
  const page = (path: string, data: unknown, html: (c: Content) => string) =>
    memo.render(path, data, (c) => {
      drawn.push(path);
      return { html: html(c), islands: [] };
    });
  page('/blog/', undefined, (c) => ofArticles(c).map((a) => a.title).join());
  page('/recherche/', undefined, (c) => ofArticles(c).map((a) => a.body.html).join());
  page('/blog/article-1/', articles[0], (c) => `${String((c.site as { brand: string }).brand)} ${articles[0]!.body.html}`);
  cache.save();
  return drawn;
}

beforeEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a list of articles is drawn again when what lists show changes, a page reading other articles’ bodies when a body does', () => {
  expect(build('lists-1', 'bodies-1')).toEqual(['/blog/', '/recherche/', '/blog/article-1/']);
  expect(build('lists-1', 'bodies-1')).toEqual([]);
  // An article's text changed, not what lists show: only the page that reads bodies through the list.
  expect(build('lists-1', 'bodies-2')).toEqual(['/recherche/']);
  // A title changed: both pages that list articles.
  expect(build('lists-2', 'bodies-2')).toEqual(['/blog/', '/recherche/']);
});
