import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, unlinkSync, writeSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

// A persistent store for work that depends only on its inputs' bytes and on
// the generator's version (parsed articles, rendered pages, compiled content
// files). One file, an append-only pack of records, and beside it an index
// of where each record starts. A build reads the index, then only the
// records it asks for, each with one positioned read: at 4 000 articles the
// pack holds about 60 MB, and reading it whole took a third of a second
// (fresh memory is slow to touch). Nothing in it is trusted: a file from
// another version is ignored whole; a record is handed back only if its own
// header names the key asked for and its CRC-32 holds; an index that does
// not match its pack is set aside and the pack's headers are read instead;
// a truncated or damaged record is skipped, and the build then does the
// work again and writes it anew.

/** The least a read of borrowed values takes from the pack at once. */
const WINDOW = 256 * 1024;
/** What a build without a pack gathers of its large values before writing them to the new one. */
const SPILL_BUFFER = 1 << 20;

/** Change when the record layout changes. */
const FORMAT = 'eclosion-cache 1';
const INDEX_FORMAT = 'eclosion-cache-index 3';
/** Segments appended to an index before it is written again whole. */
const MAX_SEGMENTS = 32;

export interface Cache {
  /** The value stored for `key`, or undefined. */
  get(key: string): string | undefined;
  /** The same value as UTF-8 bytes, read without decoding it. */
  getBytes(key: string): Buffer | undefined;
  /**
   * The same bytes, lent: valid until the next call to borrowBytes, which
   * may reuse their memory. For bytes used at once (a page written out).
   */
  borrowBytes(key: string): Buffer | undefined;
  /**
   * Whether a value is stored for `key`, without reading it: its bytes are
   * checked when read, and a reader must then cope with their loss.
   */
  has(key: string): boolean;
  /** The length in bytes of the value `has` answers for. */
  byteLength(key: string): number | undefined;
  /**
   * Stores `value` for `key`, 40 hexadecimal digits (hashKey makes one).
   * `rarely: true` says the next build will likely not read it (an
   * article's body): it stays out of the index.
   */
  set(key: string, value: string, options?: { rarely?: boolean }): void;
  /**
   * Writes what this build added; rewrites the file when most of it is
   * stale. What was stored stays readable afterwards (the report reads pages).
   */
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
  return { get: () => undefined, getBytes: () => undefined, borrowBytes: () => undefined, has: () => false, byteLength: () => undefined, set() {}, save() {}, stats: { hits: 0, added: 0 } };
}

/** Where a record starts in the pack (its header line), and what its header says. */
interface Slot {
  at: number;
  length: number;
  crc: number;
  /** The value, once read or written when it is small: kept in the index. */
  inline?: Buffer;
}

const recordHeader = (key: string, length: number, crc: number) => `${key} ${length} ${crc}\n`;

/**
 * Opens the pack at `file` for `version` (a hash of everything the cached
 * values depend on besides their own inputs). A missing, unreadable or
 * other-version file reads as empty.
 */
