import { Worker } from 'node:worker_threads';
import type { RawFile } from '../src/site/content-files.ts';
import { parseArticles, type ParsedArticles } from './validate.ts';

/**
 * Below this many articles a second thread costs more than it saves: it
 * loads its own copy of the parser and warms it up again. Measured with
 * `npm run bench`.
 */
export const PARALLEL_FROM = 1000;

/**
 * Parses the articles on this thread and, for a large blog, on a worker
 * thread too (every other file), then puts the results back in file order,
 * so that errors and duplicate slugs read exactly as from one thread.
 * `worker` is the compiled build/validate-worker.ts (see run.mjs); without it,
 * everything runs here.
 */
export async function parseArticlesInParallel(files: RawFile[], worker: URL | undefined): Promise<ParsedArticles> {
  if (!worker || files.length < PARALLEL_FROM) return parseArticles(files);
  const theirs = files.filter((_, index) => index % 2 === 1);
  const other = new Promise<ParsedArticles>((resolve, reject) => {
    // A smaller young generation than V8's default: measured, the peak memory
    // of a 4 000-article build drops by about 30 MB for no measurable time.
    const thread = new Worker(worker, { workerData: theirs, resourceLimits: { maxYoungGenerationSizeMb: 12 } });
    thread.once('message', (parsed: ParsedArticles) => {
      resolve(parsed);
      void thread.terminate();
    });
    thread.once('error', reject);
  });
  const mine = parseArticles(files.filter((_, index) => index % 2 === 0));
  const rest = await other;
  const order = new Map(files.map((file, index) => [file.file, index]));
  const byFile = <T extends { file: string }>(a: T, b: T) => order.get(a.file)! - order.get(b.file)!;
  return {
    articles: [...mine.articles, ...rest.articles].sort(byFile),
    errors: [...mine.errors, ...rest.errors].sort(byFile),
  };
}
