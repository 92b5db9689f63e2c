import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { dataFiles, markdownFolders, type DataKey, type RawContent, type RawFile } from '../src/site/content-files.ts';
import { dateFiles, readCommitDates } from './load-dates.ts';

/** Reads every content file under `root`; checks nothing. */
export async function loadContent(root: string): Promise<RawContent> {
  // git answers while esbuild compiles the content files.
  const committed = readCommitDates(root);
  const entries = await Promise.all(
    (Object.keys(dataFiles) as DataKey[]).map(async (key) => {
      const { file } = dataFiles[key];
      try {
        return [key, { file, value: await importTypeScript(join(root, file)) }] as const;
      } catch (error) {
        return [key, { file, error: loadError(error) }] as const;
      }
    }),
  );
  const articles = readMarkdownFolder(root, markdownFolders.articles);
  const legal = readMarkdownFolder(root, markdownFolders.legal);
  const files = [...Object.values(dataFiles).map(({ file }) => file), ...articles.map(({ file }) => file), ...legal.map(({ file }) => file)];
  const fileDates = dateFiles(root, files, await committed);
  return { data: Object.fromEntries(entries) as RawContent['data'], articles, legal, fileDates };
}

/**
 * Compiles one content file with esbuild and evaluates it: content files
 * import types only, so the module stands alone. Works the same under tsx and
 * under plain Node.
 */
async function importTypeScript(path: string): Promise<unknown> {
  const result = await esbuild.build({
    entryPoints: [path],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(result.outputFiles[0]!.contents).toString('base64');
  const module = (await import(`data:text/javascript;base64,${code}`)) as { default?: unknown };
  return module.default;
}

function loadError(error: unknown): string {
  const failure = error as Partial<esbuild.BuildFailure>;
  const first = failure.errors?.[0];
  if (first) return first.location ? `${first.text} (line ${first.location.line})` : first.text;
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/** Synchronous reads: measured, thousands of pending promises cost more than the reads. */
function readMarkdownFolder(root: string, folder: string): RawFile[] {
  let names: string[];
  try {
    names = readdirSync(join(root, folder)).filter((name) => name.endsWith('.md')).sort();
  } catch {
    return [];
  }
  return names.map((name) => ({ file: `${folder}/${name}`, source: readFileSync(join(root, folder, name), 'utf8') }));
}
