import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { updateSite, writeSite, type FileContent } from '../../build/write.ts';
import { testRoot } from '../setup/paths.ts';

// The write stage: pages written, cached files copied, and the output
// swapped in only once everything is there.

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
  yield ['blog/index.html', '<!DOCTYPE html><p>Le blog</p>'];
  yield ['sitemap.xml', new TextEncoder().encode('<urlset/>')];
}

describe('write stage', () => {
  test('copies every cached file byte for byte, beside the pages and public/', () => {
    writeSite(out, publicDir, site(30));
    expect(readdirSync(join(out, 'images/partage/blog'))).toHaveLength(30);
    for (const n of [0, 6, 29]) expect(readFileSync(join(out, `images/partage/blog/article-${n}.png`)).equals(readFileSync(source(n)))).toBe(true);
    expect(readFileSync(join(out, 'blog/index.html'), 'utf8')).toBe('<!DOCTYPE html><p>Le blog</p>');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
  });

  test('a new output replaces the previous one whole: a page it no longer has is gone, and a link in it is removed, not followed', () => {
    writeSite(out, publicDir, site(3));
    mkdirSync(join(out, 'blog/ancien-article/images'), { recursive: true });
    writeFileSync(join(out, 'blog/ancien-article/index.html'), '<p>Ancien</p>');
    writeFileSync(join(out, 'blog/ancien-article/images/photo.png'), 'png');
    symlinkSync(publicDir, join(out, 'lien-vers-public'));
    writeSite(out, publicDir, site(2));
    expect(existsSync(join(out, 'blog/ancien-article'))).toBe(false);
    expect(existsSync(join(out, 'lien-vers-public'))).toBe(false);
    expect(readFileSync(join(publicDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
    expect(readdirSync(join(out, 'images/partage/blog'))).toEqual(['article-0.png', 'article-1.png']);
    expect(readdirSync(dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  test('a copy that fails fails the write, names the file and leaves the previous output in place', () => {
    writeSite(out, publicDir, site(3));
    rmSync(source(5));
    expect(() => writeSite(out, publicDir, site(10))).toThrow(/article-5\.png: cannot copy .*card-5\.png/);
    expect(readdirSync(join(out, 'images/partage/blog'))).toHaveLength(3);
    expect(readdirSync(dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(true);
  });

  test('an update in place ends with the same files as a fresh write, touching only those that changed', () => {
    writeSite(out, publicDir, site(3));
    mkdirSync(join(out, 'blog/ancien-article/images'), { recursive: true });
    writeFileSync(join(out, 'blog/ancien-article/images/photo.png'), 'png');
    const unchanged = statSync(join(out, 'sitemap.xml')).ino;
    function* edited(): Generator<readonly [string, FileContent]> {
      for (const [file, content] of site(2)) yield [file, file === 'blog/index.html' ? '<!DOCTYPE html><p>Le blog, modifié</p>' : content];
    }
    updateSite(out, publicDir, edited());
    writeSite(`${out}-fresh`, publicDir, edited());
    const files = (folder: string) => readdirSync(folder, { recursive: true }).sort();
    expect(files(out)).toEqual(files(`${out}-fresh`));
    expect(readFileSync(join(out, 'blog/index.html'), 'utf8')).toBe('<!DOCTYPE html><p>Le blog, modifié</p>');
    expect(statSync(join(out, 'sitemap.xml')).ino).toBe(unchanged);
    expect(readFileSync(join(out, 'images/partage/blog/article-1.png')).equals(readFileSync(source(1)))).toBe(true);
  });

  test('an update whose pages fail to render leaves the output as it was', () => {
    writeSite(out, publicDir, site(3));
    function* failing(): Generator<readonly [string, FileContent]> {
      yield ['blog/index.html', '<p>Nouveau</p>'];
      throw new Error('a component that throws');
    }
    expect(() => updateSite(out, publicDir, failing())).toThrow('a component that throws');
    expect(readFileSync(join(out, 'blog/index.html'), 'utf8')).toBe('<!DOCTYPE html><p>Le blog</p>');
    expect(readdirSync(join(out, 'images/partage/blog'))).toHaveLength(3);
  });
});
