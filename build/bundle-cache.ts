import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hashKey, type Cache } from './cache.ts';
import type { Bundle, BundleInput } from './bundle.ts';

/**
 * bundleAssets, reusing the previous build's output when none of its inputs
 * changed: every file under src/ (scripts, stylesheets), the settings, the
 * islands and stylesheets asked for, and, through the cache's version, the
 * generator and the installed packages (fonts come from packages). A content
 * edit then costs no esbuild and no postcss run. Only a bundle built for the
 * islands the pages really placed is kept.
 */
export function bundleAssetsCached(input: BundleInput & { likelyIslands: string[] }, cache: Cache): Promise<Bundle> {
  const likely = input.likelyIslands.toSorted().join();
  const key = hashKey(
    'bundle',
    JSON.stringify({ config: input.config, minify: input.minify !== false, islands: likely, styles: input.styles }),
    hashSources(input.root),
  );
  const guessHeld = async () => (await input.islands).toSorted().join() === likely;
  const cached = readBundle(cache.get(key));
  if (cached) return guessHeld().then((held) => (held ? cached : bundleAssets(input)));
  return bundleAssets(input).then(async (bundle) => {
    if (await guessHeld()) cache.set(key, writeBundle(bundle));
    return bundle;
  });
}

/** esbuild's and postcss' side of the bundle, loaded only when the cache misses: most builds never parse it. */
async function bundleAssets(input: BundleInput): Promise<Bundle> {
  return (await import('./bundle.ts')).bundleAssets(input);
}

/** One hash over the paths and bytes of every file under src/ (bytes as read: decoding them cost twice the time). */
function hashSources(root: string): string {
  const src = join(root, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha1');
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(`${relative(src, file)}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

type Stored = Omit<Bundle, 'files'> & { files: Array<[string, string]> };

function writeBundle(bundle: Bundle): string {
  const files = [...bundle.files].map(([url, data]) => [url, Buffer.from(data).toString('base64')]);
  return JSON.stringify({ ...bundle, files });
}

function readBundle(json: string | undefined): Bundle | undefined {
  if (json === undefined) return undefined;
  try {
    const stored = JSON.parse(json) as Stored;
    const files = new Map(stored.files.map(([url, base64]) => [url, new Uint8Array(Buffer.from(base64, 'base64'))]));
    return { ...stored, files };
  } catch {
    return undefined;
  }
}
