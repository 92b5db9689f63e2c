import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

// The build cache: what a build worked out from files' bytes (parsed
// articles, the assets bundle), kept for the next build. One folder:
//
//   manifest.json   {"format":1,"entries":{"<key>":"content/blog/x.md", …}}
//   <key>.json      {"key":"<key>","value":…}
//
// A key is a SHA-256 over everything the value was made from, the code that
// made it included (hashFiles), so an entry is only ever found by the inputs
// that made it: an edited article, or a new version of the code or of a
// package, is a new key. The manifest lists the entries the last build used,
// each with what it was made from; the save removes every other file.
// Nothing in the folder is trusted: an unreadable, truncated or foreign
// manifest or entry is a miss, and the entry is made again. Inspect it with
// `cat` or `jq`; delete the folder to clear it.

const FORMAT = 1;

export interface Cache {
  /** The value stored under `key`, or undefined. */
  get(key: string): unknown;
  /** Stores `value` (JSON) under `key`; `source` says what it was made from (shown in the manifest). */
  set(key: string, value: unknown, source: string): void;
  /** The key of the value made from these inputs. */
  key(...inputs: Array<string | Uint8Array>): string;
  /** Writes the manifest and removes the entries this build did not use. */
  save(): void;
  readonly stats: { hits: number; added: number };
}

interface Manifest {
  format: number;
  entries: Record<string, string>;
}

/** The cache kept in `dir`. */
export function openCache(dir: string): Cache {
  const previous = readManifest(join(dir, 'manifest.json'));
  const used: Record<string, string> = {};
  const stats = { hits: 0, added: 0 };
  return {
    stats,
    key: hashOf,
    get(key) {
      if (!(key in previous.entries)) return undefined;
      const entry = readJson(join(dir, `${key}.json`)) as { key?: string; value?: unknown } | undefined;
      if (entry?.key !== key || entry.value === undefined) return undefined;
      used[key] = previous.entries[key]!;
      stats.hits++;
      return entry.value;
    },
    // A cache that cannot be written (a full disk, another build removing
    // files meanwhile) costs the next build its time, never this build.
    set(key, value, source) {
      try {
        mkdirSync(dir, { recursive: true });
        writeAtomic(join(dir, `${key}.json`), JSON.stringify({ key, value }));
        used[key] = source;
        stats.added++;
      } catch {
        // not kept
      }
    },
    save() {
      try {
        mkdirSync(dir, { recursive: true });
        const manifest: Manifest = { format: FORMAT, entries: used };
        writeAtomic(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
        for (const name of readdirSync(dir)) {
          if (name !== 'manifest.json' && !(name.replace(/\.json$/, '') in used)) rmSync(join(dir, name), { force: true, recursive: true });
        }
      } catch {
        // not kept
      }
    },
  };
}

/** A cache that keeps nothing (`--no-cache`). */
export function noCache(): Cache {
  return { stats: { hits: 0, added: 0 }, key: hashOf, get: () => undefined, set() {}, save() {} };
}

/** SHA-256 of the inputs, each ended so that ('ab', 'c') and ('a', 'bc') differ. */
function hashOf(...inputs: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  return hash.digest('hex');
}

/**
 * One hash over the paths and bytes of `files` under `root` (a folder
 * stands for every file in it) and npm's lock file (the installed
 * packages): the version of the code a cached value was made with.
 */
export function hashFiles(root: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', ...files.flatMap((file) => filesUnder(root, file))]) hash.update(`${file}\0${digestOrMissing(join(root, file))}\0`);
  return hash.digest('hex');
}

/** fileDigest, or 'missing' for a file removed meanwhile. */
function digestOrMissing(path: string): string {
  try {
    return fileDigest(path);
  } catch {
    return 'missing';
  }
}

const remembered = new Map<string, { files: string[]; digests: string; value: unknown }>();

/**
 * The value `make` works out for `key` from files (it gives the value and
 * the paths of the files it read), kept for the life of this process and
 * made again only when one of those files changed: the dev server's
 * rebuilds work out once per edit what an edit can change. A file saved
 * while `make` ran may hold other bytes than it read: the value is then
 * not kept, as make and ninja treat a file changed during a build.
 */
export async function whileUnchanged<T>(key: string, make: () => Promise<{ value: T; files: string[] }>): Promise<T> {
  const digestsOf = (files: string[]) => files.map(digestOrMissing).join(',');
  const known = remembered.get(key);
  if (known && digestsOf(known.files) === known.digests) return known.value as T;
  // File times are coarser than the clock: 10 ms of margin.
  const started = Date.now() - 10;
  const { value, files } = await make();
  if (files.every((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < started))
    remembered.set(key, { files, digests: digestsOf(files), value });
  else remembered.delete(key);
  return value;
}

/**
 * The version of the code `entry` runs (a path under `root`): hashFiles
 * over the files of ours esbuild reads to bundle it, packages being the
 * lock file's. A parsed article is kept under the version of the parser,
 * so that an edit of a page's component keeps it. The list is made again
 * when one of its files changed: only they can change what it imports.
 */
export function codeVersion(root: string, entry: string): Promise<string> {
  return whileUnchanged(`code version\0${join(root, entry)}`, async () => {
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const files = Object.keys(result.metafile.inputs).sort();
    return { value: hashFiles(root, files), files: ['package-lock.json', ...files].map((file) => join(root, file)) };
  });
}

const digests = new Map<string, { stamp: string; digest: string }>();

/**
 * SHA-256 of a file's bytes, read and hashed again only when its size, modification time or inode changed, as
 * make and git do: the dev server's rebuilds hash each image source and
 * code file once, not on every save.
 */
export function fileDigest(path: string): string {
  const stat = statSync(path, { bigint: true });
  const stamp = `${stat.size}:${stat.mtimeNs}:${stat.ino}`;
  const known = digests.get(path);
  if (known?.stamp === stamp) return known.digest;
  const digest = createHash('sha256').update(readFileSync(path)).digest('hex');
  digests.set(path, { stamp, digest });
  return digest;
}

/** A file, or the files of a folder, sorted. */
function filesUnder(root: string, path: string): string[] {
  try {
    return readdirSync(join(root, path), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [path];
  }
}

function readManifest(file: string): Manifest {
  const manifest = readJson(file) as Partial<Manifest> | undefined;
  const valid = manifest?.format === FORMAT && typeof manifest.entries === 'object' && manifest.entries !== null && !Array.isArray(manifest.entries);
  return valid ? (manifest as Manifest) : { format: FORMAT, entries: {} };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Written whole, then renamed into place: a build stopped midway leaves no half file under the final name. */
function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (error) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing left behind
    }
    throw error;
  }
}
