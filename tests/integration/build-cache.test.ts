import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build as buildSite } from '../../build/build.ts';
import { writeCorpus } from '../../scripts/bench-corpus.ts';
import { testRoot } from '../setup/paths.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// The build cache (node_modules/.cache/eclosion/content/ of the site built)
// must be invisible in the output: every file byte for byte what a build
// from scratch (--no-cache) writes, on the real site and on a blog of
// generated articles, after an article is edited, and whatever happened to
// the cache's files.

const work = `${testRoot}/build-cache-test`;

async function build(site: string, out: string, options: { cache?: boolean; root?: string } = {}) {
  const result = await buildSite({ site, out, config: {}, ...options });
  expect(result.ok).toBe(true);
  return { reused: result.cache.hits, added: result.cache.added };
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

/** The articles and legal pages of a site: one cache entry each. */
const markdownFiles = (site: string) =>
  ['blog', 'legal'].flatMap((folder) => readdirSync(join(site, 'content', folder)).filter((name) => name.endsWith('.md'))).length;

const cacheDir = (site: string) => join(site, 'node_modules/.cache/eclosion/content');
/**
 * The cache's files of parsed articles, as its manifest names them: each one
 * damaged costs one article parsed again. (The first files of a folder's
 * listing could be the bundle's, whose loss remakes two entries.)
 */
function articleEntries(site: string): string[] {
  const manifest = JSON.parse(readFileSync(join(cacheDir(site), 'manifest.json'), 'utf8')) as { entries: Record<string, string> };
  return Object.entries(manifest.entries)
    .filter(([, from]) => from.startsWith('content/blog/'))
    .map(([key]) => join(cacheDir(site), `${key}.json`));
}

// Three or four whole builds per test: more than the suite's minute on a busy machine.
const timeout = 120_000;

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('build cache', () => {
  test(
    'the real site builds to the same bytes from scratch, filling the cache, and from the cache',
    async () => {
      const site = `${work}/real`;
      writeCorpus(projectRoot, site, 0);
      await build(site, `${work}/real-scratch`, { cache: false });
      const filling = await build(site, `${work}/real-filling`);
      const warm = await build(site, `${work}/real-warm`);
      // The articles, the legal pages, the bundle and the list of the files it comes from.
      const kept = markdownFiles(site) + 2;
      expect(filling).toEqual({ reused: 0, added: kept });
      expect(warm).toEqual({ reused: kept, added: 0 });
      expectSameTree(`${work}/real-filling`, `${work}/real-scratch`);
      expectSameTree(`${work}/real-warm`, `${work}/real-scratch`);
    },
    timeout,
  );

  test(
    'after an article or the site is edited, a generated blog parses only what changed, to the bytes of a build from scratch',
    async () => {
      const site = `${work}/blog`;
      writeCorpus(projectRoot, site, 60);
      await build(site, `${work}/blog-first`);
      const file = join(site, 'content/blog/article-genere-7.md');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace(/^title: "[^"]*"/m, 'title: "Un titre changé : vraiment"')
          .replace('## Conclusion', '## Conclusion\n\nUne phrase de plus !'),
      );
      const warm = await build(site, `${work}/blog-warm`);
      await build(site, `${work}/blog-scratch`, { cache: false });
      expectSameTree(`${work}/blog-warm`, `${work}/blog-scratch`);
      expect(warm.added).toBe(1);
      const page = () => readFileSync(`${work}/blog-warm/blog/${/slug: (\S+)/.exec(readFileSync(file, 'utf8'))![1]}/index.html`, 'utf8');
      expect(page()).toContain('Une phrase de plus');
      expect(page()).toContain('Un titre changé');

      // Every article page shows the blog's name: all are rendered again, from
      // the articles the cache hands over (none is parsed again).
      const siteFile = join(site, 'content/site.ts');
      const siteSource = readFileSync(siteFile, 'utf8');
      const newName = 'Le carnet d’un blog renommé';
      const renamedSource = siteSource.replace(/^(\s*blogName:\s*)(['"]).*\2,$/m, (_, key: string, quote: string) => `${key}${quote}${newName}${quote},`);
      expect(renamedSource, "content/site.ts names the blog on a line `blogName: '…',`").not.toBe(siteSource);
      writeFileSync(siteFile, renamedSource);
      const renamed = await build(site, `${work}/blog-renamed`);
      await build(site, `${work}/blog-renamed-scratch`, { cache: false });
      expectSameTree(`${work}/blog-renamed`, `${work}/blog-renamed-scratch`);
      expect(readFileSync(`${work}/blog-renamed/blog/${/slug: (\S+)/.exec(readFileSync(file, 'utf8'))![1]}/index.html`, 'utf8')).toContain(newName);
      expect(renamed.added).toBe(0);
    },
    timeout,
  );

  test(
    'a truncated, damaged or foreign cache file is not trusted: the output stays the same',
    async () => {
      const site = `${work}/blog`;
      const expected = `${work}/blog-renamed-scratch`; // the last build from scratch of the test above
      const [first, second, third] = articleEntries(site);
      truncateSync(first!, Math.floor(readFileSync(first!).length / 2));
      // Valid JSON, wrong words: the HTML of another entry under this one's name.
      writeFileSync(second!, readFileSync(third!));
      const damaged = await build(site, `${work}/blog-damaged`);
      expect(damaged.added).toBe(2);
      expectSameTree(`${work}/blog-damaged`, expected);

      const manifest = join(cacheDir(site), 'manifest.json');
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"format": 1/, '"format": 0'));
      const old = await build(site, `${work}/blog-old`);
      expect(old.reused).toBe(0);
      expectSameTree(`${work}/blog-old`, expected);

      writeFileSync(manifest, '{"format":1,"vers');
      const truncated = await build(site, `${work}/blog-truncated`);
      expect(truncated.reused).toBe(0);
      expectSameTree(`${work}/blog-truncated`, expected);
    },
    timeout,
  );

  test(
    'the bundle and the parsed articles are made again when a file they come from changes, and only then',
    async () => {
      // A copy of the project's code, whose files this test edits.
      const root = `${work}/project`;
      mkdirSync(root, { recursive: true });
      cpSync(join(projectRoot, 'src'), join(root, 'src'), { recursive: true });
      cpSync(join(projectRoot, 'build'), join(root, 'build'), { recursive: true });
      // The code the pages share with the Edge Functions (the booking's clock, the request's columns).
      cpSync(join(projectRoot, 'supabase/functions/_shared'), join(root, 'supabase/functions/_shared'), { recursive: true });
      cpSync(join(projectRoot, 'package-lock.json'), join(root, 'package-lock.json'));
      symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
      cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true });
      const site = `${work}/project-site`;
      writeCorpus(projectRoot, site, 0);
      const out = `${work}/project-out`;
      const first = await build(site, out, { root });
      const parsed = markdownFiles(site);
      expect(first.added).toBe(parsed + 2);

      // A page's component is neither in the bundle nor in the parser: both are kept.
      const about = join(root, 'src/about/about.page.tsx');
      writeFileSync(about, `${readFileSync(about, 'utf8')}\n// Une note.\n`);
      expect(await build(site, out, { root })).toEqual({ reused: parsed + 2, added: 0 });

      // The parser's code: the articles and legal pages are parsed again, the bundle is kept.
      const validate = join(root, 'build/validate.ts');
      writeFileSync(validate, `${readFileSync(validate, 'utf8')}\n// Une note.\n`);
      expect(await build(site, out, { root })).toEqual({ reused: 2, added: parsed });

      // A stylesheet is in the bundle only: the bundle is made again, with the new rule.
      const base = join(root, 'src/ui/base.css');
      writeFileSync(base, `${readFileSync(base, 'utf8')}\n.une-regle-neuve { color: red; }\n`);
      expect(await build(site, out, { root })).toEqual({ reused: parsed + 1, added: 2 });
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('.une-regle-neuve{color:red}');
    },
    timeout,
  );
});
