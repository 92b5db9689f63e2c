import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileFunction } from 'node:vm';
import { build, type BuildFailure } from 'esbuild';
import { dataFiles, markdownFolders, type DataKey, type RawContent, type RawFile } from '../src/site/content-files.ts';
import { whileUnchanged } from './cache.ts';
import { dateFiles, inRepository, readCommitDates } from './load-dates.ts';

/** Reads every content file under `root`; checks nothing. */
export async function loadContent(root: string): Promise<RawContent> {
  // git answers while the content files are compiled and the Markdown is read.
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
  const data = Object.fromEntries(entries) as RawContent['data'];
  const articles = readMarkdownFolder(root, markdownFolders.articles);
  const legal = readMarkdownFolder(root, markdownFolders.legal);
  // Pages are dated by their data files (articles and legal pages carry their own dates).
  const commits = await committed;
  const fileDates = dateFiles(
    root,
    Object.values(dataFiles).map(({ file }) => file),
    commits,
  );
  // When each legal page's text last changed (its last commit, or the day of
  // an edit not yet committed): the page's « Dernière mise à jour ». A copy
  // without history has only its files' times, as new as the copy: there a
  // date the page states wins (src/legal/legal-dates.ts).
  const legalChanged = dateFiles(
    root,
    legal.map(({ file }) => file),
    commits,
  );
  const legalHistory = inRepository(root);
  return { data, articles, legal, fileDates, legalChanged, legalHistory };
}

/**
 * Compiles one content file with esbuild and evaluates it: content files
 * import types only, so the module stands alone. It runs as CommonJS,
 * compiled by Node's vm as Node's own loader does: an import() here (of a
 * data: URL) would make tsx rewrite the whole generator with a source map
 * at each load of `npm run dev` (eslint.config.js). Evaluated anew when it or
 * a file it imports changed (whileUnchanged), so a long-running process such
 * as the dev server always sees the file as it is on disk, and a rebuild
 * after an edit evaluates that file alone. The value is shared between
 * builds: nothing changes it (validation makes new objects).
 */
function importTypeScript(path: string): Promise<unknown> {
  return whileUnchanged(`content file\0${path}`, async () => {
    const result = await build({
      stdin: { contents: readFileSync(path, 'utf8'), loader: 'ts', resolveDir: join(path, '..'), sourcefile: path },
      bundle: true,
      format: 'cjs',
      platform: 'neutral',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const module = { exports: {} as { default?: unknown } };
    compileFunction(result.outputFiles[0]!.text, ['module', 'exports'], { filename: path })(module, module.exports);
    // esbuild names the files it read relative to the working directory.
    const imported = Object.keys(result.metafile.inputs)
      .filter((file) => file !== '<stdin>')
      .map((file) => resolve(file));
    return { value: module.exports.default, files: [path, ...imported] };
  });
}

function loadError(error: unknown): string {
  const failure = error as Partial<BuildFailure>;
  const first = failure.errors?.[0];
  if (first) return first.location ? `${first.text} (line ${first.location.line})` : first.text;
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

function readMarkdownFolder(root: string, folder: string): RawFile[] {
  let names: string[];
  try {
    names = readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => ({ file: `${folder}/${name}`, source: readFileSync(join(root, folder, name), 'utf8') }));
}
