import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { SUMMARY_FROM, formatReport } from '../../build/report.ts';
import type { Bundle } from '../../build/bundle.ts';
import type { RenderedPage } from '../../build/render.ts';

// The build report: one line per page with its gzip weights, except a folder
// of many pages (a large blog), which gets one line with the ranges, so the
// owner reads a summary rather than thousands of lines.

const page = (path: string, n: number): RenderedPage => {
  const html = `<!DOCTYPE html><html lang="fr-FR"><body><main><h1>Page ${n}</h1>${'<p>Un paragraphe d’exemple, numéro '.repeat(1 + (n % 7))}${n}</p></main></body></html>`;
  return { path, file: `${path.slice(1)}index.html`, html, islands: [], islandsAtLoad: [], islandsOnInteraction: [], styles: [], scripts: [], styleRules: '' };
};

const bundle: Bundle = {
  files: new Map([
    ['/assets/base.css', new TextEncoder().encode('body { margin: 0 }')],
    ['/assets/chrome.js', new TextEncoder().encode('console.log(1)')],
  ]),
  baseCss: '/assets/base.css',
  pageCss: {},
  chromeJs: ['/assets/chrome.js'],
  pageJs: {},
  bootJs: [],
  reactJs: [],
  islandJs: {},
  fonts: [],
  inputs: [],
};
const kb = (html: string) => `${(gzipSync(html, { level: 6 }).length / 1024).toFixed(1)} kB`;

test('small folders get a line per page with the gzip size of its HTML', () => {
  const pages = [page('/', 0), page('/blog/', 1), ...Array.from({ length: SUMMARY_FROM - 1 }, (_, n) => page(`/blog/article-${n}/`, n))];
  const lines = formatReport(pages, bundle).split('\n');
  expect(lines).toHaveLength(pages.length);
  pages.forEach((p, i) => {
    expect(lines[i]).toMatch(new RegExp(`^${p.path}\\s+html\\s+${kb(p.html).replace('.', '\\.')}\\s+css`));
  });
});

test('a folder of many pages gets one line, in its place, with the range of its pages', () => {
  const articles = Array.from({ length: SUMMARY_FROM + 5 }, (_, n) => page(`/blog/article-${n}/`, n));
  const pages = [page('/', 0), page('/blog/', 1), ...articles, page('/contact/', 2)];
  const lines = formatReport(pages, bundle).split('\n');
  expect(lines.map((line) => line.split(/\s{2,}/)[0])).toEqual(['/', '/blog/', `/blog/… (${articles.length} pages)`, '/contact/']);
  const sizes = articles.map((p) => p.html).sort((a, b) => a.length - b.length);
  expect(lines[2]).toContain(`html ${kb(sizes[0]!).padStart(9)} to ${kb(sizes.at(-1)!)}`);
});
