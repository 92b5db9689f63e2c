import { gzipSync } from 'node:zlib';
import type { Bundle } from './bundle.ts';
import { assetsKey, pageAssets } from './assets.ts';
import type { RenderedPage } from './render.ts';

/**
 * From this many pages in one folder (the blog's articles), the report gives
 * them one line: the owner reads a range, not four thousand lines, and the
 * build compresses two pages instead of all of them.
 */
export const SUMMARY_FROM = 20;

/** Bytes after gzip (level 6, as hosts serve them). */
export const gzipSize = (data: Uint8Array) => gzipSync(data, { level: 6 }).length;

type Row = { page: RenderedPage } | { folder: string; pages: RenderedPage[] };

/** Pages in folders below the root ('/blog/<slug>/') are grouped by folder. */
function folderOf(path: string): string | undefined {
  const match = /^(\/[^/]+\/)[^/]+\/$/.exec(path);
  return match?.[1];
}

/** Each page on its own row, except folders of many pages, which share one at the place of their first page. */
function planRows(pages: RenderedPage[]): Row[] {
  const folders = new Map<string, RenderedPage[]>();
  for (const page of pages) {
    const folder = folderOf(page.path);
    if (!folder) continue;
    const group = folders.get(folder);
    if (group) group.push(page);
    else folders.set(folder, [page]);
  }
  const rows: Row[] = [];
  const placed = new Set<string>();
  for (const page of pages) {
    const folder = folderOf(page.path);
    const group = folder ? folders.get(folder)! : [];
    if (!folder || group.length < SUMMARY_FROM) rows.push({ page });
    else if (!placed.has(folder)) {
      placed.add(folder);
      rows.push({ folder, pages: group });
    }
  }
  return rows;
}

/**
 * One line per page: its HTML, CSS and JS weight after gzip. The HTML is
 * counted without the stylesheets that link.ts writes into it (the CSS
 * column counts those). A folder of many pages gets one line with the range
 * of each column; its HTML range is that of its shortest and longest page.
 */
export function formatReport(pages: RenderedPage[], bundle: Bundle, sizeOf: (data: Uint8Array) => number = gzipSize): string {
  const assetSizes = new Map<string, number>();
  const gzipped = (url: string) => {
    let size = assetSizes.get(url);
    if (size === undefined) {
      size = sizeOf(bundle.files.get(url)!);
      assetSizes.set(url, size);
    }
    return size;
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
  const range = (sizes: number[]) => {
    const low = Math.min(...sizes);
    const high = Math.max(...sizes);
    return low === high ? kb(low) : `${kb(low)} to ${(high / 1024).toFixed(1)} kB`;
  };
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipped(url), 0);
  const weightsOf = new Map<string, { css: number; js: number }>();
  const weights = (page: RenderedPage) => {
    const key = assetsKey(page);
    let found = weightsOf.get(key);
    if (!found) {
      const { css, js } = pageAssets(page, bundle);
      found = { css: sum(css), js: sum(js) };
      weightsOf.set(key, found);
    }
    return found;
  };
  const rows = planRows(pages);
  const label = (row: Row) => ('page' in row ? row.page.path : `${row.folder}… (${row.pages.length} pages)`);
  const width = Math.max(...rows.map((row) => label(row).length));
  return rows
    .map((row) => {
      if ('page' in row) {
        const { css, js } = weights(row.page);
        return `${label(row).padEnd(width)}  html ${kb(sizeOf(Buffer.from(row.page.html)))}  css ${kb(css)}  js ${kb(js)}`;
      }
      // Two pages are compressed, not all.
      let shortest = { size: Infinity, page: row.pages[0]! };
      let longest = { size: -1, page: row.pages[0]! };
      for (const page of row.pages) {
        const bytes = page.html.length;
        if (bytes < shortest.size) shortest = { size: bytes, page };
        if (bytes > longest.size) longest = { size: bytes, page };
      }
      const html = [sizeOf(Buffer.from(shortest.page.html)), sizeOf(Buffer.from(longest.page.html))];
      const all = row.pages.map(weights);
      const css = all.map((w) => w.css);
      const js = all.map((w) => w.js);
      return `${label(row).padEnd(width)}  html ${range(html)}  css ${range(css)}  js ${range(js)}`;
    })
    .join('\n');
}
