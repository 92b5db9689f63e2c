import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { typeset } from '../src/text/typography.ts';
import {
  articleShareImagePath,
  demoShareImagePath,
  sectionShareImagePath,
  sectionShareImages,
  shareImageSize,
  type ShareSection,
} from '../src/seo/share-image.ts';
import { fileDigest } from './cache.ts';

// Social preview images (src/seo/share-image.ts says which page gets which):
// an SVG card in the site's colours and fonts, rendered to PNG by resvg.
// Rendering and reducing to 256 colours cost about a tenth of a second of
// CPU per image, so each PNG is kept in node_modules/.cache/eclosion/
// share-images/ under the hash of everything it is made of (the card's SVG
// with its illustration's hash, fonts by name and size, and the recipe
// below); a build only renders what changed.

const recipe = 'share-card-3'; // change when the card's drawing changes
const require = createRequire(import.meta.url);

export interface ShareCard {
  /** Output path under the site ('/images/partage/blog/slug.png'). */
  path: string;
  kicker: string;
  title: string;
  /** An SVG or raster file under public/. */
  illustration: string;
  /** A screenshot (16:10) is shown larger, in a browser window; other illustrations in a rounded frame. */
  screenshot?: boolean;
}

/** Every card of the site: one per section, one per article, one per demo (its desktop screenshot). */
export function shareCards(
  articles: Array<{ slug: string; title: string; category?: string; image: string }>,
  demos: Array<{ path: string; title: string; screenshot: string }>,
): ShareCard[] {
  return [
    ...(Object.keys(sectionShareImages) as ShareSection[]).map((section) => ({ path: sectionShareImagePath(section), ...sectionShareImages[section] })),
    ...articles.map((article) => ({
      path: articleShareImagePath(article.slug),
      kicker: article.category ?? 'Le blog',
      title: article.title,
      illustration: article.image,
    })),
    ...demos.map((demo) => ({
      path: demoShareImagePath(demo.path),
      kicker: 'Démonstration',
      title: demo.title,
      illustration: demo.screenshot,
      screenshot: true,
    })),
  ];
}

