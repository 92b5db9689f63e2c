import './react-production.ts';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle } from 'esbuild';
import { createProgress } from '../../build/progress.ts';
import { writeRegistries } from '../../build/registry.ts';
import { projectRoot } from '../project-root.ts';

type Generator = typeof import('../../build/build.ts');

let loads = 0;

/**
 * The generator (build/build.ts), with build/ and src/ evaluated anew: a
 * long-running server loads it again after a code change. Our code is
 * bundled by esbuild into one module (a third of the time of loading its
 * 250 files one by one); packages stay imports, loaded once and shared.
 * No source map: under tsx, Node does not apply it (stack traces pointed
 * into the bundle all the same), and reading it cost 100 to 170 ms a load.
 * The bundle is readable: each function keeps its name, each module starts
 * with a comment naming its source file.
 */
export async function loadGenerator(): Promise<Generator> {
  // A page, island or demo added or removed since the last load.
  writeRegistries(projectRoot);
  const result = await bundle({
    entryPoints: [join(projectRoot, 'build/build.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  });
  // One file per process (two commands may run side by side), written
  // again at each load and imported under a new URL (a module is imported
  // once per URL). Stack traces point into it; files of commands that have
  // ended are removed at this process's first load.
  const dir = join(projectRoot, 'node_modules/.cache/eclosion/generator');
  mkdirSync(dir, { recursive: true });
  if (loads === 0) {
    for (const name of readdirSync(dir)) {
      const pid = Number(/^build-(\d+)\.mjs$/.exec(name)?.[1]);
      if (pid !== process.pid && !isRunning(pid)) rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
  const file = join(dir, `build-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0]!.contents);
  return (await import(`${pathToFileURL(file).href}?load=${++loads}`)) as Generator;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Running, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds the site (into dist/ unless `out` says otherwise; `update`: in
 * place, see build()) and tells the owner how it went; resolves to its
 * success. `onError` gets a failed build's error as printed.
 */
export async function buildSite(
  generator: Generator,
  { out, update, onError }: { out?: string; update?: boolean; onError?: (message: string) => void } = {},
): Promise<boolean> {
  const started = performance.now();
  const progress = createProgress(process.stdout);
  try {
    const result = await generator.build({ root: projectRoot, out, update, onProgress: progress.update });
    progress.end();
    if (result.message) console.error(result.message);
    if (result.ok) console.log(`Built ${result.pages.length} pages in ${(performance.now() - started).toFixed(0)} ms.`);
    else onError?.(result.message);
    return result.ok;
  } catch (error) {
    // A component that does not compile, a bug: the previous dist/ stays.
    progress.end();
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(message);
    onError?.(message);
    return false;
  }
}
