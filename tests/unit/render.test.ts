import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, test } from 'vitest';
import { Head } from '../../src/seo/Head.tsx';
import { IslandCollector } from '../../src/islands/Island.tsx';
import type { Content } from '../../src/site/content-files.ts';
import { Layout } from '../../src/chrome/Layout.tsx';
import { pages } from '../../src/site/routes.ts';
import type { RenderedPage } from '../../build/render.ts';
import { loadSite } from './site-content.ts';
import { ImageContext } from '../../src/images/image-context.ts';
import type { ImageManifest } from '../../src/images/image-types.ts';

// The render stage puts each page into a layout rendered once per section.
// A visitor must not be able to tell: every page is the string that a render
// of the whole tree, as React would do it in one go, gives.

let content: Content;
let rendered: Map<string, RenderedPage>;
let images: ImageManifest;
beforeAll(async () => {
  ({ content, rendered, images } = await loadSite());
});

function renderWhole(path: string): { html: string; islands: string[] } {
  for (const page of pages) {
    const route = page.routes(content).find((candidate) => candidate.path === path);
    if (!route) continue;
    const props = { content, data: route.data, path };
    const used: string[] = [];
    const head = createElement(Head, { head: page.head(props), site: content.site, jsonLd: page.jsonLd?.(props) ?? [] });
    const tree = createElement(Layout, { content, path, year: 2025, head, children: createElement(ImageContext.Provider, { value: images }, createElement(page.Component, props)) });
    const html = `<!DOCTYPE html>${renderToString(createElement(IslandCollector.Provider, { value: used }, tree))}`;
    return { html, islands: [...new Set(used)] };
  }
  throw new Error(`no page has the path ${path}`);
}

describe('render stage', () => {
  test('every page is byte for byte what a render of the whole tree gives, islands included', () => {
    expect(rendered.size).toBeGreaterThan(20);
    for (const [path, page] of rendered) {
      const whole = renderWhole(path);
      expect(page.html, path).toBe(whole.html);
      expect(page.islands, path).toEqual(whole.islands);
    }
  });

  test('the active navigation link follows the page, across pages sharing a layout', () => {
    const active = (path: string) => /<a href="([^"]+)" aria-current="(page|true)"/.exec(rendered.get(path)!.html)?.slice(1).join(' ');
    expect(active('/blog/')).toBe('/blog/ page');
    // On an article the blog is the section, not the page.
    expect(active(`/blog/${content.articles[0]!.slug}/`)).toBe('/blog/ true');
    expect(active('/a-propos/')).toBe('/a-propos/ page');
    expect(active('/')).toBeUndefined();
  });
});
