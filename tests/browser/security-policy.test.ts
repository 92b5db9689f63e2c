import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../build/http-policy.ts';
import { startLocalBackend } from '../../scripts/server/local-backend.ts';
import { createLocalSupabase } from '../../scripts/server/local-supabase.ts';
import { createLiveReload } from '../../scripts/server/live-reload.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import { successText } from '../../src/contact/contact-form-state.ts';
import { testRoot } from '../setup/paths.ts';
import { anArticle, baseURL, distDir, formReady, idle, useBrowser, type WatchedPage } from './helpers.ts';
import { content } from './site-content.ts';
import { build } from '../../build/build.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// The site under the Content-Security-Policy the hosts will send: the server
// enforces the headers the build wrote, and any violation is a console error
// of the page (helpers.ts), so each step ends with no error at all. Every
// page of the suite's build, islands awake, is walked in pages.test.ts.

const browser = useBrowser();
const close = (server: Server | undefined) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));

const banner = (page: Page) => page.getByRole('region', { name: content.navigation.consent.title });

async function sendHomeForm(page: Page) {
  await page.goto('/#contact');
  await formReady(page);
  await page.getByLabel('Nom', { exact: false }).first().fill('Politique de sécurité');
  await page
    .getByLabel('E-mail', { exact: false })
    .first()
    .fill(`csp-${randomUUID().slice(0, 8)}@exemple.fr`);
  await page.getByLabel('Message', { exact: false }).first().fill('Un message envoyé sous la politique de sécurité du site.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await page.locator('.toast-text', { hasText: successText }).waitFor({ timeout: 20_000 });
}

async function sendCatererForm(page: Page) {
  await page.goto('/traiteur-evenementiel/');
  await formReady(page);
  await page.getByLabel('Nom', { exact: false }).first().fill('Camille et Hugo');
  await page
    .getByLabel('E-mail', { exact: false })
    .first()
    .fill(`csp-${randomUUID().slice(0, 8)}@exemple.fr`);
  await page.getByLabel('Date souhaitée').fill('2027-06-12');
  await page.getByLabel('Nombre d’invités').fill('80');
  await page.getByLabel('Votre message', { exact: false }).fill('Un cocktail sous une politique stricte.');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await page.locator('.toast-text', { hasText: successText }).waitFor({ timeout: 20_000 });
}

/**
 * Visits each path, islands left asleep, and returns the errors per page:
 * every response carries the policy the headers file gives its path.
 * `arrived` says when a page has done what the test waits for.
 */
async function walk(watched: WatchedPage, dist: string, paths: string[], arrived: (path: string) => Promise<void>): Promise<string[]> {
  const { page, errors } = watched;
  const rules = parseHeadersFile(readFileSync(`${dist}/_headers`, 'utf8'));
  const problems: string[] = [];
  for (const path of paths) {
    errors.length = 0;
    const response = await page.goto(path);
    expect(response!.headers()['content-security-policy'], path).toBe(headersForPath(rules, path)['content-security-policy']);
    await idle(page);
    await arrived(path);
    problems.push(...errors.map((error) => `${path}: ${error}`));
  }
  errors.length = 0; // reported in `problems`
  return problems;
}

describe('the suite’s build (local stand-in on the same origin, no analytics)', () => {
  test('both forms work under the policy', async () => {
    const { page, errors } = await browser.open({ baseURL: baseURL() });
    await page.goto('/');
    await sendHomeForm(page);
    await sendCatererForm(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a planted style attribute and a script writing HTML are refused, and reported as errors of the page', async () => {
    const { page, errors } = await browser.open({ baseURL: baseURL() });
    // As if markup had been injected into a page: an attribute that styles it, and a script of the site's origin writing HTML.
    await page.route('**/assets/planted.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "document.querySelector('main').innerHTML += '<p>Texte planté</p>';" }),
    );
    await page.route(/\/a-propos\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('<main', '<main style="outline: 5px solid red"')
        .replace('</body>', '<script type="module" src="/assets/planted.js"></script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/a-propos/');
    await expect.poll(() => errors.join('\n')).toMatch(/CSP violation: style-src-attr/);
    await expect.poll(() => errors.join('\n')).toMatch(/CSP violation: require-trusted-types-for/);
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).outlineStyle)).toBe('none');
    await expect(page.getByText('Texte planté').count()).resolves.toBe(0);
    await page.context().close();
  });

  test('the dev server’s reload script runs and reloads the page', async () => {
    const liveReload = createLiveReload();
    const server = createSiteServer({ root: distDir(), handlers: [liveReload.handler], inject: liveReload.inject });
    const origin = (await listenLocally(server)).origin;
    try {
      const { page, errors } = await browser.open({ baseURL: origin });
      const connected = page.waitForResponse(`${origin}/__reload`);
      const response = await page.goto('/a-propos/');
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      await connected;
      const reloaded = page.waitForEvent('load');
      liveReload.reload();
      await reloaded;
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });
});

describe('a build with Supabase on another origin and Google Analytics', () => {
  const site = `${testRoot}-csp`;
  const gaId = 'G-CSPTEST1';
  let supabase: Server | undefined;
  let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;
  let siteServer: Server | undefined;
  let supabaseOrigin: string;
  let siteOrigin: string;

  beforeAll(async () => {
    // A database of its own for each run: this server counts requests per
    // client address (5 an hour), and an earlier run's would count too.
    rmSync(`${site}/data`, { recursive: true, force: true });
    backend = await startLocalBackend(`${site}/data`);
    // On an origin of its own, as the Supabase project is: it answers CORS as Supabase does.
    const handler = createLocalSupabase(backend.db, { afterWrite: backend.notifier.kick, crossOrigin: true });
    supabase = createServer(async (req, res) => {
      if (!(await handler(req, res))) res.writeHead(404).end();
    });
    supabaseOrigin = (await listenLocally(supabase)).origin;
    const built = await build({ out: `${site}/dist`, config: { supabaseUrl: supabaseOrigin, gaId } });
    if (!built.ok) throw new Error(`The build failed:\n${built.message}`);
    siteServer = createSiteServer({ root: `${site}/dist` });
    siteOrigin = (await listenLocally(siteServer)).origin;
  });
  afterAll(async () => {
    siteServer?.closeAllConnections();
    supabase?.closeAllConnections();
    await close(siteServer);
    await close(supabase);
    await backend?.close();
  });

  /** Google's hosts are answered here: gtag.js by a stand-in that sends the page views as gtag.js does. */
  async function openSite() {
    const watched = await browser.open({ baseURL: siteOrigin });
    const pageViews: string[] = [];
    // On the context: a page view sent as the page is left (keepalive) is answered too.
    const context = watched.page.context();
    await context.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `for (const args of window.dataLayer || []) if (args[0] === 'event' && args[1] === 'page_view')
          fetch('https://region1.google-analytics.com/g/collect?v=2&tid=${gaId}&en=page_view&dl=' + encodeURIComponent(location.href), { method: 'POST', keepalive: true });`,
      }),
    );
    await context.route(/^https:\/\/region1\.google-analytics\.com\/g\/collect/, (route) => {
      pageViews.push(new URL(route.request().url()).searchParams.get('dl')!);
      return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': siteOrigin } });
    });
    return { ...watched, pageViews };
  }

  test('the policy allows the Supabase project and Google’s hosts, and nothing else', async () => {
    const csp = (await fetch(`${siteOrigin}/`)).headers.get('content-security-policy')!;
    expect(csp).toContain(`connect-src 'self' ${supabaseOrigin} https://*.google-analytics.com`);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
  });

  test('after Accepter a page view reaches Google’s stand-in; every page and both forms raise no violation', async () => {
    const watched = await openSite();
    const { page, errors, pageViews } = watched;
    await page.goto('/realisations/');
    await banner(page).getByRole('button', { name: 'Accepter' }).click();
    await expect.poll(() => pageViews).toEqual([`${siteOrigin}/realisations/`]);
    expect(errors).toEqual([]);
    // Every page ran, islands awake, under the suite's policy (pages.test.ts).
    // This one is the same for every page and only adds Google's and
    // Supabase's hosts, which the page view (the same script on every page)
    // and the forms use: a page of each layout proves it.
    const layouts = ['/', '/blog/', anArticle().path, '/produit/', '/mentions-legales/'];
    // Each page's view reaches the stand-in before the next page opens.
    const viewed = (path: string) => expect.poll(() => pageViews.filter((url) => new URL(url).pathname === path)).toHaveLength(1);
    expect(await walk(watched, `${site}/dist`, layouts, viewed)).toEqual([]);
    expect(pageViews.length).toBe(1 + layouts.length);
    await sendHomeForm(page);
    await sendCatererForm(page);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
