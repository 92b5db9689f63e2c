import { assetsMarker } from '../src/seo/Head.tsx';
import { assetsKey, pageAssets } from './assets.ts';
import type { Bundle } from './bundle.ts';
import { hashSource } from './http-policy.ts';
import type { RenderedPage } from './render.ts';

/**
 * Stylesheets up to this size (before compression) are written into the page:
 * a render-blocking request costs a phone on a slow network far more than a
 * few kilobytes of HTML.
 */
export const INLINE_CSS_LIMIT = 40 * 1024;

const decoder = new TextDecoder();
const marker = Buffer.from(assetsMarker);

/**
 * Returns a function that puts each page's asset tags where the layout left
 * the marker. Pages with the same stylesheets and islands (every article)
 * share the tags, encoded once: the inline stylesheet is half of an
 * article's bytes. The page comes back in pieces, for writev.
 * Inline stylesheets' CSP hashes are added to `styleHashes` as they are made.
 */
export function createLinker(bundle: Bundle, styleHashes = new Set<string>()): (page: RenderedPage) => Uint8Array[] {
  const cache = new Map<string, Uint8Array>();
  return (page) => {
    const key = assetsKey(page);
    let tags = cache.get(key);
    if (tags === undefined) {
      tags = Buffer.from(assetTags(page, bundle, styleHashes));
      cache.set(key, tags);
    }
    const pieces = page.pieces();
    // The marker is in <head>, before the header's piece: in the first piece.
    const first = pieces[0]!;
    const at = first.indexOf(marker);
    if (at < 0) throw new Error(`${page.path}: the layout left no asset marker`);
    return [first.subarray(0, at), tags, first.subarray(at + marker.length), ...pieces.slice(1)];
  };
}

function assetTags(page: RenderedPage, bundle: Bundle, styleHashes: Set<string>): string {
  const { css, islandJs } = pageAssets(page, bundle);
  const inline = css.reduce((size, url) => size + bundle.files.get(url)!.length, 0) <= INLINE_CSS_LIMIT;
  const inlineCss = inline ? css.map((url) => decoder.decode(bundle.files.get(url)!)).join('') : '';
  if (inline) styleHashes.add(hashSource(inlineCss));
  const styles = inline ? [`<style>${inlineCss}</style>`] : css.map((url) => `<link rel="stylesheet" href="${url}">`);
  return [
    ...bundle.preload.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`),
    ...styles,
    `<script type="module" src="${bundle.chromeJs[0]}"></script>`,
    ...(page.islands.length > 0
      ? [`<script type="module" src="${bundle.bootJs[0]}"></script>`, ...islandJs.map((url) => `<link rel="modulepreload" href="${url}">`)]
      : []),
  ].join('');
}
