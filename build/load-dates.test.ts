import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { dateFiles, readCommitDates } from './load-dates.ts';

// Sitemap dates come from the content's history, not from the day of the build.

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function makeSite(): string {
  const root = mkdtempSync('/dev/shm/eclosion-dates-');
  roots.push(root);
  mkdirSync(join(root, 'content'));
  return root;
}

function write(root: string, file: string, text: string, mtime?: string): void {
  writeFileSync(join(root, file), text);
  if (mtime) utimesSync(join(root, file), new Date(mtime), new Date(mtime));
}

const git = (root: string, args: string[], date?: string) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@exemple.fr', ...args], {
    env: { ...process.env, ...(date ? { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } : {}) },
  });

const files = ['content/faq.ts', 'content/offers.ts', 'content/new.ts'];

test('a committed file is dated by its last commit, a changed or new one by its modification time', async () => {
  const root = makeSite();
  git(root, ['init', '-q']);
  write(root, 'content/faq.ts', 'a');
  write(root, 'content/offers.ts', 'a');
  git(root, ['add', '.']);
  git(root, ['commit', '-qm', 'first'], '2024-03-05T12:00:00+01:00');
  write(root, 'content/faq.ts', 'b');
  git(root, ['commit', '-qam', 'second'], '2024-06-20T23:30:00Z');
  write(root, 'content/offers.ts', 'changed, not committed', '2025-01-02T10:00:00Z');
  write(root, 'content/new.ts', 'untracked', '2025-02-03T10:00:00Z');

  const dates = dateFiles(root, files, await readCommitDates(root));
  // 23:30 UTC is already the next day in Paris.
  expect(dates).toEqual({ 'content/faq.ts': '2024-06-21', 'content/offers.ts': '2025-01-02', 'content/new.ts': '2025-02-03' });
});

test('without a repository, or without git at all, files are dated by their modification time', async () => {
  const root = makeSite();
  for (const file of files) write(root, file, 'x', '2023-07-14T09:00:00Z');
  const expected = Object.fromEntries(files.map((file) => [file, '2023-07-14']));
  expect(dateFiles(root, files, await readCommitDates(root))).toEqual(expected);

  // A repository, but no git to ask.
  git(root, ['init', '-q']);
  const path = process.env.PATH;
  process.env.PATH = root; // no git here
  try {
    expect(dateFiles(root, files, await readCommitDates(root))).toEqual(expected);
  } finally {
    process.env.PATH = path;
  }
});
