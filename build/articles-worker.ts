import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { RawFile } from '../src/content/registry.ts';
import { parseArticles, type ParsedArticles } from './validate.ts';

// Markdown parsing is most of a large blog's build: past a few hundred
// articles, the second core parses half of them while this one does the rest.

const PARALLEL_FROM = 400;

export async function parseArticlesInParallel(files: RawFile[]): Promise<ParsedArticles> {
  if (files.length < PARALLEL_FROM) return parseArticles(files);
  const half = Math.floor(files.length / 2);
  // The worker loads this file through tsx, as the main thread did.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: files.slice(half) });
  const theirs = new Promise<ParsedArticles>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const mine = parseArticles(files.slice(0, half));
  const other = await theirs;
  await worker.terminate();
  return { articles: [...mine.articles, ...other.articles], errors: [...mine.errors, ...other.errors] };
}

if (!isMainThread && parentPort) parentPort.postMessage(parseArticles(workerData as RawFile[]));
