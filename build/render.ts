import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Head } from '../src/seo/Head.tsx';
import { IslandCollector } from '../src/islands/Island.tsx';
import { ImageContext } from '../src/images/image-context.ts';
import type { ImageManifest } from '../src/images/image-types.ts';
import type { Content } from '../src/site/content-files.ts';
import { Layout, LayoutBottom, LayoutTop, layoutKey } from '../src/chrome/Layout.tsx';
import type { PageModule } from '../src/site/page.ts';
import { absoluteUrl, outputFile } from '../src/seo/urls.ts';
import type { PageMemo } from './render-cache.ts';

export interface RenderedPage {
  path: string;
  /** Relative to the output folder. */
  file: string;
  /**
   * The page as UTF-8, in pieces to be written one after another (views of
   * the build cache, the chrome shared by every page of a section); its asset
   * marker is still in it (link.ts fills it). Read anew at each call, and
   * lent: valid until the next page's pieces are asked for (a large blog's
   * pages are read through one reused buffer, each written at once).
   */
  pieces(): Buffer[];
  /** The same, decoded (tests). */
  readonly html: string;
  /** The total length of the pieces, known without reading them (the report). */
  byteLength: number;
  /** Island names the page placed, without repeats. */
  islands: string[];
  styles: string[];
  /** Absolute URL and date for sitemap.xml; absent for error pages. */
  sitemap?: { url: string; lastmod?: string };
}

export interface RenderOptions {
  /** The encoded images pages place (build/images.ts); none by default. */
  images?: ImageManifest;
  /** Hands back a page's body from an earlier build (render-cache.ts). */
  memo?: PageMemo;
}

/** Renders every route to an HTML string. Pure: reads no file, writes none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function renderSite(content: Content, pages: Array<PageModule<any>>, buildDate: string, { images = new Map(), memo }: RenderOptions = {}): RenderedPage[] {
  const year = Number(buildDate.slice(0, 4));
  const chrome = chromeFiller(content, year);
  const rendered: RenderedPage[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const route of page.routes(content)) {
      if (seen.has(route.path)) throw new Error(`Two pages claim the path ${route.path}`);
      seen.add(route.path);
      const draw = (content: Content) => {
        const props = { content, data: route.data, path: route.path };
        const head = page.head(props);
        const used: string[] = [];
        const element = createElement(
          IslandCollector.Provider,
          { value: used },
          createElement(
            ImageContext.Provider,
            { value: images },
            createElement(Layout, {
              content,
              path: route.path,
              year,
              head: createElement(Head, { head, site: content.site, jsonLd: page.jsonLd?.(props) ?? [] }),
              children: createElement(page.Component, props),
              chrome: 'slots',
            }),
          ),
        );
        return { html: `<!DOCTYPE html>${renderToString(element)}`, islands: [...new Set(used)] };
      };
      // The head's noindex, without rendering: sitemap entries are not cached.
      const noindex = page.head({ content, data: route.data, path: route.path }).noindex;
      const sitemap = noindex ? undefined : { url: absoluteUrl(content.site, route.path), lastmod: route.lastmod };
      // (the page's own date: content, or its files' last commit; never the build's)
      const common = { path: route.path, file: outputFile(route.path), styles: page.styles ?? [], sitemap };
      if (!memo) {
        const body = draw(content);
        const html = Buffer.from(body.html);
        const pieces = chrome.fill(route.path, html);
        rendered.push(renderedPage(common, body.islands, () => pieces, chrome.byteLength(route.path, html.length)));
        continue;
      }
      // A page the memo kept is read from the cache file when linked and written, then dropped.
      const body = memo.render(route.path, route.data, draw);
      rendered.push(renderedPage(common, body.islands, () => chrome.fill(route.path, body.readBytes()), chrome.byteLength(route.path, body.byteLength)));
    }
  }
  return rendered;
}

function renderedPage(common: Omit<RenderedPage, 'pieces' | 'html' | 'islands' | 'byteLength'>, islands: string[], pieces: () => Buffer[], byteLength: number): RenderedPage {
  return {
    ...common,
    islands,
    pieces,
    byteLength,
    get html() {
      return Buffer.concat(pieces()).toString('utf8');
    },
  };
}

const topSlot = Buffer.from('<eclosion-slot name="top"></eclosion-slot>');
const bottomSlot = Buffer.from('<eclosion-slot name="bottom"></eclosion-slot>');

/**
 * Fills the layout's slots. The header, footer and consent banner are most
 * of a page's markup and the same on every page of a section: measured,
 * rendering them once per `layoutKey` rather than once per page halves the
 * render time of an article. The result is the string a render of the whole
 * tree gives (tests/unit/render.test.ts). Pages are spliced as UTF-8 bytes,
 * never copied: a page from the build cache is never decoded either.
 */
function chromeFiller(content: Content, year: number) {
  const tops = new Map<string, Buffer>();
  const bottom = Buffer.from(renderChrome(createElement(LayoutBottom, { content, year })));
  const topOf = (path: string): Buffer => {
    const key = layoutKey(content, path);
    let top = tops.get(key);
    if (top === undefined) {
      top = Buffer.from(renderChrome(createElement(LayoutTop, { content, path })));
      tops.set(key, top);
    }
    return top;
  };
  return {
    fill(path: string, html: Buffer): Buffer[] {
      const at = slotIndex(html, topSlot, 0);
      const end = slotIndex(html, bottomSlot, at);
      return [html.subarray(0, at), topOf(path), html.subarray(at + topSlot.length, end), bottom, html.subarray(end + bottomSlot.length)];
    },
    /** The length of what `fill` gives for a page body of `length` bytes. */
    byteLength(path: string, length: number): number {
      return length - topSlot.length - bottomSlot.length + topOf(path).length + bottom.length;
    },
  };
}

function renderChrome(element: ReactElement): string {
  const used: string[] = [];
  const html = renderToString(createElement(IslandCollector.Provider, { value: used }, element));
  if (used.length > 0) throw new Error(`The layout places islands (${used.join(', ')}); only pages may.`);
  return html;
}

function slotIndex(html: Buffer, slot: Buffer, from: number): number {
  const at = html.indexOf(slot, from);
  if (at < 0) throw new Error(`The layout lost its ${slot}`);
  return at;
}
