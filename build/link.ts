import { createHash } from 'node:crypto';
import { assetsKey, assetsPlaceholder, baseStylesheet, pageAssets } from './assets.ts';
import type { Bundle } from './bundle.ts';
import type { CutFonts } from './fonts.ts';
import { hashSource } from './http-policy.ts';
import type { RenderedPage } from './render.ts';
import { ISLAND_PREFETCH_ID } from '../src/islands/prefetch.ts';

/**
 * Stylesheets up to this size (before compression) are written into the page:
 * a render-blocking request costs a phone on a slow network far more than a
 * few kilobytes of HTML.
 */
const INLINE_CSS_LIMIT = 40 * 1024;

const decoder = new TextDecoder();

/**
 * Returns a function that puts each page's asset tags where render left the
 * placeholder. Pages with the same stylesheets and islands (every article)
 * share their tags, made once. Inline stylesheets' CSP hashes are added to
 * `styleHashes` as they are made.
 */
export function createLinker(bundle: Bundle, fonts: Pick<CutFonts, 'css' | 'preload'>, styleHashes = new Set<string>()): (page: RenderedPage) => string {
  const made = new Map<string, string>();
  return (page) => {
    const key = assetsKey(page);
    let tags = made.get(key);
    if (tags === undefined) {
      tags = assetTags(page, bundle, fonts, styleHashes);
      made.set(key, tags);
    }
    const at = page.html.indexOf(assetsPlaceholder.html);
    if (at < 0) throw new Error(`${page.path}: the page has no assets placeholder in its <head>`);
    // The page's own rules, after its stylesheets: values that would have been style attributes.
    if (page.styleRules) styleHashes.add(hashSource(page.styleRules));
    const own = page.styleRules ? `<style>${page.styleRules}</style>` : '';
    return page.html.slice(0, at) + tags + own + page.html.slice(at + assetsPlaceholder.html.length);
  };
}

/**
 * The `integrity` attribute of a file the page names: the browser refuses
 * the file if a host, a proxy or an attacker changed it on the way.
 */
function integrity(bundle: Bundle, url: string): string {
  return `integrity="sha384-${createHash('sha384').update(bundle.files.get(url)!).digest('base64')}"`;
}

function assetTags(page: RenderedPage, bundle: Bundle, cutFonts: Pick<CutFonts, 'css' | 'preload'>, styleHashes: Set<string>): string {
  const { css, pageJs } = pageAssets(page, bundle);
  // The @font-face rules of the page's stylesheets, always in the page: their
  // font URLs follow the fonts cut for this build's text, which the bundle
  // (made without content, kept across builds) cannot know.
  const sheets = [baseStylesheet, ...page.styles];
  const fontCss = sheets.map((name) => cutFonts.css[name] ?? '').join('');
  const inline = css.reduce((size, url) => size + bundle.files.get(url)!.length, 0) <= INLINE_CSS_LIMIT;
  const inlineCss = fontCss + (inline ? css.map((url) => decoder.decode(bundle.files.get(url)!)).join('') : '');
  if (inlineCss) styleHashes.add(hashSource(inlineCss));
  const styles = [
    ...(inlineCss ? [`<style>${inlineCss}</style>`] : []),
    ...(inline ? [] : css.map((url) => `<link rel="stylesheet" href="${url}" ${integrity(bundle, url)}>`)),
  ];
  const fonts = sheets
    .flatMap((name) => cutFonts.preload[name] ?? [])
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
  // Every module a script imports is named beside it, so that the browser
  // asks for it with the page instead of once the script has arrived: on a
  // slow network each import found late is one more round trip.
  // The islands that wake with the page run React and their code as
  // scripts, while it loads: the booter's imports find them fetched (or on
  // their way) and they hydrate at once, where fetching and evaluating them
  // on import took a slow phone 0.2 to 0.45 s, between frames. The booter
  // runs first all the same (module scripts run in order), so that a tap on
  // an island whose code is still on its way is kept and replayed. The code
  // of any other island is not asked for here: on a slow network it would
  // share the line with what the first screen needs. The booter fetches it
  // once the page has loaded, or when the island wakes before that. Each
  // module once: the islands share chunks with the booter.
  const atLoad = page.islandsAtLoad.length > 0;
  const boot = page.islands.length > 0 ? bundle.bootJs : [];
  /** React and these islands' modules, or nothing for no island. */
  const codeOf = (islands: string[]) => (islands.length > 0 ? [...bundle.reactJs, ...islands.flatMap((name) => bundle.islandJs[name] ?? [])] : []);
  const early = codeOf(page.islandsAtLoad);
  const script = (url: string) => `<script type="module" src="${url}" ${integrity(bundle, url)}></script>`;
  const named = new Set([...bundle.chromeJs, ...pageJs, ...boot, ...early]);
  const scripts = [...named].map(script);
  // The code of an island that waits for the visitor to act (on the first
  // screen: React and the island, 60 to 70 kB): the booter has the browser
  // fetch it, without running it, once the page has loaded, so that the
  // visitor's first scroll or tap only runs it. Fetched on that gesture, it
  // took a slow phone on slow 4G 1.5 s to answer.
  const prefetch = [...new Set(codeOf(page.islandsOnInteraction))].filter((url) => !named.has(url));
  if (prefetch.length > 0) scripts.push(`<script type="application/json" id="${ISLAND_PREFETCH_ID}">${JSON.stringify(prefetch)}</script>`);
  // Such a page asks for its scripts ahead of the fonts, whose metric-matched
  // fallbacks are drawn meanwhile; any other page asks for its fonts first.
  return (atLoad ? [...styles, ...scripts, ...fonts] : [...fonts, ...styles, ...scripts]).join('');
}
