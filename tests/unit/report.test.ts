import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { MEASURE_IN_PARALLEL_FROM, measurePages } from '../../build/report.ts';
import type { RenderedPage } from '../../build/render.ts';

// The build report's HTML weights: for a large site half are compressed on a
// worker thread; every page must still get its own size, in page order.

const page = (n: number): RenderedPage => ({
  path: `/blog/article-${n}/`,
  file: `blog/article-${n}/index.html`,
  html: `<!DOCTYPE html><html lang="fr-FR"><body><main><h1>Article ${n}</h1>${'<p>Un paragraphe d’exemple, numéro '.repeat(1 + (n % 7))}${n}</p></main></body></html>`,
  islands: [],
  styles: [],
});

test('every page gets the gzip size of its own HTML, in order, on one thread or two', async () => {
  for (const count of [3, MEASURE_IN_PARALLEL_FROM + 1]) {
    const pages = Array.from({ length: count }, (_, n) => page(n));
    const sizes = await measurePages(pages).sizes();
    expect(sizes).toEqual(pages.map((p) => gzipSync(p.html, { level: 6 }).length));
  }
});
