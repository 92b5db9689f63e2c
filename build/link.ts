import { assetsMarker } from '../src/components/Head.tsx';
import type { Bundle } from './bundle.ts';
import type { RenderedPage } from './render.ts';

/** The asset URLs one page loads: shared and page stylesheets, fonts, scripts. */
export function pageAssets(page: RenderedPage, bundle: Bundle) {
  const css = [bundle.baseCss, ...page.styles.map((name) => bundle.pageCss[name]!)];
  const islandJs = page.islands.flatMap((name) => bundle.islandJs[name] ?? []);
  const js = [...new Set([...bundle.chromeJs, ...(page.islands.length > 0 ? [...bundle.bootJs, ...islandJs] : [])])];
  return { css, js, islandJs: [...new Set(islandJs)] };
}

/** Puts the page's asset tags where the layout left the marker. */
export function linkPage(page: RenderedPage, bundle: Bundle): string {
  const { css, islandJs } = pageAssets(page, bundle);
  const tags = [
    ...bundle.preload.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`),
    ...css.map((url) => `<link rel="stylesheet" href="${url}">`),
    `<script type="module" src="${bundle.chromeJs[0]}"></script>`,
    ...(page.islands.length > 0
      ? [`<script type="module" src="${bundle.bootJs[0]}"></script>`, ...islandJs.map((url) => `<link rel="modulepreload" href="${url}">`)]
      : []),
  ];
  const at = page.html.indexOf(assetsMarker);
  if (at < 0) throw new Error(`${page.path}: the layout left no asset marker`);
  return page.html.slice(0, at) + tags.join('') + page.html.slice(at + assetsMarker.length);
}
