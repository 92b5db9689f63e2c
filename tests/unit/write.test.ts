import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { writeSite, type FileContent } from '../../build/write.ts';
import { testRoot } from '../setup/paths.ts';

// The write stage: pages written from pieces, cached files copied (the
// first thousand by libuv's threads, the rest by a worker thread), and the
// output swapped in only once everything is there.

const dir = `${testRoot}/write-test`;
const out = join(dir, 'dist');
const publicDir = join(dir, 'public');
const source = (n: number) => join(dir, 'cache', `card-${n % 7}.png`);

beforeEach(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'cache'), { recursive: true });
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(join(publicDir, 'robots.txt'), 'User-agent: *\n');
  for (let n = 0; n < 7; n++) writeFileSync(source(n), Buffer.alloc(2000 + n, n));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function* site(copies: number): Generator<readonly [string, FileContent]> {
  for (let n = 0; n < copies; n++) yield [`images/partage/blog/article-${n}.png`, { copyOf: source(n) }];
  yield ['blog/index.html', [Buffer.from('<!DOCTYPE html><p>'), Buffer.from('Le blog'), Buffer.from('</p>')]];
  yield ['sitemap.xml', '<urlset/>'];
}

describe('write stage', () => {
  test('copies every cached file, past the thousand that libuv copies, byte for byte', async () => {
    await writeSite(out, publicDir, site(1300));
    const copied = readdirSync(join(out, 'images/partage/blog'));
    expect(copied).toHaveLength(1300);
    for (const n of [0, 999, 1000, 1001, 1299]) expect(readFileSync(join(out, `images/partage/blog/article-${n}.png`)).equals(readFileSync(source(n)))).toBe(true);
    expect(readFileSync(join(out, 'blog/index.html'), 'utf8')).toBe('<!DOCTYPE html><p>Le blog</p>');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
  });

  test('a copy that fails, on either side of the thousand, fails the write and leaves the previous output in place', async () => {
    await writeSite(out, publicDir, site(3));
    for (const missing of [10, 1200]) {
      rmSync(source(missing));
      await expect(writeSite(out, publicDir, site(1300))).rejects.toThrow(/card-\d\.png/);
      expect(readdirSync(join(out, 'images/partage/blog'))).toHaveLength(3);
      writeFileSync(source(missing), Buffer.alloc(2000 + (missing % 7), missing % 7));
    }
    expect(readdirSync(dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(true);
  });
});
