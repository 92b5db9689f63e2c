import { constants, copyFileSync, cpSync, existsSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
