import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../build/build.ts';
import { testRoot } from '../setup/paths.ts';

/**
 * The real site built into a test folder of its own (`name`), and its HTML
 * pages in file order: `file` as written under `out`, `path` as addressed.
 */
export async function buildSiteForTest(name: string): Promise<{ work: string; out: string; pages: Array<{ file: string; path: string; html: string }> }> {
  const work = `${testRoot}/${name}`;
  const out = `${work}/dist`;
  rmSync(work, { recursive: true, force: true });
  const built = await build({ out, config: {} });
  if (!built.ok) throw new Error(`The site did not build:\n${built.message}`);
  const pages = (readdirSync(out, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ file, path: `/${file.replace(/index\.html$/, '')}`, html: readFileSync(join(out, file), 'utf8') }));
  return { work, out, pages };
}
