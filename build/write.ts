import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it in:
 * a build that fails before this point leaves the previous output untouched.
 */
export async function writeSite(outDir: string, publicDir: string, files: Map<string, string | Uint8Array>): Promise<void> {
  const tmp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  if (await exists(publicDir)) await cp(publicDir, tmp, { recursive: true });

  const dirs = new Set<string>();
  for (const file of files.keys()) dirs.add(dirname(join(tmp, file)));
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  const entries = [...files];
  const batch = 64;
  for (let i = 0; i < entries.length; i += batch) {
    await Promise.all(entries.slice(i, i + batch).map(([file, content]) => writeFile(join(tmp, file), content)));
  }

  const hadOutput = await exists(outDir);
  if (hadOutput) await rename(outDir, old);
  await rename(tmp, outDir);
  if (hadOutput) await rm(old, { recursive: true, force: true });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
