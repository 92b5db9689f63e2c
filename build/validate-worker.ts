import { workerData, parentPort } from 'node:worker_threads';
import type { RawFile } from '../src/site/content-files.ts';
import { parseClaimed, type ParseWork } from './validate-parallel.ts';

// Parses chunks of the articles that build/validate-parallel.ts shares with
// this thread, until none is left, and sends back each chunk as it is
// parsed, then null.
const { files, claimed } = workerData as ParseWork;
const raw: RawFile[] = files.map(({ file, bytes: view }) => {
  const bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  let source: string | undefined;
  return {
    file,
    bytes,
    get source() {
      // As the load stage decodes (a BOM kept, as this thread would).
      return (source ??= bytes.toString('utf8'));
    },
  };
});
parseClaimed(raw, claimed, (parsed) => parentPort!.postMessage(parsed));
parentPort!.postMessage(null);
