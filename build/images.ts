import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ContentError } from '../src/site/content-errors.ts';
import type { ImageFileRef, ImageManifest, ImageRef, PreparedImage } from '../src/images/image-types.ts';
import { encodeImage, TooSmall } from './images-encode.ts';

// Packages loaded when first needed are required, not imported: see load.ts.
const require = createRequire(import.meta.url);

export interface PreparedImages {
  manifest: ImageManifest;
  /** Encoded files by public URL, each the path of its copy in the cache, for the write stage. */
  files: Array<[string, string]>;
  /** Absolute paths of the sources: the write stage does not copy them from public/. */
  sources: Set<string>;
  errors: ContentError[];
  encoded: number;
  cached: number;
}

/**
 * The images stage: finds each referenced image under public/, checks its
 * alt text and its size, and encodes it (or takes it from the cache); checks
 * that every other image file content names (`files`: SVG illustrations
 * shown as they are) exists. Problems come back as content errors naming
 * the file and the field.
 */
export async function prepareImages(
  refs: ImageRef[],
  options: { publicDirs: string[]; cacheDir: string; files?: ImageFileRef[]; onProgress?: (done: number, total: number) => void },
): Promise<PreparedImages> {
  const findSource = (src: string) => options.publicDirs.map((dir) => join(dir, src)).find((candidate) => existsSync(candidate));
  const errors: ContentError[] = [];
  const bySrc = new Map<string, { first: ImageRef; widths: Set<number> }>();
  for (const ref of refs) {
    if (ref.alt === undefined || ref.alt.trim() === '') {
      errors.push({ file: ref.file, field: ref.altField, reason: `required: describe ${ref.src} for visitors who cannot see it` });
    }
    const entry = bySrc.get(ref.src) ?? { first: ref, widths: new Set<number>() };
    for (const width of ref.widths) entry.widths.add(width);
    bySrc.set(ref.src, entry);
  }
  const manifest = new Map<string, PreparedImage>();
  const files: Array<[string, string]> = [];
  const sources = new Set<string>();
  let encoded = 0;
  let cached = 0;

  // Prepared images are looked for below, with their encoding; the others
  // (SVG shown as it is) once each, a large blog's articles may all name the
  // same illustration: published as they are, with their own size.
  const vectors = new Map<string, { file: string; field: string }>();
  for (const { src, file, field } of options.files ?? []) if (!bySrc.has(src) && !vectors.has(src)) vectors.set(src, { file, field });
  await mapLimited([...vectors], 4, async ([src, { file, field }]) => {
    const path = findSource(src);
    if (!path) {
      errors.push({ file, field, reason: `${src}: no such file under public/` });
      return;
    }
    const size = await vectorSize(path);
    if (typeof size === 'string') {
      errors.push({ file, field, reason: `${src}: cannot be read as an image (${size}); save it again from the program that made it` });
      return;
    }
    manifest.set(src, { src, ...size, vector: true, placeholder: '', avif: [], webp: [], fallback: [], fallbackType: 'image/png' });
    files.push([src, path]);
    sources.add(path);
  });
  // Two sources at a time: each encodes its nine files at once, and libvips
  // has its own threads; more only makes them fight over the cores.
  await mapLimited([...bySrc], 2, async ([src, { first, widths }]) => {
    const path = findSource(src);
    if (!path) {
      errors.push({ file: first.file, field: first.field, reason: `${src}: no such file under public/` });
      return;
    }
    try {
      const made = await encodeImage(src, path, [...widths], options.cacheDir);
      manifest.set(src, { src, ...made.image });
      files.push(...made.files);
      sources.add(path);
      if (made.cached) cached++;
      else encoded++;
      options.onProgress?.(cached + encoded, bySrc.size);
    } catch (error) {
      const reason =
        error instanceof TooSmall
          ? `${src} ${error.message}`
          : `${src}: cannot be read as an image (${error instanceof Error ? error.message : String(error)}); open it and save it again as JPEG or PNG`;
      errors.push({ file: first.file, field: first.field, reason });
    }
  });
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.field.localeCompare(b.field));
  files.sort(([a], [b]) => a.localeCompare(b));
  return { manifest, files, sources, errors, encoded, cached };
}

/** An SVG's own width and height (from its attributes or its viewBox), or why it cannot be read. */
async function vectorSize(path: string): Promise<{ width: number; height: number } | string> {
  // Loaded only when there is an image to read.
  const sharp = require('sharp') as typeof import('sharp').default;
  try {
    const { width, height } = await sharp(path).metadata();
    return width && height ? { width, height } : 'it has no width and height, nor a viewBox';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function mapLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
