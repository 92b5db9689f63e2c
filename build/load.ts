import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { hashKey, type Cache } from './cache.ts';
import { dataFiles, markdownFolders, type DataKey, type RawContent, type RawFile } from '../src/site/content-files.ts';
import { dateFiles, readCommitDates } from './load-dates.ts';

/**
 * Reads every content file under `root`; checks nothing. TypeScript files'
 * compiled code is kept in `cache` by their bytes: a build where none
 * changed starts no esbuild at all. `onArticles` is handed the blog's
 * articles as soon as they are read, while esbuild and git still work: a
 * large blog's parse starts then (build/index.ts).
 */
export async function loadContent(root: string, cache?: Cache, onArticles?: (articles: RawFile[]) => void): Promise<RawContent> {
  // git answers and esbuild compiles the content files while the Markdown is read.
  const committed = readCommitDates(root);
  const entries = Promise.all(
    (Object.keys(dataFiles) as DataKey[]).map(async (key) => {
      const { file } = dataFiles[key];
      try {
        return [key, { file, ...(await importTypeScript(join(root, file), cache)) }] as const;
      } catch (error) {
        return [key, { file, error: loadError(error) }] as const;
      }
    }),
  );
  const articles = readMarkdownFolder(root, markdownFolders.articles);
  onArticles?.(articles);
  const legal = readMarkdownFolder(root, markdownFolders.legal);
  const data = Object.fromEntries(await entries) as RawContent['data'];
  // Articles and legal pages carry their own dates; the other pages are dated by their data files.
  const fileDates = dateFiles(root, Object.values(dataFiles).map(({ file }) => file), await committed);
  return { data, articles, legal, fileDates };
}

/**
 * Compiles one content file with esbuild and evaluates it: content files
 * import types only, so the module stands alone. Works the same under tsx and
 * under plain Node.
 */
async function importTypeScript(path: string, cache: Cache | undefined): Promise<{ value: unknown; hash: string }> {
  const source = readFileSync(path, 'utf8');
  const key = hashKey('content-ts', path, source);
  let code = cache?.get(key);
  if (code === undefined) {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: { contents: source, loader: 'ts', resolveDir: join(path, '..'), sourcefile: path },
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      logLevel: 'silent',
    });
    code = Buffer.from(result.outputFiles[0]!.contents).toString('base64');
    cache?.set(key, code);
  }
  const module = (await import(`data:text/javascript;base64,${code}`)) as { default?: unknown };
  return { value: module.default, hash: key };
}

function loadError(error: unknown): string {
  const failure = error as Partial<esbuild.BuildFailure>;
  const first = failure.errors?.[0];
  if (first) return first.location ? `${first.text} (line ${first.location.line})` : first.text;
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/**
 * Synchronous calls: measured, thousands of pending promises cost more than
 * the reads. Each file is stamped (RawFile.stamp) before it is read, and
 * read only when its bytes or its text are first asked for: a warm build of
 * a large blog reads only the articles whose stamp changed (at 4 000
 * articles, reading and hashing every file took 0.2 s; a stamp takes one
 * call). Bytes are kept outside the JavaScript heap, and decoded only for a
 * file the build cache does not know.
 */
function readMarkdownFolder(root: string, folder: string): RawFile[] {
  let names: string[];
  try {
    names = readdirSync(join(root, folder)).filter((name) => name.endsWith('.md')).sort();
  } catch {
    return [];
  }
  return names.map((name) => rawFile(`${folder}/${name}`, join(root, folder, name)));
}

function rawFile(file: string, path: string): RawFile {
  const stat = statSync(path);
  let bytes: Buffer | undefined;
  let source: string | undefined;
  const read = () => (bytes ??= readFileSync(path));
  return {
    file,
    stamp: {
      id: `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`,
      changed: Math.max(stat.mtimeMs, stat.ctimeMs),
    },
    get bytes() {
      return read();
    },
    get source() {
      return (source ??= read().toString('utf8'));
    },
  };
}
