import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../build/build.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import { parisDay } from '../../src/text/format.ts';
import { testRoot } from './paths.ts';

// The owner's site as `npm run build` makes it (no settings), built once per
// run for every test that reads it as it is: the browser suite serves it,
// the integration tests of built pages, headers and nginx read it. Global
// set-up of both projects; the second finds the first's build. Tests that
// build other content or other settings build their own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site's output folder, `deploy/nginx.conf` beside it. Never written to by a test. */
    distDir: string;
  }
}

/** What the build reads, and the day it stamps on pages and the feed. */
const inputs = ['content', 'src', 'build', 'public', 'package.json', 'package-lock.json'];

function hashInputs(): string {
  const hash = createHash('sha256').update(parisDay(new Date()));
  const add = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
      return;
    }
    hash.update(`\0${path.slice(projectRoot.length)}\0`).update(readFileSync(path));
  };
  for (const input of inputs) add(join(projectRoot, input));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the real site into /dev/shm under a hash of its inputs, unless a
 * complete build of those inputs is there already; returns its output folder.
 */
export async function buildRealSite(): Promise<string> {
  const work = `${testRoot}/real-site-${hashInputs()}`;
  const out = `${work}/dist`;
  const done = `${work}/built`;
  if (existsSync(done)) return out;
  // Builds of older inputs are never read again: memory is not kept for them.
  for (const entry of existsSync(testRoot) ? readdirSync(testRoot) : []) {
    if (entry.startsWith('real-site-')) rmSync(join(testRoot, entry), { recursive: true, force: true });
  }
  const built = await build({ root: projectRoot, out, config: {} });
  if (!built.ok) throw new Error(`The site did not build:\n${built.message}`);
  writeFileSync(done, `${new Date().toISOString()}\n`);
  return out;
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('distDir', await buildRealSite());
}
