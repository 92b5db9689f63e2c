import {
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** A file's content, or `{ copyOf }`: a file of the build's caches, never changed once written (an encoded image, a share card). */
export type FileContent = string | Uint8Array | { copyOf: string };

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it
 * in: a build that fails before this point, or a write that fails, leaves
 * the previous output untouched (the fresh folder is removed). Files arrive
 * one at a time, so they need not all be in memory at once. `skip`: files
 * of `publicDir` not to copy (the image pipeline's sources, published only
 * in their encoded forms).
 */
export function writeSite(outDir: string, publicDir: string, files: Iterable<readonly [string, FileContent]>, skip: ReadonlySet<string> = new Set()): void {
  const tmp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    if (existsSync(publicDir)) cpSync(publicDir, tmp, { recursive: true, filter: (source) => !skip.has(source) });
    const made = new Set<string>([tmp]);
    for (const [file, content] of files) {
      const path = join(tmp, file);
      const dir = dirname(path);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      if (typeof content === 'object' && 'copyOf' in content) copy(content.copyOf, path);
      else writeFileSync(path, content);
    }
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  const hadOutput = existsSync(outDir);
  if (hadOutput) renameSync(outDir, old);
  renameSync(tmp, outDir);
  // rmSync removes links, never what they point to.
  if (hadOutput) rmSync(old, { recursive: true, force: true });
}

/**
 * Brings `outDir` to the site given, touching only the files that differ
 * from what is there (the dev server, whose rebuild after an edit changes a
 * few pages of the 600 files written): the same result as `writeSite`,
 * without its fresh folder. The files are all made before the first is
 * written, so a render that throws leaves the output as it was. Not
 * atomic: a write that fails midway leaves a mix, which the next build
 * mends.
 */
export function updateSite(outDir: string, publicDir: string, files: Iterable<readonly [string, FileContent]>, skip: ReadonlySet<string> = new Set()): void {
  if (!existsSync(outDir)) return writeSite(outDir, publicDir, files, skip);
  const wanted = new Map<string, FileContent>();
  for (const file of filesUnder(publicDir)) if (!skip.has(join(publicDir, file))) wanted.set(file, readFileSync(join(publicDir, file)));
  for (const [file, content] of files) wanted.set(file, content);
  const entries = readdirSync(outDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = relative(outDir, join(entry.parentPath, entry.name));
    if (!entry.isDirectory() && !wanted.has(file)) rmSync(join(outDir, file));
  }
  // Folders left empty (an article removed), deepest first.
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
  for (const folder of folders.sort((a, b) => b.length - a.length)) if (readdirSync(folder).length === 0) rmdirSync(folder);
  for (const [file, content] of wanted) {
    const path = join(outDir, file);
    if (isThere(path, content)) continue;
    mkdirSync(dirname(path), { recursive: true });
    rmSync(path, { recursive: true, force: true });
    if (typeof content === 'object' && 'copyOf' in content) copy(content.copyOf, path);
    else writeFileSync(path, content);
  }
}

/** Whether `path` already holds `content`: the same bytes, or the very file it is a link to. */
function isThere(path: string, content: FileContent): boolean {
  try {
    if (typeof content === 'object' && 'copyOf' in content) return statSync(path).ino === statSync(content.copyOf).ino;
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    return statSync(path).size === bytes.length && readFileSync(path).equals(bytes);
  } catch {
    return false;
  }
}

/** The files under `dir`, relative to it (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * A hard link where the file system allows one (no bytes copied: the
 * cache's files are never changed once written, and a 4 000-article blog
 * has 4 000 share cards), otherwise a copy.
 */
function copy(from: string, to: string): void {
  try {
    linkSync(from, to);
    return;
  } catch {
    // another file system, or no links there: copied below
  }
  try {
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
  } catch (error) {
    throw new Error(`${to}: cannot copy ${from} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}
