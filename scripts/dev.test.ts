import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from '../tests/browser/helpers.ts';
import { copyProject } from './bench-corpus.ts';
import { freePort } from './server/listen.ts';
import { projectRoot } from './project-root.ts';

// `npm run dev` on a copy of the project: a save rebuilds in the server's
// own process and the open tabs are told to reload; a mistake keeps the
// previous site served and says why, in the terminal and over the page.

const copy = '/dev/shm/eclosion-dev-test';
let dev: ChildProcess;
let origin = '';
let log = '';
const reloads: string[] = [];

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

  test('a new page file is found and served, with no restart', async () => {
    const about = readFileSync(join(copy, 'src/about/about.page.tsx'), 'utf8');
    mkdirSync(join(copy, 'src/essai'), { recursive: true });
    await saveAndWaitForReload('src/essai/essai.page.tsx', () => about.replace("const path = '/a-propos/'", "const path = '/page-essai/'"));
    await expect.poll(() => existsSync(join(copy, 'dist/page-essai/index.html')), { timeout: 20_000 }).toBe(true);
    expect(readFileSync(join(copy, 'src/site/routes.ts'), 'utf8')).toContain("'../essai/essai.page.tsx'");
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
    const first = readdirSync(blog)
      .filter((name) => name.endsWith('.md'))
      .sort()[0]!;
    const article = readFileSync(join(blog, first), 'utf8')
      .replace(/^slug: .*$/m, 'slug: article-de-passage')
      .replace(/^title: .*$/m, 'title: "Un article de passage"');
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

describe('npm run dev in the browser', () => {
  const browser = useBrowser();

  /** A tab on `path`, once its page listens to the server. */
  async function open(path: string) {
    const tab = await browser.open({ baseURL: origin });
    const listening = tab.page.waitForResponse((response) => new URL(response.url()).pathname === '/__reload');
    await tab.page.goto(path);
    await listening;
    return tab;
  }

  test('a content mistake shows over the last good page, in every tab, until the fix reloads them', async () => {
    const file = join(copy, 'content/faq.ts');
    const good = readFileSync(file, 'utf8');
    const { page, errors } = await open('/');
    const firstQuestion = page.locator('.faq-item summary').first();
    const before = await firstQuestion.textContent();
    writeFileSync(file, good.replace(/question: '[^']+'/, 'question: 42'));
    const overlay = page.getByRole('alertdialog', { name: 'La dernière modification n’a pas été prise en compte' });
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.locator('pre').textContent()).toMatch(/content\/faq\.ts: .*question.*expected string/);
    expect(await firstQuestion.textContent()).toBe(before);

    // A tab opened while the mistake stands shows it too; Escape closes it.
    const other = await open('/a-propos/');
    const otherOverlay = other.page.getByRole('alertdialog');
    await otherOverlay.waitFor();
    expect(await otherOverlay.locator('pre').textContent()).toMatch(/content\/faq\.ts: .*question/);
    await other.page.keyboard.press('Escape');
    await otherOverlay.waitFor({ state: 'detached' });

    const reloaded = page.waitForEvent('load');
    writeFileSync(file, good.replace(/question: '[^']+'/, "question: 'Une question revue ?'"));
    await reloaded;
    await page.getByText('Une question revue').waitFor();
    expect(await overlay.count()).toBe(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await page.context().close();
    await other.page.context().close();
  });

  test('a component that does not compile shows esbuild’s message over the page, and the fix takes it away', async () => {
    const file = join(copy, 'src/about/about.page.tsx');
    const good = readFileSync(file, 'utf8');
    const { page, errors } = await open('/a-propos/');
    const heading = await page.locator('h1').textContent();
    writeFileSync(file, good.replace('<h1 ', '<h1 <'));
    const overlay = page.getByRole('alertdialog');
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.locator('pre').textContent()).toMatch(/src\/about\/about\.page\.tsx:\d+:\d+: ERROR/);
    expect(await page.locator('h1').textContent()).toBe(heading);
    await overlay.getByRole('button', { name: 'Fermer' }).click();
    await overlay.waitFor({ state: 'detached' });

    const reloaded = page.waitForEvent('load');
    writeFileSync(file, good.replace(/(<h1[^>]*>)/, '$1Version réparée '));
    await reloaded;
    await page.getByText('Version réparée').waitFor();
    expect(await overlay.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
