import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, extname, join } from 'node:path';
import type { PreparedImage } from '../src/images/image-types.ts';
import { fileDigest } from './cache.ts';

// Encodes one source image into AVIF, WebP and its own format at each width,
// through a cache in node_modules/.cache: the key is the hash of the source and
// every option, so a warm build reads cached files and encodes nothing.

// Packages loaded when first needed are required, not imported: see load.ts.
const require = createRequire(import.meta.url);

/** Change when the encoding below changes: every cached image is then made again. */
const recipe = 'images-3';
// A first build encodes every image, so speed counts. Measured on the site's
// images: AVIF at effort 1 takes a third of effort 3's time for files 1 to
// 3 % larger (effort 0 would halve it again, for files 7 to 28 % larger:
// every visitor would pay for it); the JPEG fallback without mozjpeg saves
// about 3 s of a first build for files 28 % larger, which only a browser
// with neither AVIF nor WebP downloads; for the same reason a PNG's fallback
// is a PNG only when it has transparent pixels (the demos' previews are
// opaque screenshots: a JPEG takes a tenth of a palette PNG's time to make).
const quality = { avif: { quality: 50, effort: 1 }, webp: { quality: 72, effort: 4 }, jpeg: { quality: 78 }, png: { palette: true, quality: 85, effort: 3 } };
const placeholderWidth = 24;

export interface EncodedImage {
  image: Omit<PreparedImage, 'src'>;
  /** Output files by public URL, each the path of its copy in the cache (the write stage copies it). */
  files: Array<[string, string]>;
  cached: boolean;
}

/** The source is smaller than the largest width asked for. */
export class TooSmall extends Error {
  constructor(
    readonly width: number,
    readonly needed: number,
  ) {
    super(`is ${width} px wide; its largest size needs at least ${needed} px (use a larger original)`);
  }
}

interface CacheEntry {
  image: Omit<PreparedImage, 'src'>;
  files: string[];
}

/** `path`: the source file, hashed (`fileDigest`) for the key and read only when it must be encoded. */
export async function encodeImage(src: string, path: string, widths: readonly number[], cacheDir: string): Promise<EncodedImage> {
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const stem = src
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '')
    .replace(/[^a-z0-9-]+/gi, '-')
    .toLowerCase();
  // The name is in the key: the same photo saved under two names is two entries (the files are named after it).
  const key = createHash('sha256').update(recipe).update(JSON.stringify({ sorted, quality, placeholderWidth, stem })).update(fileDigest(path)).digest('hex');
  const entryDir = join(cacheDir, key.slice(0, 2), key);
  const cached = readCache(entryDir);
  if (cached) return { ...cached, cached: true };

  const made = await encode(
    readFileSync(path),
    extname(src).toLowerCase(),
    sorted,
    (width, ext) => `/assets/images/${stem}-${key.slice(0, 10)}-${width}.${ext}`,
  );
  writeCache(entryDir, made);
  return { image: made.image, files: made.files.map(([url]) => [url, cachedFile(entryDir, url)]), cached: false };
}

const cachedFile = (entryDir: string, url: string) => join(entryDir, url.split('/').pop()!);

async function encode(bytes: Buffer, ext: string, widths: number[], urlOf: (width: number, ext: string) => string) {
  // Loaded only when something must be encoded: a warm build never pays for it.
  const sharp = require('sharp') as typeof import('sharp').default;
  const largest = widths.at(-1)!;
  const isSvg = ext === '.svg';
  let density: number | undefined;
  if (isSvg) {
    // SVG art has no pixels of its own: rasterise it at the density that gives the largest width.
    const { width = largest } = await sharp(bytes).metadata();
    density = Math.max(1, (72 * largest) / width);
  }
  const decoded = sharp(bytes, density ? { density } : {}).rotate();
  const { width: sourceWidth = 0 } = await decoded.metadata().then((m) => ({ width: isSvg ? largest : (m.autoOrient?.width ?? m.width) }));
  if (sourceWidth < largest) throw new TooSmall(sourceWidth, largest);
  // Decoded (or rasterised) once, at the largest width: every output starts from these pixels.
  const { data, info: raw } = await decoded.resize({ width: largest }).raw().toBuffer({ resolveWithObject: true });
  const source = sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const transparent = (ext === '.png' || ext === '.gif') && raw.channels === 4 && !(await source.stats()).isOpaque;
  const fallbackExt = transparent ? 'png' : 'jpg';
  const files: Array<[string, Uint8Array]> = [];
  const image: EncodedImage['image'] = {
    width: 0,
    height: 0,
    placeholder: '',
    avif: [],
    webp: [],
    fallback: [],
    fallbackType: fallbackExt === 'png' ? 'image/png' : 'image/jpeg',
  };
  await Promise.all(
    widths.flatMap((width) =>
      (['avif', 'webp', fallbackExt] as const).map(async (format) => {
        const resized = source.clone().resize({ width });
        const encoded =
          format === 'avif'
            ? resized.avif(quality.avif)
            : format === 'webp'
              ? resized.webp(quality.webp)
              : format === 'png'
                ? resized.png(quality.png)
                : resized.flatten({ background: '#ffffff' }).jpeg(quality.jpeg);
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        const url = urlOf(width, format);
        files.push([url, data]);
        const list = format === 'avif' ? image.avif : format === 'webp' ? image.webp : image.fallback;
        list.push({ url, width });
        if (width === largest && format === fallbackExt) {
          image.width = info.width;
          image.height = info.height;
        }
      }),
    ),
  );
  for (const list of [image.avif, image.webp, image.fallback]) list.sort((a, b) => a.width - b.width);
  const tiny = await source.clone().resize({ width: placeholderWidth }).blur(1).webp({ quality: 40 }).toBuffer();
  image.placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
  files.sort(([a], [b]) => a.localeCompare(b));
  return { image, files };
}

/** An entry of the cache, if whole: its manifest and each of its files are there. */
function readCache(entryDir: string): Omit<EncodedImage, 'cached'> | undefined {
  let entry: CacheEntry;
  try {
    entry = JSON.parse(readFileSync(join(entryDir, 'entry.json'), 'utf8')) as CacheEntry;
  } catch {
    return undefined;
  }
  const files = entry.files.map((url): [string, string] => [url, cachedFile(entryDir, url)]);
  // One listing rather than a lookup per file (a dozen per image).
  let present: Set<string>;
  try {
    present = new Set(readdirSync(entryDir));
  } catch {
    return undefined;
  }
  return files.every(([, file]) => present.has(basename(file))) ? { image: entry.image, files } : undefined;
}

/** Written whole, then renamed: builds running side by side never read half an entry. */
function writeCache(entryDir: string, made: { image: EncodedImage['image']; files: Array<[string, Uint8Array]> }): void {
  const tmp = `${entryDir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const [url, data] of made.files) writeFileSync(join(tmp, url.split('/').pop()!), data);
  const entry: CacheEntry = { image: made.image, files: made.files.map(([url]) => url) };
  writeFileSync(join(tmp, 'entry.json'), JSON.stringify(entry));
  try {
    renameSync(tmp, entryDir);
  } catch {
    // Another build wrote the same entry first: same key, same content.
    rmSync(tmp, { recursive: true, force: true });
  }
}
