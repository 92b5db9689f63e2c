import { createElement } from 'react';
import type { Bundle } from './bundle.ts';

// Shared by the render, link and report stages, which do not import each other.

/** The stylesheet every page loads, as a path under src/ like a page's own. */
export const baseStylesheet = 'ui/base.css';

/** What decides the assets a page loads (render gives it with each page). */
interface PageNeeds {
  styles: string[];
  scripts: string[];
  islands: string[];
  islandsAtLoad: string[];
  islandsOnInteraction: string[];
}

/**
 * What render leaves in each page's <head> where its stylesheets and
 * scripts go, and link replaces: an element of the generator's own, so no
 * page can write it by chance.
 */
export const assetsPlaceholder = {
  element: createElement('eclosion-assets'),
  html: '<eclosion-assets></eclosion-assets>',
};

/** Pages with the same key load the same assets (every article): their tags and weights are worked out once. */
export function assetsKey(page: PageNeeds): string {
  return `${page.styles.join(',')}|${page.scripts.join(',')}|${page.islands.join(',')}|${page.islandsAtLoad.join(',')}|${page.islandsOnInteraction.join(',')}`;
}

/** The asset URLs one page loads: shared and page stylesheets, fonts, scripts. */
export function pageAssets(page: Pick<PageNeeds, 'styles' | 'scripts' | 'islands'>, bundle: Bundle) {
  const css = [bundle.baseCss, ...page.styles.map((name) => bundle.pageCss[name]!)];
  const islandJs = page.islands.flatMap((name) => bundle.islandJs[name] ?? []);
  const pageJs = page.scripts.map((name) => bundle.pageJs[name]!);
  const js = [...new Set([...bundle.chromeJs, ...pageJs, ...(page.islands.length > 0 ? [...bundle.bootJs, ...bundle.reactJs, ...islandJs] : [])])];
  return { css, js, pageJs };
}
