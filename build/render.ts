import { createElement, type ContextType } from 'react';
import { renderToString } from 'react-dom/server';
import { Head } from '../src/seo/Head.tsx';
import { IslandCollector, type Wake } from '../src/islands/Island.tsx';
import { ImageContext } from '../src/images/image-context.ts';
import type { ImageManifest } from '../src/images/image-types.ts';
import type { Content } from '../src/site/content-files.ts';
import { Layout } from '../src/chrome/Layout.tsx';
import type { PageModule } from '../src/site/page.ts';
import { absoluteUrl, outputFile } from '../src/seo/urls.ts';
import { StyleRules } from '../src/ui/style-rules.ts';
import { assetsPlaceholder } from './assets.ts';

export interface RenderedPage {
  path: string;
  /** Relative to the output folder. */
  file: string;
  /** The whole document, with the assets placeholder in its <head> (link.ts fills it). */
  html: string;
  /** Island names the page placed, without repeats. */
  islands: string[];
  /** Those of them that wake as the page loads: the page fetches their code, and React, with its own scripts. */
  islandsAtLoad: string[];
  /** Those that wake once the visitor acts (first screen, `interaction`): the page fetches their code, and React, once it has loaded, to run it then. */
  islandsOnInteraction: string[];
  styles: string[];
  /** Its own browser code (PageModule.scripts). */
  scripts: string[];
  /** The page's own rules (values that were style attributes: src/ui/style-rules.ts), in the order first used. */
  styleRules: string;
  /** Absolute URL and date for sitemap.xml; absent for error pages. */
  sitemap?: { url: string; lastmod?: string };
}

/** Every page at once (tests); the build takes them one at a time from renderPages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function renderSite(content: Content, pages: Array<PageModule<any>>, buildDate: string, images: ImageManifest = new Map()): RenderedPage[] {
  return [...renderPages(content, pages, buildDate, images)];
}

/**
 * Renders every route to an HTML string, one page at a time (a large blog's
 * pages are never all in memory). Pure: it reads no file and keeps nothing;
 * what it gives depends on its arguments alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function* renderPages(content: Content, pages: Array<PageModule<any>>, buildDate: string, images: ImageManifest = new Map()): Generator<RenderedPage> {
  const year = Number(buildDate.slice(0, 4));
  const seen = new Set<string>();
  for (const page of pages) {
    for (const route of page.routes(content)) {
      if (seen.has(route.path)) throw new Error(`Two pages claim the path ${route.path}`);
      seen.add(route.path);
      const props = { content, data: route.data, path: route.path };
      const head = page.head(props);
      const placed: NonNullable<ContextType<typeof IslandCollector>> = [];
      const rules = new Map<string, string>();
      const element = createElement(
        IslandCollector.Provider,
        { value: placed },
        createElement(
          StyleRules.Provider,
          { value: rules },
          createElement(
            ImageContext.Provider,
            { value: images },
            createElement(Layout, {
              content,
              path: route.path,
              year,
              head: createElement(Head, { head, site: content.site, jsonLd: page.jsonLd?.(props) ?? [], assets: assetsPlaceholder.element }),
              children: createElement(page.Component, props),
            }),
          ),
        ),
      );
      const html = `<!DOCTYPE html>${renderToString(element)}`;
      /** The names of the islands placed that wake so, without repeats. */
      const wakingAt = (wake: Wake) => [...new Set(placed.filter((island) => island.wake === wake).map((island) => island.name))];
      yield {
        path: route.path,
        file: outputFile(route.path),
        html,
        islands: [...new Set(placed.map((island) => island.name))],
        islandsAtLoad: wakingAt('load'),
        islandsOnInteraction: wakingAt('interaction'),
        styles: page.styles ?? [],
        scripts: page.scripts ?? [],
        styleRules: [...rules.values()].join(''),
        // The page's own date (content, or its files' last commit), never the build's.
        sitemap: head.noindex ? undefined : { url: absoluteUrl(content.site, route.path), lastmod: route.lastmod },
      };
    }
  }
}
