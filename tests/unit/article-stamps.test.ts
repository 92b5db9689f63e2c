import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { openCache } from '../../build/cache.ts';
import { startArticleParse } from '../../build/validate-cache.ts';
import type { RawFile } from '../../src/site/content-files.ts';
import { projectRoot, testRoot } from '../setup/paths.ts';

// A warm build does not read again an article whose stamp (device, inode,
// size, times of change) is the one the cache recorded with its key. The
// owner must never see an old version of an article: a changed stamp, or a
// stamp taken too soon after a change, means the file is read and parsed.

const dir = `${testRoot}/article-stamps-test`;
const pack = `${dir}/content.pack`;
const names = ['landing-page-ou-site-vitrine.md', 'referencement-local-google.md'];
const real = (name: string) => readFileSync(`${projectRoot}/content/blog/${name}`);
const longAgo = Date.now() - 60_000;

/** A file from disk as the build loads it, its reads counted (or refused). */
function stamped(name: string, bytes: Buffer | 'unreadable', id: string, changed = longAgo): RawFile & { reads: number } {
  const file = {
    file: `content/blog/${name}`,
    stamp: { id, changed },
    reads: 0,
    get bytes() {
      if (bytes === 'unreadable') throw new Error(`${name} was read`);
      file.reads++;
      return bytes;
    },
    get source() {
      return file.bytes.toString('utf8');
    },
  };
  return file;
}

async function parse(files: RawFile[]) {
  const cache = openCache(pack, 'v1');
  const parsed = await startArticleParse(files, undefined, cache).finish();
  cache.save();
  return parsed.articles.map((article) => ({ title: article.title, words: article.body.words }));
}

beforeEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an article whose stamp is the one recorded is not read again, and reads the same', async () => {
  const first = await parse(names.map((name) => stamped(name, real(name), `stamp-${name}`)));
  const again = await parse(names.map((name) => stamped(name, 'unreadable', `stamp-${name}`)));
  expect(again).toEqual(first);
  expect(first.map((article) => article.title)).toEqual([expect.stringMatching(/^Landing page ou site vitrine/), expect.stringMatching(/^Référencement local/)]);
});

test('an article whose stamp changed is read and parsed again; the others are not read', async () => {
  await parse(names.map((name) => stamped(name, real(name), `stamp-${name}`)));
  const edited = Buffer.from(real(names[0]!).toString('utf8').replace(/^title: .*$/m, 'title: "Un titre changé"'));
  const files = [stamped(names[0]!, edited, 'stamp-after-the-edit'), stamped(names[1]!, 'unreadable', `stamp-${names[1]}`)];
  const again = await parse(files);
  expect(again[0]!.title).toBe('Un titre changé');
  expect(files[0]!.reads).toBeGreaterThan(0);
});

test('a stamp taken less than two seconds after a change is not trusted: an edit within the same tick of the clock still shows', async () => {
  const justNow = Date.now();
  await parse(names.map((name) => stamped(name, real(name), `stamp-${name}`, justNow)));
  // Edited again within the same tick: same size, same times, so the same stamp.
  const source = real(names[0]!).toString('utf8');
  const edited = Buffer.from(source.replace('Landing page ou site vitrine', 'Landing page ou site-vitrine'));
  expect(edited.length).toBe(real(names[0]!).length);
  const again = await parse([stamped(names[0]!, edited, `stamp-${names[0]}`, justNow), stamped(names[1]!, real(names[1]!), `stamp-${names[1]}`, justNow)]);
  expect(again[0]!.title).toContain('site-vitrine');
});

test('a build that changed nothing adds no record of stamps to the cache', async () => {
  await parse(names.map((name) => stamped(name, real(name), `stamp-${name}`)));
  const cache = openCache(pack, 'v1');
  await startArticleParse(
    names.map((name) => stamped(name, 'unreadable', `stamp-${name}`)),
    undefined,
    cache,
  ).finish();
  expect(cache.stats.added).toBe(0);
});
