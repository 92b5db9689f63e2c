import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

// The data folder holds visitors' names, e-mails and messages (also in
// PostgreSQL's write-ahead log), so only its owner may enter it, whatever
// the umask: mkdir's mode is masked by the umask, chmod's is not.

const privateMode = 0o700;

const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, '0')}`;

/**
 * Creates `dir` with mode 0700, or brings an existing one back to 0700
 * (saying so through `log` when it was open to other users).
 */
export async function ensurePrivateFolder(dir: string, log: (line: string) => void = console.log): Promise<void> {
  const before = await lstat(dir).catch(() => undefined);
  if (before && !before.isDirectory()) throw new Error(`The data folder ${dir} is not a folder.`);
  if (!before) await mkdir(dir, { recursive: true, mode: privateMode });
  const mode = (await lstat(dir)).mode & 0o777;
  if (mode !== privateMode) await chmod(dir, privateMode);
  if (before && (mode & 0o077) !== 0) log(`Data folder ${dir} was open to other users (mode ${octal(mode)}); restricted to its owner (0700).`);
}

/**
 * Takes the group and other permissions off everything inside `dir`
 * (PGlite creates its files with mode 0666). Only for the folder's owner
 * (acquireDataLock): files may come and go while another process uses it.
 */
export async function restrictContents(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(dir, entry.name);
    const info = await lstat(path).catch(() => undefined);
    if (!info) continue;
    const mode = info.mode & 0o777;
    if ((mode & 0o077) !== 0) await chmod(path, mode & 0o700);
    if (entry.isDirectory()) await restrictContents(path);
  }
}
