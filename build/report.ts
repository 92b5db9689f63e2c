import { gzipSync } from 'node:zlib';
import type { Bundle } from './bundle.ts';
import { pageAssets } from './link.ts';
import type { RenderedPage } from './render.ts';

/**
 * One line per page: its HTML, CSS and JS weight after gzip. HTML is counted
 * without the stylesheets that link.ts writes into it, which the CSS column
 * counts.
 */
export function formatReport(pages: RenderedPage[], bundle: Bundle): string {
  const cache = new Map<string, number>();
  const gzipped = (url: string) => {
    let size = cache.get(url);
    if (size === undefined) {
      size = gzipSync(bundle.files.get(url)!, { level: 6 }).length;
      cache.set(url, size);
    }
    return size;
  };
  const htmlSize = (page: RenderedPage) => gzipSync(page.html, { level: 6 }).length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
  const width = Math.max(...pages.map((page) => page.path.length));
  return pages
    .map((page) => {
      const { css, js } = pageAssets(page, bundle);
      const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipped(url), 0);
      return `${page.path.padEnd(width)}  html ${kb(htmlSize(page))}  css ${kb(sum(css))}  js ${kb(sum(js))}`;
    })
    .join('\n');
}
