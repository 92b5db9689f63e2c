import { parentPort, workerData } from 'node:worker_threads';
import type { RawFile } from '../src/site/content-files.ts';
import { parseArticles } from './validate.ts';

// Parses the share of the articles that build/validate-parallel.ts hands over.
parentPort!.postMessage(parseArticles(workerData as RawFile[]));
