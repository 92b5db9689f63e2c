import { Worker } from 'node:worker_threads';
import type { RawFile } from '../src/site/content-files.ts';
import { parseArticles, type ParsedArticles } from './validate.ts';

/**
 * Below this many articles a second thread costs more than it saves: it
 * loads its own copy of the parser and warms it up again. Measured with
 * `npm run bench`.
 */
export const PARALLEL_FROM = 1000;

/** Files per claim: small enough that neither thread waits long for the other at the end. */
const CHUNK = 25;

/** What the worker is handed: the files (as bytes, decoded there) and the shared counter of claimed chunks. */
export interface ParseWork {
  files: Array<{ file: string; bytes: Uint8Array }>;
  claimed: Int32Array;
}

/**
 * Parses chunks of `files` as long as there are unclaimed ones, handing
 * each chunk's result to `take`; both threads run it on the same counter,
 * so the faster one parses more (the worker starts later, and its young
 * generation is smaller).
 */
export function parseClaimed(files: RawFile[], claimed: Int32Array, take: (parsed: ParsedArticles) => void): void {
  for (let chunk = Atomics.add(claimed, 0, 1); chunk * CHUNK < files.length; chunk = Atomics.add(claimed, 0, 1)) {
    take(parseArticles(files.slice(chunk * CHUNK, (chunk + 1) * CHUNK)));
  }
}

/** A parse under way: the worker thread's part started, this thread's part run by `finish`. */
export interface ParseUnderWay {
  finish(): Promise<ParsedArticles>;
}

/**
 * Parses the articles on this thread and, for a large blog, on a worker
 * thread too, each taking the next chunk of files when done with its last,
 * then puts the results back in file order, so that errors and duplicate
 * slugs read exactly as from one thread. `worker` is the compiled
 * build/validate-worker.ts (see run.mjs); without it, everything runs here.
 * The worker starts at once and parses while this thread does other work
 * (the build loads its other content files); this thread takes its chunks
 * when `finish` is called.
 */
export function startParallelParse(files: RawFile[], worker: URL | undefined): ParseUnderWay {
  if (!worker || files.length < PARALLEL_FROM) return { finish: async () => parseArticles(files) };
  const claimed = new Int32Array(new SharedArrayBuffer(4));
  const work: ParseWork = { files: files.map((file) => ({ file: file.file, bytes: file.bytes ?? Buffer.from(file.source) })), claimed };
  // The worker sends each chunk as soon as it is parsed, then null: it keeps
  // nothing, so its collector never copies what it parsed (measured: a
  // quarter of its time went to that when it sent everything at the end).
  const parsed: ParsedArticles = { articles: [], errors: [] };
  const take = (chunk: ParsedArticles) => {
    parsed.articles.push(...chunk.articles);
    parsed.errors.push(...chunk.errors);
  };
  const other = new Promise<void>((resolve, reject) => {
    // A smaller young generation than V8's default: measured, the peak memory
    // of a 4 000-article build drops by about 30 MB for no measurable time.
    const thread = new Worker(worker, { workerData: work, resourceLimits: { maxYoungGenerationSizeMb: 12 } });
    thread.on('message', (chunk: ParsedArticles | null) => {
      if (chunk) return take(chunk);
      resolve();
      void thread.terminate();
    });
    thread.once('error', reject);
  });
  other.catch(() => {}); // reported by finish
  return {
    async finish() {
      parseClaimed(files, claimed, take);
      await other;
      const order = new Map(files.map((file, index) => [file.file, index]));
      const byFile = <T extends { file: string }>(a: T, b: T) => order.get(a.file)! - order.get(b.file)!;
      return { articles: parsed.articles.sort(byFile), errors: parsed.errors.sort(byFile) };
    },
  };
}
