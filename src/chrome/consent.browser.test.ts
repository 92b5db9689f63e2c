import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localHandlers } from '../../scripts/server/handlers.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import { successText } from '../contact/contact-form-state.ts';
import { testRoot } from '../../tests/setup/paths.ts';
import { axeViolations, baseURL, formReady, idle, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { build } from '../../build/build.ts';
import { content } from '../../tests/browser/site-content.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// Cookie consent on the suite's build (no GA_ID), and analytics on a second
// build with GA_ID=G-TEST1234 where Google's script is a stand-in served here.

const cookieName = content.site.consentCookie;
const gaDist = `${testRoot}-ga/dist`;
const googleHost = /^https:\/\/[^/]*(google|googletagmanager|google-analytics)\.[a-z.]+\//;
const browser = useBrowser();
let gaServer: Server;
let gaBackend: Awaited<ReturnType<typeof localHandlers>> | undefined;
let gaURL: string;

beforeAll(async () => {
  const built = await build({ out: gaDist, config: { gaId: 'G-TEST1234' } });
  if (!built.ok) throw new Error(`The GA build failed:\n${built.message}`);
  // Its own stand-in database: the suite's server holds the other one.
  gaBackend = await localHandlers({ dataDir: `${testRoot}-ga/data` });
  gaServer = createSiteServer({ root: gaDist, handlers: gaBackend.handlers });
  gaURL = (await listenLocally(gaServer)).origin;
});
afterAll(async () => {
  await new Promise((resolve) => gaServer?.close(resolve));
  await gaBackend?.close();
});

/** A page of the GA build; Google's script is answered by a stand-in that records it ran. */
async function openGaPage(options = {}) {
  const { page, errors } = await browser.open({ baseURL: gaURL, ...options });
  const googleRequests: string[] = [];
  await page.route(googleHost, (route) => {
    googleRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__standInLoaded = (window.__standInLoaded || 0) + 1;' });
  });
  return { page, errors, googleRequests };
}

const banner = (page: Page) => page.getByRole('region', { name: content.navigation.consent.title });
/** gtag.js's opt-out switch, which the analytics module sets when the visitor refuses. */
const gaDisabled = (page: Page) => page.evaluate(() => Reflect.get(window, 'ga-disable-G-TEST1234') === true);
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => [...args]));

describe('without a GA_ID', () => {
  test('asks nothing: no banner, no footer button, no cookie, no analytics code, and the privacy policy names none', async () => {
    const { page, foreignRequests } = await browser.open({ viewport: viewports.mobile });
    // Left by a time the site measured its audience: deleted.
    await page.context().addCookies(['_ga', '_ga_ABC123'].map((name) => ({ name, value: '1', url: baseURL() })));
    await page.goto(`${baseURL()}/`);
    await page.waitForLoadState('load');
    await idle(page);
    expect(await page.locator('[data-consent]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Gérer les cookies' }).count()).toBe(0);
    expect(await page.context().cookies()).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    await page.goto(`${baseURL()}/politique-confidentialite/`);
    const policy = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(policy).not.toMatch(/Google Analytics|_ga\b/);
    expect(await page.context().cookies()).toEqual([]);
    await page.context().close();
  });
});

