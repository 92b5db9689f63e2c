import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

// A persistent store for work that depends only on its inputs' bytes and on
// the generator's version (parsed articles, rendered pages; later, generated
// images). One file, an append-only pack of records, read in one call; a
// record's value is decoded only when asked for. Nothing in it is trusted:
// a file from another version is ignored whole, a truncated or damaged record
// is skipped (length and CRC-32 are checked), and the build then does the
// work again and writes it anew.

/** Change when the record layout changes. */
const FORMAT = 'eclosion-cache 1';

export interface Cache {
  /** The value stored for `key`, or undefined. */
  get(key: string): string | undefined;
  /** The same value as UTF-8 bytes, without decoding or copying it (a view into the file read). */
  getBytes(key: string): Buffer | undefined;
  /** Whether an intact value is stored for `key`, without decoding it. */
  has(key: string): boolean;
  set(key: string, value: string): void;
  /** Writes what this build added; rewrites the file when most of it is stale. */
  save(): void;
  /** Entries found and entries added, for --profile. */
  readonly stats: { hits: number; added: number };
}

/**
 * One hex key over several strings, each prefixed with its length so that
 * ['ab', 'c'] ≠ ['a', 'bc']. Hashed as UTF-16 code units: lossless, and
 * measured three times cheaper than encoding French text to UTF-8 first.
 */
export function hashKey(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(`${part.length}:`, 'latin1').update(part, 'utf16le');
  return hash.digest('hex');
}

/** A cache that keeps nothing: `--no-cache`, or no known generator version. */
export function createNullCache(): Cache {
  return { get: () => undefined, getBytes: () => undefined, has: () => false, set() {}, save() {}, stats: { hits: 0, added: 0 } };
}

interface Slot {
  start: number;
  end: number;
  crc: number;
}

/**
 * Opens the pack at `file` for `version` (a hash of everything the cached
 * values depend on besides their own inputs). A missing, unreadable or
 * other-version file reads as empty.
 */
