import type { Bundle } from './bundle.ts';
import type { RenderedPage } from './render.ts';

// Shared by the link and report stages, which do not import each other.

/** Pages with the same key load the same assets (every article): their tags and weights are worked out once. */
export function assetsKey(page: RenderedPage): string {
  return `${page.styles.join(',')}|${page.islands.join(',')}`;
}

/** The asset URLs one page loads: shared and page stylesheets, fonts, scripts. */
export function pageAssets(page: RenderedPage, bundle: Bundle) {
  const css = [bundle.baseCss, ...page.styles.map((name) => bundle.pageCss[name]!)];
  const islandJs = page.islands.flatMap((name) => bundle.islandJs[name] ?? []);
  const js = [...new Set([...bundle.chromeJs, ...(page.islands.length > 0 ? [...bundle.bootJs, ...islandJs] : [])])];
  return { css, js, islandJs: [...new Set(islandJs)] };
}
