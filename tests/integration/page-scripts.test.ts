import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from 'vitest';
import { pages } from '../../src/site/routes.ts';
import { islandChunk, readBuiltSite } from './built-site.ts';
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

/** The built modules a module of the output folder imports statically, as the URLs the page names them by. */
const importsIn = (out: string) => (url: string) =>
  [...readFileSync(join(out, url), 'utf8').matchAll(/\bimport\s*(?:[\w{}$,\s*]+from\s*)?"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`);

// A module found only once the script that imports it has arrived costs a
// phone on a slow network one more round trip before that script can run.
test('every module a page’s scripts import is named in its head beside them', () => {
  const { out, pages: built } = readBuiltSite();
  const staticImports = importsIn(out);
  let imported = 0;
  for (const { path, html } of built) {
    const head = html.slice(0, html.indexOf('</head>'));
    const named = [...head.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]!);
    for (const url of named) {
      for (const dependency of staticImports(url)) {
        expect(named, `${path}: ${url} imports ${dependency}`).toContain(dependency);
        imported++;
      }
    }
  }
  expect(imported).toBeGreaterThan(0);
});

// An island's code is named after it (islandChunk). The head asks for
// the code of the islands that wake with the page, and for no other: the
// booter fetches the rest when each wakes, or once the page has loaded.
test('a page’s head names the code of the islands that wake with it, and of no other island', () => {
  const { pages: built } = readBuiltSite();
  const withIslands = built.filter(({ html }) => html.includes('data-island='));
  expect(withIslands.length).toBeGreaterThan(0);
  let later = 0;
  for (const { path, html } of withIslands) {
    const head = html.slice(0, html.indexOf('</head>'));
    const named = [...head.matchAll(/<(?:script[^>]* src|link rel="modulepreload" href)="([^"]+)"/g)].map((match) => match[1]!);
    const islands = [...html.matchAll(/data-island="([^"]+)"[^>]*data-wake="([a-z]+)"/g)].map(([, name, wake]) => ({ name: name!, wake: wake! }));
    expect(islands.length, path).toBeGreaterThan(0);
    for (const { name, wake } of islands) {
      const inHead = named.some((file) => islandChunk(name).test(file));
      expect(inHead, `${path}: ${name} (wakes at ${wake})`).toBe(wake === 'load');
      if (wake !== 'load') later++;
    }
  }
  expect(later).toBeGreaterThan(0);
});

// An island that waits for the visitor to act is on the first screen: its
// code, every module it imports included, is listed for the booter to fetch
// once the page has loaded, so that the first gesture only runs it; no other
// island's code is listed.
test('a page lists for fetching ahead the whole code of its islands that wait for the visitor to act, and of no other', () => {
  const { out, pages: built } = readBuiltSite();
  const staticImports = importsIn(out);
  let listed = 0;
  for (const { path, html } of built) {
    const head = html.slice(0, html.indexOf('</head>'));
    const list = /<script type="application\/json" id="island-prefetch">([^<]*)<\/script>/.exec(head);
    const prefetched: string[] = list ? (JSON.parse(list[1]!) as string[]) : [];
    const named = [...head.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]!);
    const islands = [...html.matchAll(/data-island="([^"]+)"[^>]*data-wake="([a-z]+)"/g)].map(([, name, wake]) => ({ name: name!, wake: wake! }));
    for (const { name, wake } of islands) {
      if (wake === 'load') continue;
      expect(
        prefetched.some((file) => islandChunk(name).test(file)),
        `${path}: ${name} (wakes at ${wake})`,
      ).toBe(wake === 'interaction');
    }
    // Whatever a listed module imports is listed too, or already a script of the page.
    for (const url of prefetched) {
      for (const dependency of staticImports(url)) expect([...prefetched, ...named], `${path}: ${url} imports ${dependency}`).toContain(dependency);
    }
    listed += prefetched.length;
  }
  expect(listed).toBeGreaterThan(0);
});

// A value known only at build time (a gradient, a delay) is a rule of the
// page's own stylesheet, named after its declarations (src/ui/style-rules.ts):
// an element given such a class, in the page or in an island, finds its rule
// in the page, so it is drawn as meant before any script runs.
test('every class a page gives for a value of its own has its rule in the page', () => {
  const { pages: built } = readBuiltSite();
  const generated = /^s-(?=[a-z]*\d)[0-9a-z]{7,11}$/;
  let seen = 0;
  for (const { path, html } of built) {
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!).join('');
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter((name) => generated.test(name)));
    for (const name of classes) expect(styles, `${path}: .${name}`).toContain(`.${name}.${name}{`);
    seen += classes.size;
  }
  expect(seen).toBeGreaterThan(0);
});