// The site's text font. Its display font (Fraunces) is a variable font that
// resvg's font database does not load (it reports no face), so the card sets
// its heading in Inter too.
const fonts = [{ family: 'Inter', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' }];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy line breaking with an average glyph width: good enough for a heading. */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  for (const word of text.split(/ (?!\u00a0)/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const noIllustration = (file: string) => new Error(`${file}: no such image under public/ (named as an illustration in content/)`);

/** The first public folder that has the file (the site's own, then the project's). */
function illustrationFile(publicDirs: string[], file: string): string {
  const found = publicDirs.map((dir) => join(dir, file)).find((path) => existsSync(path));
  if (!found) throw noIllustration(file);
  return found;
}

/**
 * The illustration as a data: URL resvg can draw: SVG and PNG as they are;
 * a photo (JPEG, WebP, AVIF) turned upright and made a PNG the card's size
 * by sharp, since resvg reads neither orientation nor the newer formats.
 */
async function illustrationHref(publicDirs: string[], file: string): Promise<string> {
  const path = illustrationFile(publicDirs, file);
  if (/\.(svg|png)$/i.test(file)) return `data:${file.endsWith('.svg') ? 'image/svg+xml' : 'image/png'};base64,${readFileSync(path).toString('base64')}`;
  const sharp = require('sharp') as typeof import('sharp').default;
  const png = await sharp(path).rotate().resize({ width: 1200, withoutEnlargement: true }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The illustration's frame: a rounded card, or a browser window around a screenshot. */
function illustrationSvg(card: ShareCard, href: string): string {
  if (!card.screenshot) {
    return `<clipPath id="frame"><rect x="660" y="150" width="480" height="252" rx="24"/></clipPath>
<rect x="660" y="150" width="480" height="252" rx="24" fill="#ffffff"/>
<image x="660" y="150" width="480" height="252" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)" href="${href}"/>`;
  }
  // 560 × 350: the screenshot's 16:10 whole, under a window bar of 32.
  return `<clipPath id="frame"><rect x="600" y="112" width="560" height="382" rx="18"/></clipPath>
<rect x="594" y="110" width="572" height="394" rx="22" fill="#1c1530" opacity="0.08"/>
<g clip-path="url(#frame)"><rect x="600" y="112" width="560" height="382" fill="#ffffff"/>
<rect x="600" y="112" width="560" height="32" fill="#ede9fe"/>
<circle cx="622" cy="128" r="6" fill="#f87171"/><circle cx="642" cy="128" r="6" fill="#fbbf24"/><circle cx="662" cy="128" r="6" fill="#34d399"/>
<image x="600" y="144" width="560" height="350" preserveAspectRatio="xMidYMin slice" href="${href}"/></g>`;
}

/** The card as SVG: text on the left, the illustration on the right, the brand gradient along the bottom. */
export async function renderCardSvg(card: ShareCard, identity: CardIdentity, publicDirs: string[]): Promise<string> {
  return drawCard(card, identity, await illustrationHref(publicDirs, card.illustration));
}

/** What every card shows of the agency, from content/site.ts: its name, its site's host, its colours. */
export interface CardIdentity {
  brand: string;
  host: string;
  colours: { brand: string; accent: string };
}

function drawCard(card: ShareCard, { brand, host, colours }: CardIdentity, href: string): string {
  const { width, height } = shareImageSize;
  const title = typeset(card.title);
  const kicker = escapeXml(typeset(card.kicker));
  const column = card.screenshot ? 500 : 560;
  let size = 60;
  let lines = wrap(title, size, column);
  while (lines.length > 4 && size > 40) lines = wrap(title, (size -= 4), column);
  const top = 250 - ((lines.length - 1) * size * 1.15) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.brand}"/><stop offset="1" stop-color="${colours.accent}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="#faf8ff"/>
<circle cx="1130" cy="40" r="180" fill="#ede9fe"/>
<rect x="60" y="64" rx="20" width="${Math.round(kicker.length * 11.5 + 40)}" height="40" fill="#ede9fe"/>
<text x="80" y="91" font-family="Inter" font-size="20" font-weight="600" fill="${colours.brand}">${kicker}</text>
${lines.map((line, index) => `<text x="60" y="${Math.round(top + index * size * 1.15)}" font-family="Inter" font-size="${size}" font-weight="600" fill="#1c1530">${escapeXml(line)}</text>`).join('\n')}
${illustrationSvg(card, href)}
<text x="60" y="540" font-family="Inter" font-size="34" font-weight="600" fill="${colours.brand}">${escapeXml(brand)}</text>
<text x="60" y="578" font-family="Inter" font-size="22" fill="#514a66">${escapeXml(host)}</text>
<rect y="${height - 16}" width="${width}" height="16" fill="url(#brand)"/>
</svg>`;
}

/**
 * resvg reads TrueType only, and from files (its fontBuffers option is
 * ignored by the version in use): the self-hosted WOFF2 fonts are unpacked
 * into the cache once.
 */
async function fontFiles(cacheDir: string, fontKey: string): Promise<string[]> {
  const { decompress } = require('wawoff2') as { decompress(data: Uint8Array): Promise<Uint8Array> };
  const dir = join(cacheDir, `fonts-${createHash('sha256').update(fontKey).digest('hex').slice(0, 12)}`);
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    fonts.map(async (font) => {
      const file = join(dir, `${font.family}.ttf`);
      if (!existsSync(file)) {
        writeFileSync(`${file}.${process.pid}.tmp`, await decompress(readFileSync(require.resolve(font.file))));
        renameSync(`${file}.${process.pid}.tmp`, file);
      }
      return file;
    }),
  );
}

/**
 * Every card's PNG, from the cache when its inputs are unchanged: [site path,
 * file in the cache] pairs, for the write stage to copy. A card's key is its
 * drawing with the illustration named by a hash of its bytes, so a build with
 * every card cached reads no PNG and encodes no illustration.
 */
export async function renderShareImages(
  cards: ShareCard[],
  options: { identity: CardIdentity; publicDirs: string[]; cacheDir: string; onProgress?: (done: number, total: number) => void },
): Promise<Array<[string, string]>> {
  mkdirSync(options.cacheDir, { recursive: true });
  const fontKey = fonts.map((font) => `${font.file}:${statSync(require.resolve(font.file)).size}`).join(',');
  // Worked out again only when the file changed (fileDigest): a rebuild does not read the illustrations.
  const digestOf = (file: string) => {
    return fileDigest(illustrationFile(options.publicDirs, file));
  };
  let renderer: Promise<{ files: string[]; renderAsync: typeof import('@resvg/resvg-js').renderAsync; sharp: typeof import('sharp').default }> | undefined;
  let rendered = 0;
  const render = async (card: ShareCard, cached: string): Promise<void> => {
    // Loaded on the first miss only: a build with every image cached never pays for it.
    renderer ??= (async () => ({
      files: await fontFiles(options.cacheDir, fontKey),
      renderAsync: (require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).renderAsync,
      sharp: require('sharp') as typeof import('sharp').default,
    }))();
    const { files, renderAsync, sharp } = await renderer;
    const svg = await renderCardSvg(card, options.identity, options.publicDirs);
    const image = await renderAsync(svg, { font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'Inter' } });
    // A palette of 256 colours, dithered: a third of the bytes of resvg's
    // own PNG (25 kB instead of 85 for an article), for every deploy and
    // every network that fetches it, at no visible cost on a flat card.
    const png = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .png({ palette: true, effort: 4 })
      .toBuffer();
    options.onProgress?.(++rendered, missing);
    writeFileSync(`${cached}.${process.pid}.tmp`, png);
    renameSync(`${cached}.${process.pid}.tmp`, cached);
  };
  // One listing rather than a lookup per card (4 000 of them on a large blog).
  const inCache = new Set(readdirSync(options.cacheDir));
  const results: Array<[string, string]> = [];
  const toDraw: Array<[ShareCard, string]> = [];
  for (const card of cards) {
    // A card is named by its drawing, with its illustration named by a hash of the file.
    const drawing = drawCard(card, options.identity, `sha256:${digestOf(card.illustration)}`);
    const name = `${createHash('sha256').update(`${recipe}\0${fontKey}\0${drawing}`).digest('hex').slice(0, 24)}.png`;
    results.push([card.path.slice(1), join(options.cacheDir, name)]);
    if (!inCache.has(name)) toDraw.push([card, join(options.cacheDir, name)]);
  }
  const missing = toDraw.length;
  // Two renders at a time, on libuv's threads: one per core.
  const pending = new Set<Promise<void>>();
  for (const [card, file] of toDraw) {
    if (pending.size >= 2) await Promise.race(pending);
    const job = render(card, file).finally(() => pending.delete(job));
    pending.add(job);
  }
  await Promise.all(pending);
  return results;
}
