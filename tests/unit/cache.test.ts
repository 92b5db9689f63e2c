import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { hashKey, openCache } from '../../build/cache.ts';
import { createCheckedData } from '../../build/validate-cache.ts';
import { projectRoot, testRoot } from '../setup/paths.ts';

// The build cache keeps work from one build to the next. It may lose entries;
// it must never hand back a value that was not stored for that key, whatever
// happened to the file in between.

const dir = `${testRoot}/cache-test`;
const file = `${dir}/content.pack`;
const key = (n: number) => hashKey('test', String(n));
// Every third value is larger than what the index keeps beside its pointer.
const value = (n: number) => JSON.stringify({ n, text: `Entrée numéro ${n} : « é ’ »`.repeat(n % 3 === 2 ? 200 : 1 + (n % 5)) });
const index = `${file}.index`;

function fill(count: number, version = 'v1'): void {
  const cache = openCache(file, version);
  for (let n = 0; n < count; n++) cache.set(key(n), value(n));
  cache.save();
}

/** A later build that uses the first four entries and adds four more. */
function addFourMore(): void {
  const cache = openCache(file, 'v1');
  for (let n = 0; n < 4; n++) cache.get(key(n));
  for (let n = 4; n < 8; n++) cache.set(key(n), value(n));
  cache.save();
}

/** What a fresh build finds: every key's value or undefined. */
function readAll(count: number, version = 'v1'): Array<string | undefined> {
  const cache = openCache(file, version);
  return Array.from({ length: count }, (_, n) => cache.get(key(n)));
}