export function openCache(file: string, version: string): Cache {
  const header = `${FORMAT} ${version}\n`;
  const indexFile = `${file}.index`;
  const slots = new Map<string, Slot>();
  let fd: number | undefined;
  let size = 0;
  let inode = 0;
  let valid = false;
  // A damaged record or tail makes the next save rewrite the file: appending
  // after bytes that cannot be read would lose every later record.
  let damaged = false;
  /** What the index file holds: the pack's records up to `end`, in `segments` appended one after another. */
  let index: { end: number; segments: number } | undefined;
  /** Records of the pack the index file does not list yet. */
  const unindexed = new Set<string>();
  try {
    fd = openSync(file, 'r');
    const stat = fstatSync(fd);
    size = stat.size;
    inode = stat.ino;
    const start = Buffer.alloc(header.length);
    valid = readSync(fd, start, 0, header.length, 0) === header.length && start.toString('latin1') === header;
  } catch {
    valid = false;
  }
  if (valid) {
    index = readIndex(indexFile, version, inode, size, slots);
    damaged = !scanRecords(fd!, index?.end ?? header.length, size, slots, unindexed);
  }

  // New records, encoded at once: UTF-8 bytes outside the JS heap take half
  // the room of the strings (French text is not all Latin-1) and are written
  // as they are.
  const added = new Map<string, PackRecord>();
  const used = new Set<string>();
  const stats = { hits: 0, added: 0 };

  // A build without a usable pack (the first, or after a change of version)
  // writes a whole new one when it saves. Its large values (pages, article
  // bodies: about 90 MB at 4 000 articles) go to that new file as they are
  // stored, through one reused buffer, and are read back from it when asked
  // for: kept in memory until the save, they cost more in fresh memory
  // (slow to touch) than the reads do. Undefined until the first large
  // value; null once it cannot be written (values then stay in memory).
  let spill: Spill | null | undefined = valid ? null : undefined;

  // Values lent by borrowBytes: read through a window of the pack that is
  // reused, so consecutive records (a blog's pages, stored in the order they
  // are written) cost one read per window and no fresh memory.
  let window = Buffer.alloc(0);
  let windowAt = 0;
  let windowEnd = 0;

  let windowFd: number | undefined;

  /** A record's value from `file` at `slot`, if its header holds (in the window when `borrow`). */
  const readRecord = (file: number, key: string, slot: Slot, borrow: boolean): Buffer | undefined => {
    const head = recordHeader(key, slot.length, slot.crc);
    const size = head.length + slot.length;
    let record: Buffer | undefined;
    try {
      if (!borrow) {
        record = Buffer.allocUnsafe(size);
        if (readSync(file, record, 0, size, slot.at) !== size) record = undefined;
      } else {
        if (file !== windowFd || slot.at < windowAt || slot.at + size > windowEnd) {
          const want = Math.max(size, WINDOW);
          if (window.length < want) window = Buffer.allocUnsafeSlow(want);
          windowFd = file;
          windowAt = slot.at;
          windowEnd = windowAt + readSync(file, window, 0, want, slot.at);
        }
        record = slot.at + size <= windowEnd ? window.subarray(slot.at - windowAt, slot.at - windowAt + size) : undefined;
      }
    } catch {
      record = undefined;
    }
    return record && record.toString('latin1', 0, head.length) === head ? record.subarray(head.length) : undefined;
  };

  /** A stored value's bytes, if its header and checksum hold; in the window when `borrow`. */
  const readValue = (key: string, borrow = false): Buffer | undefined => {
    const slot = slots.get(key);
    if (slot?.inline) return slot.inline;
    if (!slot || fd === undefined) return undefined;
    const bytes = readRecord(fd, key, slot, borrow);
    if (!bytes || crc32(bytes) !== slot.crc) {
      slots.delete(key);
      damaged = true;
      return undefined;
    }
    // A small value is kept for the index (a copy when it lies in the window).
    if (bytes.length <= INLINE_LIMIT) slot.inline = borrow ? Buffer.from(bytes) : bytes;
    return bytes;
  };

  /** Stored entries this build read: the small ones stay in the index, for the next build. */
  const read = new Set<string>();
  /** Entries this build wrote that the next one will likely not read. */
  const rarely = new Set<string>();
  /** Whether a small value goes in the index: this build read it, or wrote it for the next one to read. */
  const keep = (key: string) => read.has(key) || (added.has(key) && !rarely.has(key));
  /** Notes a stored entry this build relies on: kept when the file is rewritten. */
  const use = (key: string): void => {
    if (used.has(key)) return;
    used.add(key);
    stats.hits++;
  };

  /** A value this build spilled, read back (its header checked; the file is this process's own). */
  const readSpilled = (from: Spill, key: string, slot: Slot, borrow: boolean): Buffer | undefined => {
    // Still in the buffer (a record is written whole, to the buffer or to the file).
    if (slot.at >= from.end - from.buffered) {
      try {
        flushSpill(from);
      } catch {
        keepBuffered(from, added);
        return added.get(key)?.value;
      }
    }
    return readRecord(from.fd, key, slot, borrow);
  };

  const getBytes = (key: string, borrow = false): Buffer | undefined => {
    const fresh = added.get(key);
    if (fresh !== undefined) return fresh.value;
    const spilled = spill?.slots.get(key);
    if (spilled !== undefined) return readSpilled(spill!, key, spilled, borrow);
    const bytes = readValue(key, borrow);
    if (bytes) {
      use(key);
      read.add(key);
    }
    return bytes;
  };

  return {
    stats,
    getBytes: (key) => getBytes(key),
    borrowBytes: (key) => getBytes(key, true),
    get: (key) => getBytes(key)?.toString('utf8'),
    has(key) {
      if (added.has(key) || spill?.slots.has(key)) return true;
      if (!slots.has(key)) return false;
      use(key);
      return true;
    },
    byteLength(key) {
      return added.get(key)?.value.length ?? spill?.slots.get(key)?.length ?? slots.get(key)?.length;
    },
    set(key, value, options) {
      // The pack's headers and index lines are read by this shape alone.
      if (!/^[0-9a-f]{40}$/.test(key)) throw new Error(`build cache: the key "${key}" is not 40 hexadecimal digits (hashKey makes one)`);
      if (options?.rarely) rarely.add(key);
      stats.added++;
      added.delete(key);
      spill?.slots.delete(key);
      // Never a value the index keeps inline: more UTF-16 units than its byte limit.
      // Once the new pack cannot be written (broken), values stay in memory.
      if (value.length > INLINE_LIMIT && spill !== null) {
        spill ??= startSpill(file, header);
        if (spill?.broken === false && writeSpilled(spill, key, value, added)) return;
      }
      added.set(key, encodeRecord(key, value));
    },
    save() {
      let stale = 0;
      for (const key of slots.keys()) if (!used.has(key) && !added.has(key)) stale++;
      // Another version, damage, or more stale records than live ones: a new file.
      const renew = valid ? damaged || stale > used.size : added.size > 0 || (spill?.slots.size ?? 0) > 0;
      try {
        // Its file could not be written: neither could a pack.
        if (spill?.broken) throw new Error('the new pack could not be written');
        if (renew) {
          mkdirSync(dirname(file), { recursive: true });
          rewrite();
        } else if (added.size > 0) {
          append();
        }
      } catch (error) {
        // A cache that cannot be written costs speed only.
        console.warn(`Build cache not saved (${file}): ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };

  /**
   * Whether most of the values the index keeps went unread by this build
   * (after a first build, which keeps all it wrote: the bodies of articles
   * whose pages no later build renders again). It is then written anew.
   */
  function mostlyUnread(): boolean {
    let kept = 0;
    let unread = 0;
    for (const [key, slot] of slots) {
      if (!slot.inline) continue;
      kept += slot.inline.length;
      if (!keep(key)) unread += slot.inline.length;
    }
    return unread * 2 > kept;
  }

  /**
   * Mostly live: appends what is new (O_APPEND, whole records per call: a
   * build running beside this one appends whole records too), then indexes
   * every record up to the new end.
   */
  function append(): void {
    // Read and append: the records another build added are indexed too.
    const out = openSync(file, 'a+');
    let end: number;
    try {
      const before = fstatSync(out).size;
      // Records another build appended since this one opened the pack.
      scanRecords(out, size, before, slots, unindexed);
      const fresh = [...added.values()];
      writeRecords(out, fresh);
      end = fstatSync(out).size;
      const total = fresh.reduce((sum, record) => sum + recordSize(record), 0);
      if (end - before === total) {
        let at = before;
        for (const [key, record] of added) {
          slots.set(key, slotOf(at, record));
          unindexed.add(key);
          at += recordSize(record);
        }
      } else {
        // Another build wrote in between: read the headers as they landed.
        scanRecords(out, before, end, slots, unindexed);
      }
      // Another build replaced the pack since it was opened: these offsets are not its own.
      if (fstatSync(out).ino !== inode) return;
    } finally {
      closeSync(out);
    }
    // A few records more: a segment added to the index. The whole index is
    // written again (4 MB at 4 000 articles) only now and then, or when there
    // is none to add to.
    if (index && index.segments < MAX_SEGMENTS && !mostlyUnread()) appendIndex(indexFile, end, new Map([...unindexed].map((key) => [key, slots.get(key)!])), keep);
    else writeIndex(indexFile, version, inode, end, slots, keep);
  }

  /**
   * Another version, damage, or more stale records than live ones: writes
   * what this build used into a new file, then swaps it in.
   */
  function rewrite(): void {
    // The new file a build without a pack has been writing all along, or a new one.
    const tmp = spill ? spill.file : newPackFile(file);
    if (spill) flushSpill(spill);
    const out = spill ? spill.fd : openSync(tmp, 'w');
    const kept = new Map<string, Slot>(spill?.slots);
    let at = spill?.end ?? 0;
    const batch: PackRecord[] = [];
    let batched = 0;
    const flush = () => {
      writeRecords(out, batch.splice(0));
      batched = 0;
    };
    try {
      if (!spill) {
        writeAll(out, [Buffer.from(header, 'latin1')]);
        at = header.length;
      }
      const place = (key: string, record: PackRecord) => {
        kept.set(key, slotOf(at, record));
        at += recordSize(record);
        batch.push(record);
        batched += recordSize(record);
        // A few megabytes at a time: a large blog's pack is never in memory whole.
        if (batched > 8 << 20) flush();
      };
      for (const key of used) {
        if (added.has(key)) continue;
        const value = valid ? readValue(key) : undefined;
        // Copied out of the window it may lie in (the next read reuses it).
        if (value) place(key, encodeBytes(key, Buffer.from(value)));
      }
      for (const [key, record] of added) place(key, record);
      flush();
      const written = fstatSync(out);
      // The spilled values are read from it still (the report reads pages).
      if (!spill) closeSync(out);
      renameSync(tmp, file);
      unfinished.delete(tmp);
      writeIndex(indexFile, version, written.ino, at, kept, keep);
    } catch (error) {
      if (!spill) {
        try {
          closeSync(out);
        } catch {
          // already closed
        }
      }
      throw error;
    }
  }
}

/**
 * A record on its way to the pack, `<key> <length> <crc32>\n<value>\n`, in
 * pieces handed to writev: never concatenated (a cold build of a large blog
 * stores about 100 MB, and fresh memory is slow to touch).
 */
interface PackRecord {
  head: Buffer;
  value: Buffer;
  crc: number;
}

const newline = Buffer.from('\n');
const recordSize = (record: PackRecord) => record.head.length + record.value.length + 1;

function slotOf(at: number, record: PackRecord): Slot {
  const { value, crc } = record;
  return { at, length: value.length, crc, inline: value.length <= INLINE_LIMIT ? value : undefined };
}

function encodeRecord(key: string, value: string): PackRecord {
  return encodeBytes(key, Buffer.from(value, 'utf8'));
}

function encodeBytes(key: string, value: Buffer): PackRecord {
  const crc = crc32(value);
  return { head: Buffer.from(recordHeader(key, value.length, crc), 'latin1'), value, crc };
}

/**
 * The new pack a build without one writes as it goes (build/cache.ts's
 * `spill`): its file, opened for reading and writing, written only in
 * sequence; the records it holds; the last ones still in `buffer`.
 */
interface Spill {
  file: string;
  fd: number;
  slots: Map<string, Slot>;
  /** The file's length once `buffer` is written. */
  end: number;
  buffer: Buffer;
  buffered: number;
  /** Where the value being encoded goes first (sized for the largest so far). */
  scratch: Buffer;
  /** A write failed: nothing more goes to the file. */
  broken: boolean;
}

/** New packs not saved yet: removed if the process exits first (a build stopped by content errors). */
const unfinished = new Set<string>();
process.once('exit', () => {
  for (const file of unfinished) {
    try {
      unlinkSync(file);
    } catch {
      // gone already
    }
  }
});

/** Where this process writes a new pack before it replaces `pack` (removeAbandoned knows the name). */
const newPackFile = (pack: string) => join(dirname(pack), `.${process.pid}.tmp`);

/** Opens the new pack beside `pack`, header written; null if it cannot be. */
function startSpill(pack: string, header: string): Spill | null {
  const folder = dirname(pack);
  const file = newPackFile(pack);
  try {
    mkdirSync(folder, { recursive: true });
    removeAbandoned(folder);
    const fd = openSync(file, 'w+');
    unfinished.add(file);
    const spill: Spill = { file, fd, slots: new Map(), end: 0, buffer: Buffer.allocUnsafeSlow(SPILL_BUFFER), buffered: 0, scratch: Buffer.alloc(0), broken: false };
    spill.buffered = spill.buffer.write(header, 'latin1');
    spill.end = spill.buffered;
    return spill;
  } catch {
    return null;
  }
}

/** New packs left by builds that were killed before saving (their process is gone). */
function removeAbandoned(folder: string): void {
  for (const name of readdirSync(folder)) {
    const pid = /^\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') unlinkSync(join(folder, name));
    }
  }
}

/**
 * Appends a record for `value` to the new pack. False when the file cannot
 * be written: the records still in its buffer then move to `inMemory`, so
 * that no value is lost, and the spill is marked broken.
 */
function writeSpilled(spill: Spill, key: string, value: string, inMemory: Map<string, PackRecord>): boolean {
  if (spill.scratch.length < value.length * 3) spill.scratch = Buffer.allocUnsafeSlow(value.length * 3);
  const length = spill.scratch.write(value, 'utf8');
  const bytes = spill.scratch.subarray(0, length);
  const crc = crc32(bytes);
  const head = recordHeader(key, length, crc);
  const size = head.length + length + 1;
  try {
    if (spill.buffered + size > spill.buffer.length) flushSpill(spill);
    if (size > spill.buffer.length) {
      writeAll(spill.fd, [Buffer.from(head, 'latin1'), bytes, newline]);
    } else {
      spill.buffered += spill.buffer.write(head, spill.buffered, 'latin1');
      spill.buffered += bytes.copy(spill.buffer, spill.buffered);
      spill.buffer[spill.buffered++] = 10;
    }
  } catch {
    keepBuffered(spill, inMemory);
    return false;
  }
  spill.slots.set(key, { at: spill.end, length, crc });
  spill.end += size;
  return true;
}

/**
 * After a failed write: the values only the buffer held move to `inMemory`
 * (what reached the file is read from it), and nothing more is written.
 */
function keepBuffered(spill: Spill, inMemory: Map<string, PackRecord>): void {
  spill.broken = true;
  const inFile = spill.end - spill.buffered;
  for (const [key, slot] of spill.slots) {
    if (slot.at < inFile) continue;
    const from = slot.at - inFile + recordHeader(key, slot.length, slot.crc).length;
    inMemory.set(key, encodeBytes(key, Buffer.from(spill.buffer.subarray(from, from + slot.length))));
    spill.slots.delete(key);
  }
  spill.buffered = 0;
  spill.end = inFile;
}

/** Writes what the spill's buffer holds to its file. */
function flushSpill(spill: Spill): void {
  if (spill.buffered === 0) return;
  writeAll(spill.fd, [spill.buffer.subarray(0, spill.buffered)]);
  spill.buffered = 0;
}

/** Writes whole records, a few hundred per writev call (a build appending beside this one never splits one). */
function writeRecords(fd: number, records: PackRecord[]): void {
  for (let from = 0; from < records.length; from += 170) {
    writeAll(fd, records.slice(from, from + 170).flatMap((record) => [record.head, record.value, newline]));
  }
}

/** Writes the buffers in order, 512 to a writev call. */
function writeAll(fd: number, buffers: Buffer[]): void {
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
}

/**
 * Reads record headers from `from` to `to`, later records winning, through
 * a window read a megabyte at a time and reused; stops at the first one that
 * does not make sense (a truncated tail). False if it stopped early.
 */
function scanRecords(fd: number, from: number, to: number, slots: Map<string, Slot>, found?: Set<string>): boolean {
  const window = Buffer.allocUnsafe(1 << 20);
  let windowAt = 0;
  let windowEnd = 0; // bytes of the file held: [windowAt, windowEnd)
  let at = from;
  while (at < to) {
    if (at < windowAt || at + 100 > windowEnd) {
      windowAt = at;
      windowEnd = at + readSync(fd, window, 0, Math.min(window.length, to - at), at);
    }
    const eol = window.indexOf(10, at - windowAt);
    if (eol < 0 || eol + windowAt >= windowEnd || eol + windowAt - at > 100) return false;
    const match = /^([0-9a-f]{40}) (\d+) (\d+)$/.exec(window.toString('latin1', at - windowAt, eol));
    if (!match) return false;
    const length = Number(match[2]);
    const end = windowAt + eol + 1 + length; // the record's closing newline
    if (end >= to) return false;
    slots.set(match[1]!, { at, length, crc: Number(match[3]) });
    found?.add(match[1]!);
    at = end + 1;
  }
  return true;
}

/**
 * Values up to this size that a build read are kept in the index too: the
 * next build reads thousands of them (articles' front matter, pages' cache
 * entries) with one call. Those it did not read (the bodies of articles
 * whose pages were not rendered again) stay in the pack only.
 */
const INLINE_LIMIT = 4096;

/**
 * The index written by earlier saves: where each record of the pack starts,
 * and the small values themselves. A header, then segments, each trusted
 * only whole (its own CRC-32 holds), the index only for the pack it was
 * written for (same version, same file, not shorter than it says). Returns
 * the offset up to which it speaks, the rest to be read from the pack's own
 * headers. A value kept in it is one the pack holds for its key under this
 * version: read as valid then, it is valid still.
 */
function readIndex(indexFile: string, version: string, inode: number, size: number, slots: Map<string, Slot>): { end: number; segments: number } | undefined {
  let index: Buffer;
  try {
    index = readFileSync(indexFile);
  } catch {
    return undefined;
  }
  const eol = index.indexOf(10);
  if (eol < 0 || index.toString('latin1', 0, eol) !== `${INDEX_FORMAT} ${version} ${inode}`) return undefined;
  let end = -1;
  let segments = 0;
  let at = eol + 1;
  while (at < index.length) {
    // `segment <end> <length> <crc>\n`, then its lines.
    const headEnd = index.indexOf(10, at);
    const head = /^segment (\d+) (\d+) (\d+)$/.exec(index.toString('latin1', at, Math.max(headEnd, at)));
    if (headEnd < 0 || !head) break;
    const body = index.subarray(headEnd + 1, headEnd + 1 + Number(head[2]));
    if (body.length !== Number(head[2]) || crc32(body) !== Number(head[3]) || Number(head[1]) > size) break;
    // Its CRC holds: its lines are as written (records are checked again when read).
    if (!readSegment(body, slots)) break;
    end = Math.max(end, Number(head[1]));
    segments++;
    at = headEnd + 1 + body.length;
  }
  return segments === 0 ? undefined : { end, segments };
}

/**
 * A segment's lines, `<key> <at> <length> <crc>[ i]`, each followed by its
 * value when it is kept inline; read without a regular expression (16 000
 * lines at 4 000 articles). The CRC vouches for the bytes, these checks for
 * the writer.
 */
function readSegment(body: Buffer, found: Map<string, Slot>): boolean {
  const number = (from: number, to: number): number => {
    let value = 0;
    for (let at = from; at < to; at++) {
      const digit = body[at]! - 48;
      if (digit < 0 || digit > 9) return NaN;
      value = value * 10 + digit;
    }
    return to > from ? value : NaN;
  };
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf(10, at);
    if (end < 0 || body[at + 40] !== 32) return false;
    const key = body.toString('latin1', at, at + 40);
    const second = body.indexOf(32, at + 41);
    const third = second < 0 ? -1 : body.indexOf(32, second + 1);
    if (third < 0 || third > end) return false;
    const fourth = body.indexOf(32, third + 1);
    const inline = fourth >= 0 && fourth < end;
    if (inline && (end - fourth !== 2 || body[fourth + 1] !== 105)) return false; // ' i'
    const slot: Slot = { at: number(at + 41, second), length: number(second + 1, third), crc: number(third + 1, inline ? fourth : end) };
    if (Number.isNaN(slot.at + slot.length + slot.crc)) return false;
    at = end + 1;
    if (inline) {
      slot.inline = body.subarray(at, at + slot.length);
      at += slot.length + 1;
    }
    found.set(key, slot);
  }
  return true;
}

/** A segment: its header line, then its lines. `keep`: whether a small value goes in too. */
function encodeSegment(end: number, slots: Map<string, Slot>, keep: (key: string) => boolean): Buffer[] {
  const newline = Buffer.from('\n');
  const body: Buffer[] = [];
  let crc = 0;
  let length = 0;
  const add = (piece: Buffer) => {
    body.push(piece);
    crc = crc32(piece, crc);
    length += piece.length;
  };
  for (const [key, slot] of slots) {
    const inline = slot.inline && keep(key) ? slot.inline : undefined;
    add(Buffer.from(`${key} ${slot.at} ${slot.length} ${slot.crc}${inline ? ' i' : ''}\n`, 'latin1'));
    if (inline) {
      add(inline);
      add(newline);
    }
  }
  return [Buffer.from(`segment ${end} ${length} ${crc}\n`, 'latin1'), ...body];
}

/**
 * The whole index, in one segment: `keep` says which small values go in
 * (those this build read or wrote: the next build likely reads them).
 */
function writeIndex(indexFile: string, version: string, inode: number, end: number, slots: Map<string, Slot>, keep: (key: string) => boolean): void {
  const tmp = `${indexFile}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeAll(fd, [Buffer.from(`${INDEX_FORMAT} ${version} ${inode}\n`, 'latin1'), ...encodeSegment(end, slots, keep)]);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, indexFile);
}

/** A segment added at the end of the index (one write: builds side by side append whole segments). */
function appendIndex(indexFile: string, end: number, slots: Map<string, Slot>, keep: (key: string) => boolean): void {
  const fd = openSync(indexFile, 'a');
  try {
    writeSync(fd, Buffer.concat(encodeSegment(end, slots, keep)));
  } finally {
    closeSync(fd);
  }
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
