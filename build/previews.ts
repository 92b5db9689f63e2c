import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { ContentError } from '../src/site/content-errors.ts';
import { demoSources, type DemoSource } from '../src/demos/demo-sources.ts';
import { previewRecordFile } from '../src/previews/preview-images.ts';

// What a demo's preview was made from: its content file, the source of its
// page, islands and styles (every file of its folder but tests) and the
// shared stylesheets those styles import (with base.css, which every page
// has). `npm run previews` records the hash; a build whose demos hash
// otherwise warns that the screenshot is older than the demo. The same
// files give the same hash on any machine.

export type PreviewRecord = Record<string, string>;

const baseStyles = 'src/ui/base.css';

/** `file` and the stylesheets it imports, transitively, as paths under root. */
function withImports(root: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(join(root, file))) return seen;
  seen.add(file);
  if (!file.endsWith('.css')) return seen;
  for (const [, target] of readFileSync(join(root, file), 'utf8').matchAll(/@import\s+['"](\.[^'"]+)['"]/g)) {
    withImports(root, relative(root, join(root, dirname(file), target!)), seen);
  }
  return seen;
}

/** The files a demo's preview shows, sorted. */
function previewSources(root: string, demo: DemoSource): string[] {
  const files = new Set([demo.content]);
  const own = readdirSync(join(root, demo.folder))
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .map((name) => `${demo.folder}/${name}`);
  for (const file of [...own, baseStyles]) withImports(root, file, files);
  return [...files].sort();
}

function hashDemo(root: string, demo: DemoSource): string {
  const hash = createHash('sha256');
  for (const file of previewSources(root, demo)) {
    // Line endings must not change the hash (a checkout on Windows).
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n'))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function hashDemos(root: string): PreviewRecord {
  return Object.fromEntries(demoSources.map((demo) => [demo.slug, hashDemo(root, demo)]));
}

export function readPreviewRecord(root: string): PreviewRecord {
  try {
    return JSON.parse(readFileSync(join(root, previewRecordFile), 'utf8')) as PreviewRecord;
  } catch {
    return {};
  }
}

/** Demos whose preview is missing or was made from other sources than today's. */
export function findStalePreviews(root: string): string[] {
  const record = readPreviewRecord(root);
  return Object.entries(hashDemos(root))
    .filter(([slug, hash]) => record[slug] !== hash)
    .map(([slug]) => slug);
}

/** The build's warning for each stale preview: what changed, and the command that redraws it. */
export function stalePreviewWarnings(root: string): ContentError[] {
  return findStalePreviews(root).map((slug) => {
    const demo = demoSources.find((d) => d.slug === slug)!;
    return {
      file: previewRecordFile,
      field: slug,
      reason: `the screenshots of ${demo.path} are older than the demo (${demo.content}, ${demo.folder}/ or the styles it imports): run \`npm run previews ${slug}\` to redraw them`,
    };
  });
}
