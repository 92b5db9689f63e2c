import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import type { WebFont } from './bundle.ts';
import { fileDigest, whileUnchanged } from './cache.ts';

// Cuts each web font to the characters the site sets and the weights its
// @font-face rule declares, and writes the rules with a fallback face sized
// like it, as Astro's Fonts API and next/font do. The bundle is made
// without content, so the font files and their rules are made here, after
// validation, and the link stage writes them into each page.

// Packages loaded when first needed are required, not imported: see load.ts.
const require = createRequire(import.meta.url);

/** Change when the cutting below changes: every cached font is then made again. */
const recipe = 'fonts-3';

/**
 * The OpenType features kept: those a browser applies to Latin text by
 * default, and `tnum` (`font-variant-numeric: tabular-nums` in the
 * styles). Every other feature (stylistic sets, `calt`'s contextual
 * alternates, fractions, small caps…) is dropped with the glyphs only it
 * reaches: kept, Inter's `calt` alone added a quarter to its file.
 */
const keepFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'rvrn', 'tnum'];

/**
 * Always in the subset: printable ASCII and the marks French typesetting
 * adds (no-break spaces, apostrophe, guillemets, dashes, ellipsis, euro),
 * so that text a script writes in the page keeps the face.
 */
const baseCharacters = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\u00a0\u202f’«»–—…€';

/**
 * The system faces a fallback is drawn with, regular and bold, and their
 * metrics, which it is sized against: Arial's and Times New Roman's, as
 * capsize publishes them (@capsizecss/metrics, which fontaine and next/font
 * use; written here, as that package ships every family's metrics, 169 MB,
 * for these four). Liberation and Arimo/Tinos share them (the bold faces'
 * were read from Liberation Sans Bold and Liberation Serif Bold).
 */
const fallbackFaces = {
  'sans-serif': {
    regular: {
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
    },
    bold: {
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
    },
  },
  serif: {
    regular: {
      local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 },
    },
    bold: {
      local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'Tinos Bold'],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 },
    },
  },
} as const;

/** From this weight on, a fallback is drawn with the system's bold face (CSS's bold threshold). */
const boldFrom = 600;

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export interface CutFonts {
  /** Font files by URL path ('/assets/inter-1a2b3c.woff2'). */
  files: Map<string, Uint8Array>;
  /** The @font-face rules of each stylesheet's faces and their fallbacks, by stylesheet ('ui/base.css'). */
  css: Record<string, string>;
  /** The font URLs to preload on the pages that load each stylesheet. */
  preload: Record<string, string[]>;
  cached: number;
  made: number;
}

/**
 * `text`: every character the pages may set. `cacheDir` keeps each cut
 * font under a hash of the font's bytes, the characters and the options.
 */
export async function cutFonts(root: string, faces: WebFont[], text: string, cacheDir: string): Promise<CutFonts> {
  const characters = [...new Set(baseCharacters + text)].sort().join('');
  const result: CutFonts = { files: new Map(), css: {}, preload: {}, cached: 0, made: 0 };
  const rules = await Promise.all(
    faces.map(async (face) => {
      const source = readFileSync(join(root, face.file));
      const [min, max] = face.weight;
      const options = { targetFormat: 'woff2', keepFeatures, variationAxes: { wght: min === max ? min : { min, max } } } as const;
      const key = createHash('sha256').update(recipe).update(JSON.stringify(options)).update(characters).update(source).digest('hex');
      const cached = readCached(cacheDir, `${key}.woff2`);
      const data = cached ?? (await cut(source, characters, options));
      if (cached) result.cached += 1;
      else {
        result.made += 1;
        writeCached(cacheDir, `${key}.woff2`, data);
      }
      const url = fontUrl(face, data);
      result.files.set(url, data);
      if (face.preload) (result.preload[face.stylesheet] ??= []).push(url);
      const fallbacks = await Promise.all(weightBands(min, max).map(async (band) => fallbackRule(face, band, await readMetrics(source, band[0], cacheDir))));
      return { face, url, fallbacks };
    }),
  );
  for (const { face, url, fallbacks } of rules) {
    result.css[face.stylesheet] = (result.css[face.stylesheet] ?? '') + fontFaceRule(face, url) + fallbacks.join('');
  }
  return result;
}

/**
 * Every character the pages may set: the strings of the validated content
 * (Markdown rendered, typography applied) and the text written in the
 * code under src/ (pages, components, islands and the messages their
 * scripts show), comments left out. A character added to either is in
 * the next build's fonts.
 */
export async function siteCharacters(root: string, content: unknown, cacheDir: string): Promise<string> {
  const found = new Set<string>(await sourceCharacters(root, cacheDir));
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const character of value) found.add(character);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(content);
  return [...found].join('');
}

/**
 * The characters beyond ASCII in src/'s code. Each file's are kept in
 * `<cacheDir>/source-characters-<recipe>.json` under the hash of its bytes,
 * and in the process until one of the files changes: only a changed file
 * is parsed again.
 */
