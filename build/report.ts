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
const gzipSize = (data: Uint8Array) => gzipSync(data, { level: 6 }).length;

type Measured = Pick<RenderedPage, 'path' | 'styles' | 'scripts' | 'islands' | 'islandsAtLoad' | 'islandsOnInteraction'> & { length: number; gzip?: number };
interface Group {
  pages: Measured[];
  shortest?: { length: number; html: string };
  longest?: { length: number; html: string };
}

/** Pages in folders below the root ('/blog/<slug>/') are grouped by folder. */
function folderOf(path: string): string | undefined {
  const match = /^(\/[^/]+\/)[^/]+\/$/.exec(path);
  return match?.[1];
}

/**
 * The weight report, page by page as the build renders them: one line per
 * page with its HTML, CSS and JS weight after gzip. The HTML is counted
 * without the stylesheets link.ts writes into it (the CSS column counts
 * those). A folder of many pages gets one line with the range of each
 * column; its HTML range is that of its shortest and longest page, the only
 * two of its pages it keeps.
 */
export function createReport(bundle: Bundle, sizeOf: (data: Uint8Array) => number = gzipSize) {
  const measured: Measured[] = [];
  const groups = new Map<string, Group>();
  return {
    add(page: RenderedPage): void {
      const entry: Measured = {
        path: page.path,
        styles: page.styles,
        scripts: page.scripts,
        islands: page.islands,
        islandsAtLoad: page.islandsAtLoad,
        islandsOnInteraction: page.islandsOnInteraction,
        length: page.html.length,
      };
      measured.push(entry);
      const folder = folderOf(page.path);
      const group = folder === undefined ? undefined : (groups.get(folder) ?? groups.set(folder, { pages: [] }).get(folder)!);
      // Compressed now while the folder may still get a line per page.
      if (!group || group.pages.length < SUMMARY_FROM) entry.gzip = sizeOf(Buffer.from(page.html));
      if (!group) return;
      group.pages.push(entry);
      if (!group.shortest || entry.length < group.shortest.length) group.shortest = { length: entry.length, html: page.html };
      if (!group.longest || entry.length > group.longest.length) group.longest = { length: entry.length, html: page.html };
    },
    format(): string {
      return formatRows(measured, groups, bundle, sizeOf);
    },
  };
}

/** The report of pages rendered beforehand (tests). */
export function formatReport(pages: RenderedPage[], bundle: Bundle, sizeOf: (data: Uint8Array) => number = gzipSize): string {
  const report = createReport(bundle, sizeOf);
  for (const page of pages) report.add(page);
  return report.format();
}

type Row = { page: Measured } | { folder: string; group: Group };

function formatRows(measured: Measured[], groups: Map<string, Group>, bundle: Bundle, sizeOf: (data: Uint8Array) => number): string {
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
  const weights = (page: Measured) => {
    const key = assetsKey(page);
    let found = weightsOf.get(key);
    if (!found) {
      const { css, js } = pageAssets(page, bundle);
      found = { css: sum(css), js: sum(js) };
      weightsOf.set(key, found);
    }
    return found;
  };
  // Each page on its own row, except folders of many pages, which share one at the place of their first page.
  const rows: Row[] = [];
  const placed = new Set<string>();
  for (const page of measured) {
    const folder = folderOf(page.path);
    const group = folder === undefined ? undefined : groups.get(folder)!;
    if (!group || group.pages.length < SUMMARY_FROM) rows.push({ page });
    else if (!placed.has(folder!)) {
      placed.add(folder!);
      rows.push({ folder: folder!, group });
    }
  }
  const label = (row: Row) => ('page' in row ? row.page.path : `${row.folder}… (${row.group.pages.length} pages)`);
  const width = Math.max(...rows.map((row) => label(row).length));
  return rows
    .map((row) => {
      if ('page' in row) {
        const { css, js } = weights(row.page);
        return `${label(row).padEnd(width)}  html ${kb(row.page.gzip!)}  css ${kb(css)}  js ${kb(js)}`;
      }
      const html = [sizeOf(Buffer.from(row.group.shortest!.html)), sizeOf(Buffer.from(row.group.longest!.html))];
      const all = row.group.pages.map(weights);
      return `${label(row).padEnd(width)}  html ${range(html)}  css ${range(all.map((w) => w.css))}  js ${range(all.map((w) => w.js))}`;
    })
    .join('\n');
}
