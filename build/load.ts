import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataFiles, markdownFolders, type DataKey, type RawContent, type RawFile } from '../src/content/registry.ts';

/** Reads every content file under `root`; checks nothing. */
export async function loadContent(root: string): Promise<RawContent> {
  const entries = await Promise.all(
    (Object.keys(dataFiles) as DataKey[]).map(async (key) => {
      const { file } = dataFiles[key];
      try {
        const module = (await import(pathToFileURL(join(root, file)).href)) as { default?: unknown };
        return [key, { file, value: module.default }] as const;
      } catch (error) {
        return [key, { file, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }] as const;
      }
    }),
  );
  const [articles, legal] = await Promise.all([
    readMarkdownFolder(root, markdownFolders.articles),
    readMarkdownFolder(root, markdownFolders.legal),
  ]);
  return { data: Object.fromEntries(entries) as RawContent['data'], articles, legal };
}

async function readMarkdownFolder(root: string, folder: string): Promise<RawFile[]> {
  let names: string[];
  try {
    names = (await readdir(join(root, folder))).filter((name) => name.endsWith('.md')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => ({
      file: `${folder}/${name}`,
      source: await readFile(join(root, folder, name), 'utf8'),
    })),
  );
}