function sourceCharacters(root: string, cacheDir: string): Promise<string> {
  const src = join(root, 'src');
  return whileUnchanged(`font characters\0${src}`, async () => {
    const files = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    const known = readStore(cacheDir);
    const current: Record<string, string> = {};
    for (const file of files) {
      const digest = fileDigest(file);
      const kept = known[digest];
      current[digest] = typeof kept === 'string' ? kept : [...new Set([...codeText(file)].filter((character) => character > '~'))].join('');
    }
    if (Object.keys(current).some((digest) => !(digest in known)) || Object.keys(known).length !== Object.keys(current).length)
      writeCached(cacheDir, storeName, new TextEncoder().encode(JSON.stringify(current)), '');
    return { value: [...new Set(Object.values(current).join(''))].join(''), files };
  });
}

/**
 * The text a file's code may set: its strings, template literals and JSX
 * text, with the escapes read. Comments (their arrows and signs) and
 * regular expressions (the quotes and accents a pattern looks for) set
 * nothing, and a glyph kept for them would weigh on every page.
 */
function codeText(file: string): string {
  const ts = require('typescript') as typeof import('typescript');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const parts: string[] = [];
  const visit = (node: import('typescript').Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node))
      parts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parts.join('');
}

async function cut(source: Buffer, characters: string, options: object): Promise<Uint8Array> {
  const subsetFont = require('subset-font') as typeof import('subset-font');
  return new Uint8Array(await subsetFont(source, characters, options));
}

/** The URL's hash is the cut file's: a new subset is a new URL, whatever cached the old one. */
function fontUrl(face: WebFont, data: Uint8Array): string {
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  const stem = `${face.family}-${[...new Set(face.weight)].join('-')}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `/assets/${stem}-${hash}.woff2`;
}

/**
 * The font's vertical metrics and average width at `weight` (the lightest
 * its rule sets: a variable font's default instance may be another, wider
 * or narrower one, and a fallback sized on it moves the text when the font
 * arrives), kept by its bytes and the weight.
 */
async function readMetrics(source: Buffer, weight: number, cacheDir: string): Promise<Metrics> {
  const name = `${createHash('sha256').update(recipe).update(String(weight)).update(source).digest('hex')}.json`;
  const cached = readCached(cacheDir, name);
  if (cached) return JSON.parse(new TextDecoder().decode(cached)) as Metrics;
  const subsetFont = require('subset-font') as typeof import('subset-font');
  const instance = await subsetFont(source, baseCharacters, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(instance);
  const metrics = { ascent, descent, lineGap, unitsPerEm, xWidthAvg };
  writeCached(cacheDir, name, new TextEncoder().encode(JSON.stringify(metrics)));
  return metrics;
}

function fontFaceRule(face: WebFont, url: string): string {
  const weight = face.weight[0] === face.weight[1] ? `${face.weight[0]}` : `${face.weight[0]} ${face.weight[1]}`;
  return `@font-face{font-family:${quote(face.family)};font-style:${face.style};font-weight:${weight};font-display:${face.display};src:url(${url}) format("woff2")}`;
}

/**
 * The weights of a rule that one fallback face each stands in for: those
 * under the bold threshold, drawn with the system's regular face, and those
 * from it on, with its bold face ([400, 800]: [400, 599] and [600, 800]).
 */
function weightBands(min: number, max: number): Array<[number, number]> {
  if (max < boldFrom || min >= boldFrom) return [[min, max]];
  return [
    [min, boldFrom - 1],
    [boldFrom, max],
  ];
}

/**
 * A system face scaled to the web font's average width at the lightest
 * weight of `band`, with its ascent, descent and line gap: the text takes
 * the same room before and after the font arrives. Its weights are the
 * band's, so that each rule's text (the caterer's light lines, the coach's
 * black figures) gets a fallback sized from its own weight, and bold text a
 * bold face, not a regular one thickened by the browser. The same sums as
 * fontaine and next/font.
 */
function fallbackRule(face: WebFont, band: [number, number], metrics: Metrics): string {
  const fallback = fallbackFaces[face.fallback][band[0] >= boldFrom ? 'bold' : 'regular'];
  const system: Metrics = fallback.metrics;
  const sizeAdjust = metrics.xWidthAvg / metrics.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  const em = metrics.unitsPerEm * sizeAdjust;
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  const weight = band[0] === band[1] ? `${band[0]}` : `${band[0]} ${band[1]}`;
  return (
    `@font-face{font-family:${quote(`${face.family} Fallback`)};font-style:${face.style};font-weight:${weight};` +
    `src:${fallback.local.map((name) => `local(${quote(name)})`).join(',')};` +
    `ascent-override:${percent(metrics.ascent / em)};descent-override:${percent(Math.abs(metrics.descent) / em)};` +
    `line-gap-override:${percent(metrics.lineGap / em)};size-adjust:${percent(sizeAdjust)}}`
  );
}

const quote = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

const storeName = `source-characters-${recipe}.json`;

/** The store of src/'s characters by file hash; a store that cannot be read is empty. */
function readStore(dir: string): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(readFileSync(join(dir, storeName), 'utf8'));
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function readCached(dir: string, name: string): Uint8Array | undefined {
  try {
    return new Uint8Array(readFileSync(join(dir, name.slice(0, 2), name)));
  } catch {
    return undefined;
  }
}

/** Written beside, then renamed: a build stopped halfway leaves no truncated entry. */
function writeCached(dir: string, name: string, data: Uint8Array, folderName = name.slice(0, 2)): void {
  const folder = join(dir, folderName);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `${basename(name)}.${process.pid}.tmp`);
  writeFileSync(temporary, data);
  renameSync(temporary, join(folder, name));
}
