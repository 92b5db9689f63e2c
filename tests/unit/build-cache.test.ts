import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeCorpus } from '../../scripts/bench-corpus.ts';
import { projectRoot, testRoot } from '../setup/paths.ts';

// The build cache (node_modules/.cache/eclosion/content.pack of the site
// built) must be invisible in the output: every file byte for byte what a
// build from scratch (--no-cache) writes, on the real site and on a blog of
// generated articles, after an article is edited, and whatever happened to
// the cache file.

const work = `${testRoot}/build-cache-test`;

function build(site: string, out: string, ...flags: string[]) {
  const result = spawnSync(process.execPath, ['build/run.mjs', '--site', site, '--out', out, '--profile', ...flags], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', SITE_URL: '' },
  });
  // Nothing on stderr but the reminder of the legal placeholders content/site.ts ships with.
  const warnings = result.stderr.split('\n').filter((line) => line && !/legal|placeholder|going live/i.test(line));
  expect(warnings).toEqual([]);
  expect(result.status).toBe(0);
  const [, reused, added] = /cache\s+(\d+) entries reused, (\d+) added/.exec(result.stdout)!.map(Number);
  return { reused: reused!, added: added! };
}

/** Every file of a built site, by relative path. */
function readTree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))]));
}

function expectSameTree(actual: string, expected: string): void {
  const a = readTree(actual);
  const b = readTree(expected);
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [file, bytes] of b) expect(a.get(file)!.equals(bytes), file).toBe(true);
}

const pack = (site: string) => join(site, 'node_modules/.cache/eclosion/content.pack');

// Three or four whole builds per test: more than the suite's minute on a busy machine.
const timeout = 240_000;

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('build cache', () => {
  test('the real site builds to the same bytes from scratch, filling the cache, and from the cache', () => {
    const site = `${work}/real`;
    writeCorpus(projectRoot, site, 0);
    build(site, `${work}/real-scratch`, '--no-cache');
    const filling = build(site, `${work}/real-filling`);
    const warm = build(site, `${work}/real-warm`);
    expect(filling.added).toBeGreaterThan(20);
    expect(warm).toEqual({ reused: filling.added, added: 0 });
    expectSameTree(`${work}/real-filling`, `${work}/real-scratch`);
    expectSameTree(`${work}/real-warm`, `${work}/real-scratch`);
  }, timeout);

  test('after an article is edited, a generated blog rebuilds only what it changes, to the bytes of a build from scratch', () => {
    const site = `${work}/blog`;
    writeCorpus(projectRoot, site, 60);
    build(site, `${work}/blog-first`);
    const file = join(site, 'content/blog/article-genere-7.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: "[^"]*"/m, 'title: "Un titre changé : vraiment"').replace('## Conclusion', '## Conclusion\n\nUne phrase de plus !'));
    const warm = build(site, `${work}/blog-warm`);
    build(site, `${work}/blog-scratch`, '--no-cache');
    expectSameTree(`${work}/blog-warm`, `${work}/blog-scratch`);
    // The article and its page, and the pages that list articles (blog, home, feed's neighbours).
    expect(warm.added).toBeGreaterThanOrEqual(2);
    expect(warm.added).toBeLessThan(10);
    expect(readFileSync(`${work}/blog-warm/blog/${/slug: (\S+)/.exec(readFileSync(file, 'utf8'))![1]}/index.html`, 'utf8')).toContain('Une phrase de plus');

    // A few words more in another article: its page changes, the lists of
    // articles do not (same reading time); the output is still that of a
    // build from scratch.
    const other = join(site, 'content/blog/article-genere-9.md');
    writeFileSync(other, readFileSync(other, 'utf8').replace('## Conclusion', '## Conclusion\n\nTrois mots de plus.'));
    const reworded = build(site, `${work}/blog-reworded`);
    build(site, `${work}/blog-reworded-scratch`, '--no-cache');
    expectSameTree(`${work}/blog-reworded`, `${work}/blog-reworded-scratch`);
    expect(reworded.added).toBeLessThan(warm.added);

    // Every article page shows the blog's name: all of them are rendered
    // again, from article bodies the cache hands over (none is parsed again).
    const siteFile = join(site, 'content/site.ts');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace("blogName: 'Blog Éclosion Web'", "blogName: 'Le carnet d’Éclosion Web'"));
    const renamed = build(site, `${work}/blog-renamed`);
    build(site, `${work}/blog-renamed-scratch`, '--no-cache');
    expectSameTree(`${work}/blog-renamed`, `${work}/blog-renamed-scratch`);
    expect(readFileSync(`${work}/blog-renamed/blog/${/slug: (\S+)/.exec(readFileSync(file, 'utf8'))![1]}/index.html`, 'utf8')).toContain('Le carnet d’Éclosion Web');
    // The pages, not the articles: 60 and more pages, each an entry and its HTML.
    expect(renamed.added).toBeGreaterThan(120);
    expect(renamed.added).toBeLessThan(200);
  }, timeout);

  test('a truncated, damaged or foreign cache file is not trusted: the output stays the same', () => {
    const site = `${work}/blog`;
    const expected = `${work}/blog-renamed-scratch`; // the last build from scratch of the test above
    const size = readFileSync(pack(site)).length;
    truncateSync(pack(site), Math.floor(size / 2));
    build(site, `${work}/blog-truncated`);
    expectSameTree(`${work}/blog-truncated`, expected);

    // Same length, valid JSON, wrong words: only the checksums can tell
    // (the pack's, and the index's for the small records it keeps too).
    for (const file of [pack(site), `${pack(site)}.index`]) {
      const bytes = readFileSync(file);
      for (let at = bytes.indexOf('<p>'); at >= 0; at = bytes.indexOf('<p>', at + 1)) bytes.write('<b>', at, 'latin1');
      writeFileSync(file, bytes);
    }
    const damaged = build(site, `${work}/blog-damaged`);
    expect(damaged.added).toBeGreaterThan(60);
    expectSameTree(`${work}/blog-damaged`, expected);

    writeFileSync(pack(site), readFileSync(pack(site), 'latin1').replace(/^eclosion-cache 1 [0-9a-f]+/, `eclosion-cache 1 ${'0'.repeat(40)}`), 'latin1');
    const foreign = build(site, `${work}/blog-foreign`);
    expect(foreign.reused).toBe(0);
    expectSameTree(`${work}/blog-foreign`, expected);
  }, timeout);
});