describe('with a GA_ID', () => {
  test('shows the banner with equal choices and a privacy link; the privacy policy describes the measurement', async () => {
    const { page } = await openGaPage({ viewport: viewports.mobile });
    await page.goto('/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const refuse = banner(page).getByRole('button', { name: 'Refuser' });
    const accept = banner(page).getByRole('button', { name: 'Accepter' });
    const look = (el: typeof refuse) =>
      el.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).fontSize, b.getBoundingClientRect().width]);
    expect(await look(refuse)).toEqual(await look(accept));
    expect(await banner(page).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/politique-confidentialite/');
    expect(await axeViolations(page)).toEqual([]);
    // Whole on the narrowest screen.
    await page.setViewportSize({ width: 320, height: 640 });
    const box = (await banner(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.goto('/politique-confidentialite/');
    expect(await page.locator('main').innerText()).toMatch(/Google Analytics/);
    await page.context().close();
  });

  test('Refuser stores the choice and deletes the analytics cookies', async () => {
    const { page } = await openGaPage();
    await page.context().addCookies(['_ga', '_ga_ABC123', '_gid', '_gat', 'kept'].map((name) => ({ name, value: '1', url: gaURL })));
    await page.goto('/a-propos/');
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual([cookieName, 'kept']);
    expect(cookies.find((c) => c.name === cookieName)?.value).toBe('refused');
    await page.context().close();
  });

  test('once the choice has lapsed (no consent cookie), leftover analytics cookies are deleted and the banner asks again', async () => {
    const { page } = await openGaPage();
    await page.context().addCookies(['_ga', '_ga_ABC123', '_gid', 'kept'].map((name) => ({ name, value: '1', url: gaURL })));
    await page.goto('/a-propos/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(['kept']);
    await page.context().close();
  });

  // WCAG 2.2, 2.4.11 Focus Not Obscured: with the banner open, every focus
  // stop to the end of the page stays clear of it.
  test.each([
    ['/', viewports.mobile],
    ['/mentions-legales/', viewports.mobile],
    ['/mentions-legales/', viewports.desktop],
  ])('tabbing through %s at %o with the banner open, no focus stop hides under it', async (path, viewport) => {
    const { page } = await openGaPage({ viewport });
    await page.goto(path);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const hidden: string[] = [];
    const seen = new Set<string>();
    for (let stop = 0; stop < 400; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(async () => {
        // Focus scrolls smoothly: the place that counts is where it ends.
        await new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const tick = () => {
            still = scrollY === last ? still + 1 : 0;
            last = scrollY;
            if (still >= 3) resolve();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        const element = document.activeElement as HTMLElement | null;
        const cover = document.querySelector<HTMLElement>('[data-consent]')!;
        if (!element || element === document.body) return undefined;
        const a = element.getBoundingClientRect();
        const b = cover.getBoundingClientRect();
        // Hidden: its first line under the banner (a tall field may run on under it, its start in view).
        const overlaps = !cover.contains(element) && a.top + Math.min(a.height, 24) > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
        const path = [...document.querySelectorAll('*')].indexOf(element);
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { key: `${element.tagName}#${path}`, name: `${element.tagName.toLowerCase()}.${element.className} « ${name} »`, overlaps };
      });
      if (!focus || seen.has(focus.key)) break; // back at the start: the whole page was walked
      seen.add(focus.key);
      if (focus.overlaps) hidden.push(focus.name);
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(hidden).toEqual([]);
    await page.context().close();
  });

  test('requests nothing from Google before a choice, and nothing after Refuser', async () => {
    const { page, googleRequests, errors } = await openGaPage();
    await page.goto('/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.waitForLoadState('load');
    await idle(page);
    expect(googleRequests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    // The refusal has reached the analytics module: it switched Google off.
    await expect.poll(() => gaDisabled(page)).toBe(true);
    expect(googleRequests).toEqual([]);
    await page.reload();
    await expect.poll(() => gaDisabled(page)).toBe(true);
    expect(await banner(page).isHidden()).toBe(true);
    expect(googleRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('Accepter stores the cookie for 13 × 30 days, loads analytics and sends one page view with path and title', async () => {
    const { page, googleRequests, errors } = await openGaPage();
    await page.goto('/realisations/');
    const before = Date.now() / 1000;
    await banner(page).getByRole('button', { name: 'Accepter' }).click();
    expect(await banner(page).isHidden()).toBe(true);

    const cookie = (await page.context().cookies()).find((c) => c.name === cookieName);
    expect(cookie).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Lax', secure: true });
    expect(cookie!.expires - before).toBeGreaterThan(13 * 30 * 86400 - 60);
    expect(cookie!.expires - before).toBeLessThan(13 * 30 * 86400 + 60);

    await expect.poll(() => page.evaluate(() => (window as unknown as { __standInLoaded?: number }).__standInLoaded)).toBe(1);
    expect(googleRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(layer[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    // Set once for 13 months, never pushed back by later page views.
    expect(layer.filter((args) => args[0] === 'config')).toEqual([
      ['config', 'G-TEST1234', expect.objectContaining({ cookie_expires: 13 * 30 * 86400, cookie_update: false })],
    ]);
    const title = await page.title();
    const pageViews = layer.filter((args) => args[0] === 'event' && args[1] === 'page_view');
    expect(pageViews).toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/realisations/', page_title: title })]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a stored acceptance hides the banner and is applied at load; calls to action send events', async () => {
    const { page, googleRequests } = await openGaPage();
    await page.context().addCookies([{ name: cookieName, value: 'accepted', url: gaURL }]);
    await page.goto('/');
    await expect.poll(() => googleRequests.length).toBe(1);
    expect(await banner(page).isHidden()).toBe(true);
    await page.getByRole('link', { name: 'Collaborer avec nous', exact: true }).click();
    // The purple banner's first demo, whichever the owner put there.
    const demo = content.home.banner.links[0]!;
    await page
      .locator('.demo-banner a')
      .first()
      .evaluate((link) => {
        link.addEventListener('click', (event) => event.preventDefault());
        (link as HTMLElement).click();
      });
    const events = (await dataLayer(page)).filter((args) => args[0] === 'event');
    expect(events).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
      ['event', 'cta_click', { event_category: 'CTA', event_label: 'Collaborer avec nous' }],
      ['event', 'demo_open', { event_category: 'Bannière démos', event_label: demo.label }],
    ]);
    await page.context().close();
  });

  test('a contact request that is sent is reported once as form_sent, with the page it came from', async () => {
    const { page, errors } = await openGaPage();
    await page.context().addCookies([{ name: cookieName, value: 'accepted', url: gaURL }]);
    await page.goto('/');
    await formReady(page);
    await page.getByLabel('Nom', { exact: false }).first().fill('Mesure d’audience');
    await page.getByLabel('E-mail', { exact: false }).first().fill(`mesure-${Date.now()}@exemple.fr`);
    await page.getByLabel('Message', { exact: false }).first().fill('Un message pour vérifier la mesure des envois.');
    const sentEvents = async () => (await dataLayer(page)).filter((args) => args[0] === 'event' && args[1] === 'form_sent');
    expect(await sentEvents()).toEqual([]);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.locator('.toast-text', { hasText: successText }).waitFor({ timeout: 15_000 });
    expect(await sentEvents()).toEqual([['event', 'form_sent', { event_category: 'Contact', event_label: '/' }]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the footer button reopens the choice; Refuser then denies storage and deletes the analytics cookies', async () => {
    const { page } = await openGaPage();
    await page.context().addCookies([
      { name: cookieName, value: 'accepted', url: gaURL },
      { name: '_ga', value: 'GA1.1.1', url: gaURL },
      { name: '_gid', value: 'GA1.1.2', url: gaURL },
    ]);
    await page.goto('/blog/');
    await expect.poll(() => page.evaluate(() => 'gtag' in window)).toBe(true);
    const reopen = page.getByRole('button', { name: 'Gérer les cookies' });
    await reopen.click();
    expect(await banner(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Refuser');
    await page.keyboard.press('Enter');
    expect(await banner(page).isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gérer les cookies');
    await expect.poll(async () => (await dataLayer(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect((await page.context().cookies()).map((c) => [c.name, c.value])).toEqual([[cookieName, 'refused']]);
    await page.context().close();
  });
});