export function openCache(file: string, version: string): Cache {
  const header = `${FORMAT} ${version}\n`;
  let pack: Buffer | undefined;
  try {
    pack = readFileSync(file);
  } catch {
    pack = undefined;
  }
  const slots = new Map<string, Slot>();
  const valid = pack !== undefined && pack.length >= header.length && pack.toString('latin1', 0, header.length) === header;
  // A damaged record or tail makes the next save rewrite the file: appending
  // after bytes that cannot be read would lose every later record.
  let damaged = valid && !indexRecords(pack!, header.length, slots);

  // New records, encoded at once: UTF-8 bytes outside the JS heap take half
  // the room of the strings (French text is not all Latin-1) and are written
  // as they are.
  const added = new Map<string, Buffer>();
  const used = new Set<string>();
  const stats = { hits: 0, added: 0 };
  const checked = new Set<string>();

  /** A stored value's bytes, if its checksum holds (checked once per build). */
  const check = (key: string): Buffer | undefined => {
    const slot = slots.get(key);
    if (!slot || !pack) return undefined;
    const bytes = pack.subarray(slot.start, slot.end);
    if (checked.has(key)) return bytes;
    if (crc32(bytes) !== slot.crc) {
      slots.delete(key);
      damaged = true;
      return undefined;
    }
    checked.add(key);
    return bytes;
  };

  const getBytes = (key: string): Buffer | undefined => {
    const fresh = added.get(key);
    if (fresh !== undefined) return recordValue(fresh);
    const bytes = check(key);
    if (!bytes) return undefined;
    if (!used.has(key)) stats.hits++;
    used.add(key);
    return bytes;
  };

  return {
    stats,
    getBytes,
    get: (key) => getBytes(key)?.toString('utf8'),
    has(key) {
      return added.has(key) || check(key) !== undefined;
    },
    set(key, value) {
      added.set(key, encodeRecord(key, value));
      stats.added++;
    },
    save() {
      if (added.size === 0 && !damaged && (!valid || used.size === slots.size)) return;
      const fresh = [...added.values()];
      const stale = slots.size - used.size;
      try {
        mkdirSync(dirname(file), { recursive: true });
        if (valid && !damaged && stale <= used.size) {
          // Mostly live: append what is new (one write, O_APPEND; a build
          // running beside this one appends whole records too).
          if (fresh.length > 0) writeAll(file, 'a', fresh);
          return;
        }
        // Another version, or more stale records than live ones: rewrite
        // with what this build used, then swap it in.
        const kept = [...used].filter((key) => !added.has(key)).map((key) => copyRecord(pack!, key, slots.get(key)!));
        const tmp = join(dirname(file), `.${process.pid}.tmp`);
        writeAll(tmp, 'w', [Buffer.from(header, 'latin1'), ...kept, ...fresh]);
        renameSync(tmp, file);
      } catch (error) {
        // A cache that cannot be written costs speed only.
        console.warn(`Build cache not saved (${file}): ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/** Record: `<key> <length> <crc32>\n<value>\n`. */
function encodeRecord(key: string, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from(`${key} ${bytes.length} ${crc32(bytes)}\n`, 'latin1'), bytes, Buffer.from('\n')]);
}

/** The value of an encoded record, as a view into it. */
function recordValue(record: Buffer): Buffer {
  return record.subarray(record.indexOf(10) + 1, record.length - 1);
}

function copyRecord(pack: Buffer, key: string, slot: Slot): Buffer {
  return Buffer.concat([Buffer.from(`${key} ${slot.end - slot.start} ${slot.crc}\n`, 'latin1'), pack.subarray(slot.start, slot.end + 1)]);
}

/**
 * Writes the buffers in order, in batches of writev calls. In append mode
 * each call adds whole records, so a build running beside this one never
 * splits a record.
 */
function writeAll(file: string, flags: 'a' | 'w', buffers: Buffer[]): void {
  const fd = openSync(file, flags);
  try {
    for (let from = 0; from < buffers.length; from += 512) {
      const batch = buffers.slice(from, from + 512);
      const size = batch.reduce((total, buffer) => total + buffer.length, 0);
      let written = writevSync(fd, batch);
      if (written < size) {
        // A short write (rare): finish the batch from where it stopped.
        const rest = Buffer.concat(batch);
        while (written < size) written += writeSync(fd, rest, written);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads record headers, later records winning; stops at the first one that
 * does not make sense (a truncated tail). False if it stopped early.
 */
function indexRecords(pack: Buffer, from: number, slots: Map<string, Slot>): boolean {
  let at = from;
  while (at < pack.length) {
    const eol = pack.indexOf(10, at);
    if (eol < 0 || eol - at > 100) return false;
    const match = /^([0-9a-f]{40}) (\d+) (\d+)$/.exec(pack.toString('latin1', at, eol));
    if (!match) return false;
    const start = eol + 1;
    const end = start + Number(match[2]);
    if (end >= pack.length || pack[end] !== 10) return false;
    slots.set(match[1]!, { start, end, crc: Number(match[3]) });
    at = end + 1;
  }
  return true;
}

/**
 * The version every cached value depends on: the compiled generator (our
 * code and the lock files, see run.mjs), the packages that shape the output,
 * and Node itself (Unicode tables of the regular expressions). Undefined when
 * the generator runs uncompiled (tsx), whose code nothing fingerprints.
 */
export function readCacheVersion(root: string, generatorKey: string | undefined): string | undefined {
  if (!generatorKey) return undefined;
  const packages = ['remark', 'remark-html', 'gray-matter', 'zod', 'react', 'react-dom'].map((name) => {
    try {
      return `${name}@${(JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`;
    } catch {
      return `${name}@missing`;
    }
  });
  return hashKey(FORMAT, generatorKey, process.version, ...packages);
}
