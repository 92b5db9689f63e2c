import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parisDay } from '../src/text/format.ts';

// The date each content file last changed, for the sitemap's <lastmod>: the
// date of its last commit, or its modification time when it has changes not
// yet committed, is not tracked, or git is not there at all (a copy of the
// site without its history). Never the build date: a page does not change
// because it was built again.

const dateOf = (ms: number) => parisDay(new Date(ms));

function git(root: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['-C', root, ...args], { maxBuffer: 64 * 1024 * 1024, windowsHide: true }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

// Both questions in one git process: starting a process costs this one 15 to
// 30 ms (measured; more as it grows), a tenth of a small site's build. Git
// runs an alias from the repository's top folder, hence the cd.
const changedMarker = '\n@@changed@@\n';
const datesAlias =
  'alias.eclosion-dates=!f() { cd "./$GIT_PREFIX" && ' +
  'git log --relative --format=%x00%ct --name-only --no-renames -- "$1" && ' +
  `printf '${changedMarker.replace(/\n/g, '\\n')}' && ` +
  'git diff --relative --name-only HEAD -- "$1"; }; f';

/**
 * Whether git may know `root`: a `.git` in it or above it, or GIT_DIR set.
 * A copy of the site without its history starts no git process.
 */
export function inRepository(root: string): boolean {
  if (process.env.GIT_DIR) return true;
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** Last commit date of each committed, unchanged file under `folder` (paths relative to `root`). */
export async function readCommitDates(root: string, folder = 'content'): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  if (!inRepository(root)) return dates;
  // --relative: paths relative to `root`, even when the site is a folder inside a larger repository.
  const output = await git(root, ['-c', datesAlias, 'eclosion-dates', folder]);
  const split = output?.lastIndexOf(changedMarker) ?? -1;
  if (split < 0) return dates;
  const log = output!.slice(0, split);
  const changed = output!.slice(split + changedMarker.length);
  for (const entry of log.split('\0').slice(1)) {
    const [time, ...files] = entry.split('\n').filter(Boolean);
    const date = dateOf(Number(time) * 1000);
    for (const file of files) if (!dates.has(file)) dates.set(file, date);
  }
  // Changed since the last commit: the commit's date would be too old.
  for (const file of changed.split('\n').filter(Boolean)) dates.delete(file);
  return dates;
}

/** 'YYYY-MM-DD' (Europe/Paris) for each of `files`, paths relative to `root`: its commit date, or else its modification time. */
export function dateFiles(root: string, files: string[], committed: Map<string, string>): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const file of files) {
    const date = committed.get(file) ?? modifiedDate(join(root, file));
    if (date) dates[file] = date;
  }
  return dates;
}

function modifiedDate(path: string): string | undefined {
  try {
    return dateOf(statSync(path).mtimeMs);
  } catch {
    return undefined;
  }
}