beforeEach(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('build cache', () => {
  test('gives back what an earlier build stored, and nothing for unknown keys', () => {
    fill(50);
    const cache = openCache(file, 'v1');
    expect(Array.from({ length: 50 }, (_, n) => cache.get(key(n)))).toEqual(Array.from({ length: 50 }, (_, n) => value(n)));
    expect(cache.get(key(50))).toBeUndefined();
    expect(cache.stats.hits).toBe(50);
  });

  test('refuses a key its pack could not read back, rather than losing the records after it', () => {
    const cache = openCache(file, 'v1');
    expect(() => cache.set('article-stamps', 'value')).toThrow(/"article-stamps" is not 40 hexadecimal digits/);
    cache.set(key(1), value(1));
    cache.save();
    expect(readAll(2)).toEqual([undefined, value(1)]);
  });

  test('ignores a file written for another version of the generator, then replaces it', () => {
    fill(10, 'v1');
    expect(readAll(10, 'v2').every((found) => found === undefined)).toBe(true);
    fill(3, 'v2');
    expect(readAll(3, 'v2')).toEqual([0, 1, 2].map(value));
    expect(readFileSync(file, 'latin1')).not.toContain(' v1\n');
  });

  test('a truncated file keeps the whole records before the cut, and the next save repairs it', () => {
    fill(20);
    const size = readFileSync(file).length;
    truncateSync(file, Math.floor(size * 0.6));
    // (A first build writes its large values first: the cut is not in key order.)
    const found = readAll(20);
    const kept = found.filter((entry) => entry !== undefined).length;
    expect(kept).toBeGreaterThan(1);
    expect(kept).toBeLessThan(20);
    expect(found.map((entry, n) => entry ?? value(n))).toEqual(Array.from({ length: 20 }, (_, n) => value(n)));
    // The build redoes the lost work and stores it: all of it is found again.
    const cache = openCache(file, 'v1');
    for (let n = 0; n < 20; n++) if (cache.get(key(n)) === undefined) cache.set(key(n), value(n));
    cache.save();
    expect(readAll(20)).toEqual(Array.from({ length: 20 }, (_, n) => value(n)));
  });

  test('a damaged record is never returned, from the pack or from its index', () => {
    fill(6);
    // Same length, still valid JSON: only the checksums can tell.
    for (const damaged of [file, index]) {
      const bytes = readFileSync(damaged);
      for (const n of [3, 5]) bytes[bytes.indexOf(Buffer.from(`numéro ${n}`))] = 'N'.charCodeAt(0);
      writeFileSync(damaged, bytes);
    }
    expect(readAll(6)).toEqual([value(0), value(1), value(2), undefined, value(4), undefined]);
  });

  test('a damaged or missing index costs nothing but time: the pack is read instead', () => {
    fill(12);
    const bytes = readFileSync(index);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 1, bytes.length - 10);
    writeFileSync(index, bytes);
    expect(readAll(12)).toEqual(Array.from({ length: 12 }, (_, n) => value(n)));
    rmSync(index);
    expect(readAll(12)).toEqual(Array.from({ length: 12 }, (_, n) => value(n)));
  });

  test('an index written for another pack never hands back a value stored for another key', () => {
    fill(12);
    const old = readFileSync(index);
    // Another pack in its place, its records where the old index points.
    rmSync(file);
    const cache = openCache(file, 'v1');
    for (let n = 11; n >= 0; n--) cache.set(key(n + 100), value(n));
    cache.save();
    writeFileSync(index, old);
    const found = openCache(file, 'v1');
    for (let n = 0; n < 12; n++) expect([value(n), undefined]).toContain(found.get(key(n)));
    for (let n = 0; n < 12; n++) expect(found.get(key(n + 100))).toBe(value(n));
  });

  test('a save adds a segment to the index rather than writing it again; a damaged segment costs only what it lists', () => {
    fill(4);
    const first = readFileSync(index);
    addFourMore();
    const both = readFileSync(index);
    expect(both.subarray(0, first.length).equals(first)).toBe(true);
    expect(both.length).toBeGreaterThan(first.length);
    expect(readAll(8)).toEqual(Array.from({ length: 8 }, (_, n) => value(n)));
    both.writeUInt8(both.readUInt8(both.length - 3) ^ 1, both.length - 3);
    writeFileSync(index, both);
    expect(readAll(8)).toEqual(Array.from({ length: 8 }, (_, n) => value(n)));
  });

  test('records another build appended after the index was written are found too', () => {
    fill(4);
    const index4 = readFileSync(index);
    addFourMore();
    writeFileSync(index, index4); // as if that build had not written its index
    expect(readAll(8)).toEqual(Array.from({ length: 8 }, (_, n) => value(n)));
  });

  test('garbage, an empty file or a missing file read as an empty cache', () => {
    for (const content of ['', 'not a cache at all', `eclosion-cache 1 v1\n${'f'.repeat(40)} 99999 1\n{}`]) {
      writeFileSync(file, content);
      expect(readAll(3)).toEqual([undefined, undefined, undefined]);
    }
    rmSync(file);
    expect(readAll(1)).toEqual([undefined]);
  });

  test('drops the entries no build uses any more once they outnumber the live ones', () => {
    fill(40);
    const before = readFileSync(file).length;
    // A build that uses only five of them and adds one.
    const cache = openCache(file, 'v1');
    for (let n = 0; n < 5; n++) cache.get(key(n));
    cache.set(key(100), value(100));
    cache.save();
    expect(readFileSync(file).length).toBeLessThan(before / 3);
    expect(readAll(6).slice(0, 5)).toEqual([0, 1, 2, 3, 4].map(value));
    expect(openCache(file, 'v1').get(key(100))).toBe(value(100));
  });

  test('data files checked by an earlier build come back only when JSON keeps them whole', () => {
    const cache = openCache(file, 'v1');
    const checked = createCheckedData(cache);
    const plain = { title: 'Éclosion Web', prices: [490, 990.5], legal: { siret: null, live: false } };
    checked.set('plain', plain);
    checked.set('undefined', { title: 'Titre', subtitle: undefined });
    checked.set('date', { published: new Date(0) });
    checked.set('hole', { list: [1, , 3] });
    checked.set('infinite', { max: Infinity });
    cache.save();
    const next = createCheckedData(openCache(file, 'v1'));
    expect(next.get('plain')).toEqual(plain);
    for (const hash of ['undefined', 'date', 'hole', 'infinite', 'unknown']) expect(next.get(hash)).toBeUndefined();
  });

  test("a first build's large values are written to the new pack as they come, and read back before and after the save", () => {
    const first = openCache(file, 'v1');
    // Ten values of about 80 kB each: more than the buffer that gathers them before each write.
    const big = (n: number) => `${value(n)} ${'Une phrase de page, accentuée : é, ’, « ».'.repeat(2000)}`;
    for (let n = 0; n < 10; n++) first.set(key(n), big(n));
    first.set(key(10), value(10));
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toHaveLength(1);
    for (const n of [9, 0, 5]) expect(first.get(key(n))).toBe(big(n));
    expect(first.borrowBytes(key(3))?.toString('utf8')).toBe(big(3));
    expect(first.byteLength(key(4))).toBe(Buffer.byteLength(big(4)));
    first.save();
    expect(readdirSync(dir).sort()).toEqual(['content.pack', 'content.pack.index']);
    expect(first.get(key(7))).toBe(big(7));
    expect(first.get(key(10))).toBe(value(10));
    expect(readAll(11)).toEqual([...Array.from({ length: 10 }, (_, n) => big(n)), value(10)]);
  });

  test('a first build stopped before its save leaves no new pack behind, nor does a killed one', () => {
    const script = `
      import { openCache } from './build/cache.ts';
      const cache = openCache(${JSON.stringify(file)}, 'v1');
      cache.set('${key(1)}', 'é'.repeat(10000));
      process.exit(1);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
    // What a killed build left (its process is gone) goes at the next first build.
    writeFileSync(`${dir}/.999999999.tmp`, 'eclosion-cache 1 v1\n');
    const cache = openCache(file, 'v1');
    cache.set(key(1), 'é'.repeat(10000));
    expect(readdirSync(dir)).toEqual([`.${process.pid}.tmp`]);
  });
});
