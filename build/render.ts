import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandCollector } from '../src/components/Island.tsx';
import type { Content } from '../src/content/registry.ts';
import { Layout } from '../src/layouts/Layout.tsx';
import type { PageModule } from '../src/pages/types.ts';
import { absoluteUrl, outputFile } from '../src/seo/urls.ts';

export interface RenderedPage {
  path: string;
  /** Relative to the output folder. */
  file: string;
  html: string;
  /** Island names the page placed, without repeats. */
  islands: string[];
  styles: string[];
  /** Absolute URL and date for sitemap.xml; absent for error pages. */
  sitemap?: { url: string; lastmod: string };
}

/** Renders every route to an HTML string. Pure: reads no file, writes none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function renderSite(content: Content, pages: Array<PageModule<any>>, buildDate: string): RenderedPage[] {
  const year = Number(buildDate.slice(0, 4));
  const rendered: RenderedPage[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const route of page.routes(content)) {
      if (seen.has(route.path)) throw new Error(`Two pages claim the path ${route.path}`);
      seen.add(route.path);
      const props = { content, data: route.data, path: route.path };
      const head = page.head(props);
      const used: string[] = [];
      const element = createElement(
        IslandCollector.Provider,
        { value: used },
        createElement(Layout, { content, head, jsonLd: page.jsonLd?.(props) ?? [], path: route.path, year, children: createElement(page.Component, props) }),
      );
      const html = `<!DOCTYPE html>${renderToString(element)}`;
      rendered.push({
        path: route.path,
        file: outputFile(route.path),
        html,
        islands: [...new Set(used)],
        styles: page.styles ?? [],
        sitemap: head.noindex ? undefined : { url: absoluteUrl(content.site, route.path), lastmod: route.lastmod ?? buildDate },
      });
    }
  }
  return rendered;
}
