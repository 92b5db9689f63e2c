import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoSources, type DemoSource } from '../../src/previews/demos.ts';
import { previewRecordFile } from '../../src/previews/preview-images.ts';

// What a demo's preview was made from: its content file and the source of its
// page, islands and styles (every file of its folder but tests). The same
// files give the same hash on any machine, so a stale preview is a test
// failure, not a judgement.

export type PreviewRecord = Record<string, string>;

function hashDemo(root: string, demo: DemoSource): string {
  const hash = createHash('sha256');
  const files = [
    demo.content,
    ...readdirSync(join(root, demo.folder))
      .filter((name) => !/\.test\.tsx?$/.test(name))
      .sort()
      .map((name) => `${demo.folder}/${name}`),
  ];
  for (const file of files) {
    // Line endings must not change the hash (a checkout on Windows).
    hash.update(`${file}\0`).update(readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n')).update('\0');
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
