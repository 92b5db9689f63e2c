import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, test } from 'vitest';
import { PARALLEL_FROM, startParallelParse } from '../../build/validate-parallel.ts';
import { parseArticles } from '../../build/validate.ts';
import type { RawFile } from '../../src/site/content-files.ts';
import { projectRoot, testRoot } from '../setup/paths.ts';

// A large blog is parsed on two threads. The owner must not be able to tell:
// same articles, same error lines in the same order, same duplicate report.

const workerFile = `${testRoot}/parallel-test/parse-worker.mjs`;

beforeAll(async () => {
  mkdirSync(`${testRoot}/parallel-test`, { recursive: true });
  await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: ['build/validate-worker.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: workerFile,
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
});

function article(n: number, front: Record<string, string> = {}): RawFile {
  const fields = {
    slug: `article-${n}`,
    title: `"Article numéro ${n}"`,
    metaDescription: `"Ce que l’article ${n} explique, en une phrase claire."`,
    keywords: '[site, prix]',
    image: '/images/partage.png',
    imageAlt: 'Illustration',
    category: 'Budget',
    pillar: 'Guides Pratiques',
    publishDate: `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    excerpt: `"Résumé de l’article ${n} : ce qu’il faut savoir."`,
    cta: 'Me contacter',
    ...front,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  const body = `Introduction ${n} ? Oui !\n\n## Première partie\n\nTexte de **l’article** ${n}, 2 990 €.\n\n### Détail\n\n- un\n- deux\n\n## Conclusion\n\nFin.\n`;
  return { file: `content/blog/article-${String(n).padStart(5, '0')}.md`, source: `---\n${yaml}\n---\n\n${body}` };
}

test('a parsed article lists the images its body places, with their alt text, in reading order', () => {
  const file = article(1);
  const source = file.source.replace('## Conclusion', '![Un atelier de boulanger](/images/photos/atelier.jpg)\n\n## Conclusion\n\n![](/images/photos/sans-alt.png)');
  const [parsed] = parseArticles([{ file: file.file, source }]).articles;
  expect(parsed!.bodyImages).toEqual([
    { src: '/images/photos/atelier.jpg', alt: 'Un atelier de boulanger' },
    { src: '/images/photos/sans-alt.png', alt: '' },
  ]);
});

describe('parsing articles on two threads', () => {
  test('gives the same articles and the same errors, in file order, as one thread', async () => {
    const files = Array.from({ length: PARALLEL_FROM + 10 }, (_, n) => article(n));
    // Broken files on both threads' shares (even and odd positions).
    files[3] = article(3, { title: '' });
    files[4] = article(4, { readTime: 'cinq', auteur: 'Moi' });
    files[517] = article(517, { slug: 'article-12' });
    files[900] = { ...files[900]!, source: files[900]!.source.replace(/## [^\n]+\n/g, '') };
    const alone = parseArticles(files);
    const shared = await startParallelParse(files, pathToFileURL(workerFile)).finish();
    expect(alone.errors.map((error) => error.file)).toEqual([
      'content/blog/article-00003.md',
      'content/blog/article-00004.md',
      'content/blog/article-00004.md',
      'content/blog/article-00900.md',
    ]);
    expect(shared.errors).toEqual(alone.errors);
    expect(shared.articles).toEqual(alone.articles);
    expect(shared.articles.map((a) => a.slug).filter((slug) => slug === 'article-12')).toHaveLength(2);
  });

  test('stays on one thread below the threshold, or without a compiled worker', async () => {
    // A worker that does not exist would fail the build if it were started.
    const missing = pathToFileURL(`${testRoot}/parallel-test/no-such-worker.mjs`);
    const few = Array.from({ length: PARALLEL_FROM - 1 }, (_, n) => article(n));
    expect((await startParallelParse(few, missing).finish()).articles).toHaveLength(PARALLEL_FROM - 1);
    const many = Array.from({ length: PARALLEL_FROM }, (_, n) => article(n));
    expect((await startParallelParse(many, undefined).finish()).articles).toHaveLength(PARALLEL_FROM);
  });
});
