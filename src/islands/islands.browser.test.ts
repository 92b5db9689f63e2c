import { basename } from 'node:path';
import { expect, test } from 'vitest';
import { baseURL, hydrated, idle, useBrowser } from '../../tests/browser/helpers.ts';
import { islandChunk, readBuiltSite } from '../../tests/integration/built-site.ts';
import about from '../about/about.page.tsx';

// Islands: hydrated only where placed, responsive once hydrated, harmless when broken.

const browser = useBrowser();

const islandPage = '/studio-design/';
const island = 'studio-design/DesignSandbox';

test('an island answers the visitor once hydrated', async () => {
  const { page, errors } = await browser.open();
  await page.goto(`${baseURL()}${islandPage}`);
  const root = page.locator(`[data-island="${island}"]`);
  await hydrated(page, island);
  const before = await root.locator('.studio-poster-text').textContent();
  await root.getByRole('button', { name: 'Générer' }).click();
  await expect(root.locator('.studio-poster-text').textContent()).resolves.not.toBe(before);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an island is marked data-hydrated once React has committed it, not before', async () => {
  const { page, errors } = await browser.open();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${baseURL()}${islandPage}`);
  const root = page.locator(`[data-island="${island}"]`);
  // Far below the first screen, it has not woken yet.
  await expect(root.getAttribute('data-hydrated')).resolves.toBeNull();
  await hydrated(page, island);
  // Marked from an effect: the island's own effects (its listeners) have run too.
  const before = await root.locator('.studio-poster-text').textContent();
  await root.getByRole('button', { name: 'Générer' }).click();
  await expect(root.locator('.studio-poster-text').textContent()).resolves.not.toBe(before);
  // The mark's wrapper adds nothing to the tree: React's ids (useId) still match the server's HTML.
  expect(warnings.filter((warning) => warning.includes('hydration mismatch'))).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a visitor who reads only the first screen is sent no island code; once they scroll, React and the islands are fetched ahead and an island reached later only hydrates', async () => {
  const { page, errors } = await browser.open();
  const scripts: string[] = [];
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(new URL(request.url()).pathname);
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
  await idle(page);
  expect(scripts.filter((path) => islandChunk('ContactForm').test(path))).toEqual([]);
  const loaded = scripts.length;
  // The booter fetches them when the browser is idle after the first scroll,
  // each module's imports once it has arrived.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scripts.some((path) => islandChunk('ContactForm').test(path))).toBe(true);
  // None on its way, even once the browser has had time to ask for a module's imports.
  const settled = async () => {
    if (pending.size > 0) return false;
    await idle(page);
    return pending.size === 0;
  };
  await expect.poll(settled).toBe(true);
  await expect(page.locator('[data-island="ContactForm"]').getAttribute('data-hydrated')).resolves.toBeNull();
  const fetchedOnWake = scripts.length;
  await hydrated(page, 'ContactForm');
  expect(scripts.slice(fetchedOnWake)).toEqual([]);
  expect(fetchedOnWake).toBeGreaterThan(loaded);
  expect(errors).toEqual([]);
  await page.context().close();
});

/** A built page with an island that wakes with it, whichever it is. */
function pageWakingAtLoad(): { path: string; island: string } {
  for (const { path, html } of readBuiltSite().pages) {
    const found = /data-island="([^"]+)" data-wake="load"/.exec(html);
    if (found) return { path, island: found[1]! };
  }
  throw new Error('No built page has an island that wakes at load (data-wake="load")');
}

// Which code the head names is checked on every page in tests/integration/page-scripts.test.ts.
test('a page whose island wakes with it asks for React and that island before its fonts, drawn in their fallbacks meanwhile', async () => {
  const { path, island: name } = pageWakingAtLoad();
  const { page, errors } = await browser.open();
  // What the page asks for while it loads, in order: each request's type and file name.
  const requested: Array<{ type: string; file: string }> = [];
  let loading = true;
  page.once('load', () => (loading = false));
  page.on('request', (request) => {
    if (loading && ['script', 'font'].includes(request.resourceType())) requested.push({ type: request.resourceType(), file: new URL(request.url()).pathname });
  });
  await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
  await hydrated(page, name);
  const types = requested.map((request) => request.type);
  expect(types.indexOf('font')).toBeGreaterThan(types.lastIndexOf('script'));
  expect(
    requested.some((request) => islandChunk(name).test(request.file)),
    name,
  ).toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a page without islands loads no React, only the chrome script and its own', async () => {
  const { page } = await browser.open();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseURL()}/a-propos/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // What would load anything more has had its turn.
  await idle(page);
  const own = (about.scripts ?? []).map((script) => basename(script, '.client.ts'));
  expect(scripts.map((url) => /^\/assets\/([\w-]+)-\w+\.js$/.exec(url)?.[1])).toEqual(['chrome', ...own]);
  await expect(page.evaluate(() => document.querySelectorAll('[data-island]').length)).resolves.toBe(0);
  await page.context().close();
});

test('a failing island logs its name and leaves its server HTML in place', async () => {
  const { page, errors } = await browser.open();
  await page.route(islandChunk(island), (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("cassé"); }' }),
  );
  await page.goto(`${baseURL()}${islandPage}`);
  const root = page.locator(`[data-island="${island}"]`);
  const serverHtml = await root.innerHTML();
  await root.scrollIntoViewIfNeeded();
  await expect.poll(() => errors.find((error) => error.includes(`Island ${island} failed`)), { timeout: 5000 }).toBeTruthy();
  // The booter logs the failure and puts the HTML back in the same task.
  await expect(root.innerHTML()).resolves.toBe(serverHtml);
  await expect(root.getAttribute('data-hydrated')).resolves.toBeNull();
  await expect(root.getByRole('button', { name: 'Générer' }).isVisible()).resolves.toBe(true);
  await page.context().close();
});
