import { basename } from 'node:path';
import { expect, test } from 'vitest';
import { pages } from '../../src/site/routes.ts';
import { readBuiltSite } from './built-site.ts';
import { loadSite } from './site-content.ts';

// A page's own browser code (PageModule.scripts, a *.client.ts beside it)
// is loaded by that page's routes and by no other; the chrome by all.

test('each page loads the chrome and its own scripts, and no other page’s', async () => {
  const { content } = await loadSite();
  const { pages: built } = readBuiltSite();
  const ownScripts = new Map(pages.flatMap((page) => page.routes(content).map((route) => [route.path, page.scripts ?? []] as const)));
  const everyScript = [...new Set(pages.flatMap((page) => page.scripts ?? []))];
  expect(everyScript.length).toBeGreaterThan(0);
  const loads = (html: string, script: string) => new RegExp(`<script type="module" src="/assets/${basename(script, '.client.ts')}-\\w+\\.js"`).test(html);
  for (const { path, html } of built) {
    const own = ownScripts.get(path);
    expect(own, `${path}: a page no module routes`).toBeDefined();
    expect(loads(html, 'chrome/chrome.client.ts'), path).toBe(true);
    for (const script of everyScript) expect(loads(html, script), `${path}: ${script}`).toBe(own!.includes(script));
  }
});
