import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyProject } from './bench-corpus.ts';
import { projectRoot } from './server/build-site.ts';

// `npm run dev` on a copy of the project: a save rebuilds in the server's
// own process and the open tabs are told to reload; a mistake keeps the
// previous site served and says why.

const copy = '/dev/shm/eclosion-dev-test';
let dev: ChildProcess;
let origin = '';
let log = '';
const reloads: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Saves `file` of the copy (made if new) with `change` applied, and resolves once the tabs are told to reload (or rejects after 20 s). */
async function saveAndWaitForReload(file: string, change: (text: string) => string): Promise<void> {
  const seen = reloads.length;
  writeFileSync(join(copy, file), change(existsSync(join(copy, file)) ? readFileSync(join(copy, file), 'utf8') : ''));
  await expect.poll(() => reloads.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(seen);
}

const page = async (path: string) => (await fetch(`${origin}${path}`)).text();

beforeAll(async () => {
  copyProject(projectRoot, copy);
  const port = await freePort();
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ECLOSION_DATA_DIR: join(copy, '.data'), SITE_URL: '', SUPABASE_URL: '', GA_ID: '' },
  });
  dev.stdout!.on('data', (chunk) => (log += chunk));
  dev.stderr!.on('data', (chunk) => (log += chunk));
  for (const end = Date.now() + 60_000; !log.includes('Développement :'); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > end || dev.exitCode !== null) throw new Error(`npm run dev did not start:\n${log}`);
  }
  origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    get(`${origin}/__reload`, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (chunk.includes('event: reload')) reloads.push(chunk.toString());
      });
      resolve();
    }).on('error', reject);
  });
}, 90_000);

afterAll(() => {
  dev?.kill('SIGINT');
  rmSync(copy, { recursive: true, force: true });
});

describe('npm run dev', () => {
  test('a content edit is rebuilt and the tabs reload', async () => {
    await saveAndWaitForReload('content/faq.ts', (text) => text.replace(/question: '[^']+'/, "question: 'Une question toute neuve ?'"));
    expect(await page('/')).toContain('Une question toute neuve');
  });

  test('an edit of a page’s component is rebuilt with the new code', async () => {
    await saveAndWaitForReload('src/about/about.page.tsx', (text) => text.replace(/(<h1[^>]*>)/, '$1Édition neuve '));
    expect(await page('/a-propos/')).toContain('Édition neuve');
  });

  test('a content mistake keeps the previous site, says why, and the fix reloads', async () => {
    const before = await page('/');
    const seen = reloads.length;
    const file = join(copy, 'content/faq.ts');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/question: '[^']+'/, 'question: 42'));
    await expect.poll(() => log, { timeout: 20_000 }).toMatch(/content\/faq\.ts: .*question.*expected string/);
    expect(reloads.length).toBe(seen);
    expect(await page('/')).toBe(before);
    await saveAndWaitForReload('content/faq.ts', () => good.replace(/question: '[^']+'/, "question: 'La question réparée ?'"));
    expect(await page('/')).toContain('La question réparée');
  });

  test('an article added then removed is gone from the site it was added to', async () => {
    const blog = join(copy, 'content/blog');
    const first = readdirSync(blog).filter((name) => name.endsWith('.md')).sort()[0]!;
    const article = readFileSync(join(blog, first), 'utf8').replace(/^slug: .*$/m, 'slug: article-de-passage').replace(/^title: .*$/m, 'title: "Un article de passage"');
    await saveAndWaitForReload('content/blog/article-de-passage.md', () => article);
    expect(await page('/blog/')).toContain('Un article de passage');
    expect(existsSync(join(copy, 'dist/blog/article-de-passage/index.html'))).toBe(true);
    const seen = reloads.length;
    rmSync(join(blog, 'article-de-passage.md'));
    await expect.poll(() => reloads.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(seen);
    expect(await page('/blog/')).not.toContain('Un article de passage');
    expect(existsSync(join(copy, 'dist/blog/article-de-passage'))).toBe(false);
  });
});
