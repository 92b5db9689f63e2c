import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import type { Bundle } from './bundle.ts';
import { pageAssets } from './assets.ts';
import type { RenderedPage } from './render.ts';

/** From this many pages, a worker thread compresses half of them while the site is written. */
export const MEASURE_IN_PARALLEL_FROM = 1000;

// Plain CommonJS, evaluated as is: no compiled file needed.
const gzipWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const { gzipSync } = require('node:zlib');
parentPort.postMessage(workerData.map((html) => gzipSync(html, { level: 6 }).length));
`;

const gzipSize = (data: string | Uint8Array) => gzipSync(data, { level: 6 }).length;

/**
 * Gzip sizes of the pages' HTML, counted without the stylesheets that link.ts
 * writes into it (the CSS column counts those). For a large site a worker
 * starts on the second half at once; `sizes()` does the first half here,
 * once this thread has written the site, and collects the rest.
 */
export function measurePages(pages: RenderedPage[]): { sizes(): Promise<number[]> } {
  const half = pages.length >= MEASURE_IN_PARALLEL_FROM ? Math.ceil(pages.length / 2) : pages.length;
  const rest =
    half < pages.length
      ? new Promise<number[]>((resolve, reject) => {
          const worker = new Worker(gzipWorker, { eval: true, workerData: pages.slice(half).map((page) => page.html) });
          worker.once('message', resolve);
          worker.once('error', reject);
        })
      : Promise.resolve([]);
  rest.catch(() => {}); // reported by sizes()
  return {
    async sizes() {
      const mine = pages.slice(0, half).map((page) => gzipSize(page.html));
      return [...mine, ...(await rest)];
    },
  };
}

/** One line per page: its HTML, CSS and JS weight after gzip. */
export function formatReport(pages: RenderedPage[], htmlSizes: number[], bundle: Bundle): string {
  const assetSizes = new Map<string, number>();
  const gzipped = (url: string) => {
    let size = assetSizes.get(url);
    if (size === undefined) {
      size = gzipSize(bundle.files.get(url)!);
      assetSizes.set(url, size);
    }
    return size;
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipped(url), 0);
  const width = Math.max(...pages.map((page) => page.path.length));
  return pages
    .map((page, index) => {
      const { css, js } = pageAssets(page, bundle);
      return `${page.path.padEnd(width)}  html ${kb(htmlSizes[index]!)}  css ${kb(sum(css))}  js ${kb(sum(js))}`;
    })
    .join('\n');
}
