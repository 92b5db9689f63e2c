import { closeSync, constants, cpSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writevSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A file's content; pieces are written one after another. `{ copyOf }` is a
 * file already on disk (a cached image): copied by the kernel, a clone where
 * the file system can, never through this process's memory, on libuv's
 * threads while this one writes the pages (yield copies first).
 */
export type FileContent = string | Uint8Array | Uint8Array[] | { copyOf: string };

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it in:
 * a build that fails before this point leaves the previous output untouched.
 * Files arrive one at a time, so a large blog is never held in memory whole.
 * Written with synchronous calls: measured faster than thousands of pending
 * promises. Copies are the exception: they hold no memory, and the kernel
 * copies on the other core meanwhile.
 */
export async function writeSite(outDir: string, publicDir: string, files: Iterable<readonly [string, FileContent]>, skip: ReadonlySet<string> = new Set()): Promise<void> {
  const tmp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  // `skip`: sources of the image pipeline, published only in their encoded forms.
  if (existsSync(publicDir)) cpSync(publicDir, tmp, { recursive: true, filter: (source) => !skip.has(source) });

  const copies: Array<Promise<void>> = [];
  try {
    writeFiles(tmp, files, copies);
  } catch (error) {
    // The copies under way settle first: the error that stopped the build is the one reported.
    await Promise.allSettled(copies);
    throw error;
  }
  await Promise.all(copies);

  const hadOutput = existsSync(outDir);
  if (hadOutput) renameSync(outDir, old);
  renameSync(tmp, outDir);
  if (hadOutput) rmSync(old, { recursive: true, force: true });
}

function writeFiles(tmp: string, files: Iterable<readonly [string, FileContent]>, copies: Array<Promise<void>>): void {
  const made = new Set<string>([tmp]);
  for (const [file, content] of files) {
    const path = join(tmp, file);
    const dir = dirname(path);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (typeof content === 'object' && 'copyOf' in content) {
      copies.push(copyFile(content.copyOf, path, constants.COPYFILE_FICLONE));
    } else if (Array.isArray(content)) {
      const fd = openSync(path, 'w');
      try {
        const size = content.reduce((total, piece) => total + piece.length, 0);
        if (writevSync(fd, content) !== size) throw new Error(`${file}: short write`);
      } finally {
        closeSync(fd);
      }
    } else {
      writeFileSync(path, content);
    }
  }
}
