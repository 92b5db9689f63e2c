import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { hashFiles, openCache, whileUnchanged } from '../../build/cache.ts';
import { testRoot } from '../setup/paths.ts';

// The build cache keeps work from one build to the next. It may lose entries;
// it must never hand back a value that was not stored for that key, whatever
// happened to its files in between.

const dir = `${testRoot}/cache-test`;
const value = (n: number) => ({ n, text: `Entrée numéro ${n} : « é ’ »` });

/** A build that stores `count` values, keyed by their number; returns the keys. */
function fill(count: number): string[] {
  const cache = openCache(dir);
  const keys = Array.from({ length: count }, (_, n) => cache.key('test', String(n)));
  keys.forEach((key, n) => cache.set(key, value(n), `test ${n}`));
  cache.save();
  return keys;
}

/** What a later build finds for each key. */
function readAll(keys: string[]): unknown[] {
  const cache = openCache(dir);
  return keys.map((key) => cache.get(key));
}

beforeEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('build cache', () => {
  test('gives back what an earlier build stored, and nothing for unknown keys', () => {
    const keys = fill(5);
    const cache = openCache(dir);
    expect(keys.map((key) => cache.get(key))).toEqual([0, 1, 2, 3, 4].map(value));
    expect(cache.get(cache.key('test', '5'))).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 5, added: 0 });
  });

  test('is a manifest and one JSON file per entry, named by its key, readable with standard tools', () => {
    const keys = fill(2);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({ format: 1, entries: { [keys[0]!]: 'test 0', [keys[1]!]: 'test 1' } });
    expect(JSON.parse(readFileSync(join(dir, `${keys[1]}.json`), 'utf8'))).toEqual({ key: keys[1], value: value(1) });
  });

  test('keeps only what the last build used', () => {
    const keys = fill(4);
    const cache = openCache(dir);
    cache.get(keys[0]!);
    cache.get(keys[2]!);
    cache.save();
    expect(readdirSync(dir).sort()).toEqual([`${keys[0]}.json`, `${keys[2]}.json`, 'manifest.json'].sort());
    expect(readAll(keys)).toEqual([value(0), undefined, value(2), undefined]);
  });

  test('a build that uses none of the entries (another version of the code: other keys) leaves none behind', () => {
    fill(3);
    openCache(dir).save();
    expect(readdirSync(dir)).toEqual(['manifest.json']);
  });

  test('a truncated, damaged or foreign file is a miss, never a wrong value', () => {
    const keys = fill(4);
    truncateSync(join(dir, `${keys[0]}.json`), 20);
    writeFileSync(join(dir, `${keys[1]}.json`), '{"key":"autre","value":{"n":99}}');
    writeFileSync(join(dir, `${keys[2]}.json`), readFileSync(join(dir, `${keys[3]}.json`)));
    expect(readAll(keys)).toEqual([undefined, undefined, undefined, value(3)]);

    for (const damaged of [
      '{"format":1,"entr',
      '[]',
      'null',
      '{"format":1,"entries":[]}',
      `{"format":2,"entries":{"${keys[0]}":"test 0","${keys[1]}":"test 1"}}`,
    ]) {
      fill(2);
      writeFileSync(join(dir, 'manifest.json'), damaged);
      expect(readAll(keys.slice(0, 2))).toEqual([undefined, undefined]);
    }
  });

  test('the code’s version changes with any file of it and with the installed packages', () => {
    const project = join(dir, 'project');
    mkdirSync(join(project, 'src/blog'), { recursive: true });
    writeFileSync(join(project, 'package-lock.json'), '{}');
    writeFileSync(join(project, 'src/blog/article.ts'), 'export const a = 1;');
    writeFileSync(join(project, 'src/other.ts'), '');
    const first = hashFiles(project, ['src']);
    expect(hashFiles(project, ['src'])).toBe(first);
    expect(hashFiles(project, ['src/blog/article.ts', 'src/other.ts'])).toBe(first);
    writeFileSync(join(project, 'src/blog/article.ts'), 'export const a = 2;');
    const second = hashFiles(project, ['src']);
    expect(second).not.toBe(first);
    writeFileSync(join(project, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(hashFiles(project, ['src'])).not.toBe(second);
    rmSync(join(project, 'src/other.ts'));
    expect(hashFiles(project, ['src/blog/article.ts', 'src/other.ts'])).not.toBe(hashFiles(project, ['src']));
  });

  test('a value kept in the process is worked out again once a file it read changes, or when the file was saved while it was read', async () => {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'faq.ts');
    const save = (text: string, secondsAgo: number) => {
      writeFileSync(file, text);
      const then = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(file, then, then);
    };
    let made = 0;
    const read = (key: string, during?: () => void) =>
      whileUnchanged(key, async () => {
        made++;
        const text = readFileSync(file, 'utf8');
        during?.();
        return { value: text, files: [file] };
      });
    save('première', 60);
    expect([await read('a'), await read('a'), made]).toEqual(['première', 'première', 1]);
    save('seconde', 30);
    expect([await read('a'), made]).toEqual(['seconde', 2]);
    // Saved again while it was read: the next call reads the file again.
    expect(await read('b', () => writeFileSync(file, 'troisième'))).toBe('seconde');
    expect([await read('b'), made]).toEqual(['troisième', 4]);
  });
});
