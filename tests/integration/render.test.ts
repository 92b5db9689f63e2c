import { beforeAll, describe, expect, test } from 'vitest';
import type { Content } from '../../src/site/content-files.ts';
import { pages } from '../../src/site/routes.ts';
import { renderSite, type RenderedPage } from '../../build/render.ts';
import { assetsPlaceholder } from '../../build/assets.ts';
import { loadSite } from './site-content.ts';
import type { ImageManifest } from '../../src/images/image-types.ts';

// The render stage: data in, HTML out, the same for the same data.

let content: Content;
let rendered: Map<string, RenderedPage>;
let images: ImageManifest;
beforeAll(async () => {
  ({ content, rendered, images } = await loadSite());
});

describe('render stage', () => {
  test('renders the same pages again from the same data, and leaves the data as it was', () => {
    const before = JSON.stringify(content);
    const again = renderSite(content, pages, '2025-11-01', images);
    expect(again.map((page) => page.html)).toEqual([...rendered.values()].map((page) => page.html));
    expect(JSON.stringify(content)).toBe(before);
  });

  test('each page has one place for its assets, in its <head>', () => {
    for (const [path, page] of rendered) {
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      expect(head.split(assetsPlaceholder.html).length - 1, path).toBe(1);
      expect(page.html.split(assetsPlaceholder.html).length - 1, path).toBe(1);
    }
  });

  test('the active navigation link follows the page', () => {
    const active = (path: string) => /<a href="([^"]+)" aria-current="(page|true)"/.exec(rendered.get(path)!.html)?.slice(1).join(' ');
    expect(active('/blog/')).toBe('/blog/ page');
    // On an article the blog is the section, not the page.
    expect(active(`/blog/${content.articles[0]!.slug}/`)).toBe('/blog/ true');
    expect(active('/a-propos/')).toBe('/a-propos/ page');
    expect(active('/')).toBeUndefined();
  });
});
