import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { createProgress } from '../../build/progress.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

type Generator = typeof import('../../build/build.ts');

/**
 * The generator (build/build.ts), with build/ and src/ evaluated anew: a
 * long-running server loads it again after a code change. Packages are
 * loaded once and shared.
 */
export async function loadGenerator(): Promise<Generator> {
  // React's production build (set before React first loads): the
  // development one renders slower and warns about nothing useful here.
  process.env.NODE_ENV ??= 'production';
  return (await tsImport('../../build/build.ts', import.meta.url)) as Generator;
}

/** Builds the site (into dist/ unless `out` says otherwise) and tells the owner how it went; resolves to its success. */
export async function buildSite(generator: Generator, out?: string): Promise<boolean> {
  const started = performance.now();
  const progress = createProgress(process.stdout);
  try {
    const result = await generator.build({ root: projectRoot, out, onProgress: progress.update });
    progress.end();
    if (result.message) console.error(result.message);
    if (result.ok) console.log(`Built ${result.pages.length} pages in ${(performance.now() - started).toFixed(0)} ms.`);
    return result.ok;
  } catch (error) {
    // A component that does not compile, a bug: the previous dist/ stays.
    progress.end();
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return false;
  }
}
