import type { Page } from 'playwright-core';
import { describe, expect, test, type ExpectStatic } from 'vitest';
import { readFileSync } from 'node:fs';
import { headersForPath, parseHeadersFile } from '../../build/http-policy.ts';
import { baseURL, distDir, idle, sitemapPaths, useBrowser, viewports, wakeIslands } from './helpers.ts';
import { fontProblems } from './page-fonts.ts';
import { content } from './site-content.ts';

// Every URL of sitemap.xml, visited once on a phone as a visitor's browser
// and a search engine see it, from its first frame to its islands awake.
// (Its shape at every width and its accessibility: geometry.test.ts, which
// runs beside this file.)

// The suite's build sets no SITE_URL: the site's own address, from content/site.ts.
const canonicalOrigin = content.site.origin;
const browser = useBrowser();
const headerRules = () => parseHeadersFile(readFileSync(`${distDir()}/_headers`, 'utf8'));

type Shift = { value: number; nodes: string };

// Pages side by side (each test has a browser context of its own): most of
// a test is waiting for the page to settle.
describe.concurrent.each(sitemapPaths())('%s', (path) => {
  test('on a phone, holds still as it starts and barely moves when its fonts arrive late; its fonts hold every character it sets; it answers 200 with its own head tags, policy and JSON-LD; with every island awake, no console error and no foreign request', async ({
    expect,
  }) => {
    const { page, errors, foreignRequests } = await browser.open({ viewport: viewports.mobile });
    await recordShifts(page);
    // The web fonts are held back while the page starts: it is drawn in the
    // metric-matched fallbacks (Arial, Times New Roman or their Liberation
    // twins), then they arrive at once.
    let releaseFonts!: () => void;
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontsHeld;
      await route.continue();
    });
    // Not 'load': a preloaded font holds the load event back.
    const response = await page.goto(`${baseURL()}${path}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    // The server sends what the build's headers file gives this path.
    expect(response?.headers()['content-security-policy']).toBe(headersForPath(headerRules(), path)['content-security-policy']);

    // While the consent banner, the animations and the typed titles start, nothing moves at all.
    await settled(page, expect);
    expect(formatShifts(await shiftsSoFar(page)), 'layout shifts as the page starts').toEqual([]);

    // The fonts arrive: the words keep their size; what moves is within a
    // Lighthouse score of 100 (a layout shift of 0.1 is "good"; the
    // fallbacks keep it under half).
    releaseFonts();
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await idle(page);
    const late = await shiftsSoFar(page);
    expect(
      late.reduce((total, shift) => total + shift.value, 0),
      `layout shifts once the fonts are in: ${formatShifts(late).join('; ')}`,
    ).toBeLessThan(0.05);

    // Its fonts, read at both widths: the page is widened and laid out again
    // (media queries, the first screen), then narrowed back.
    for (const [width, viewport] of Object.entries(viewports).reverse()) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await fontProblems(page), `fonts at ${width} width`).toEqual([]);
    }

    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      titles: document.querySelectorAll('title').length,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      h1: document.querySelectorAll('h1').length,
    }));
    expect(head.lang).toBe('fr-FR');
    expect(head.titles).toBe(1);
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toEqual([`${canonicalOrigin}${path}`]);
    expect(head.og['og:url']).toBe(`${canonicalOrigin}${path}`);
    expect(head.og['og:title']).toBe(head.title);
    expect(head.og['og:image']).toMatch(new RegExp(`^${canonicalOrigin}/`));
    expect(head.twitter).toBe('summary_large_image');
    expect(head.h1).toBe(1);
    expect(head.jsonLd.length).toBeGreaterThan(0);
    for (const block of head.jsonLd) {
      const data = JSON.parse(block) as Record<string, unknown>;
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBeTruthy();
    }

    // Each island scrolled into view and waited for until hydrated.
    await wakeIslands(page);
    // What the scroll sets off (reveals, lazy sections) has its turn to fail.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await idle(page);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });
});

/** From the page's first frame on, its layout shifts are noted, each with the elements it moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ value: number; nodes: string }> = [];
    (window as unknown as { shifts: typeof seen }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node?.nodeName),
        );
        seen.push({ value: entry.value, nodes: nodes.join(', ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsSoFar = (page: Page) => page.evaluate(() => [...(window as unknown as { shifts: Shift[] }).shifts]);
const formatShifts = (shifts: Shift[]) => shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.nodes}`);

/**
 * The page has started (polled with the calling test's `expect`: the tests
 * run side by side): the consent banner shows, the title is typed, the CSS
 * animations that end have ended and the browser is idle.
 */
async function settled(page: Page, expect: ExpectStatic): Promise<void> {
  // A build that measures its audience shows its banner first (a build without shows none).
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLElement>('[data-consent]')?.hidden !== true)).toBe(true);
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLElement>('[data-typing]')?.dataset.typingState !== 'typing' &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 100 },
  );
  await idle(page);
}

/** Chromium logs an unknown page's 404 status itself as an error, and nothing else may be. */
const notFoundError = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

test('an unknown address answers 404 with the 404 page', async () => {
  const { page, errors } = await browser.open();
  const response = await page.goto(`${baseURL()}/cette-page-n-existe-pas/`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toBe(headersForPath(headerRules(), '/cette-page-n-existe-pas/')['content-security-policy']);
  await expect(page.locator('h1:visible').textContent()).resolves.toBe(content['not-found'].heading);
  await expect(page.locator('main a[href="/"]').count()).resolves.toBe(1);
  await idle(page);
  expect(errors).toEqual([notFoundError]);
  await page.context().close();
});

test('an unknown blog address says the article was not found and links back to the blog', async () => {
  const { page, errors } = await browser.open();
  const response = await page.goto(`${baseURL()}/blog/article-inconnu/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe(content.blog.notFound.title);
  await expect(page.locator('main a[href="/blog/"]').count()).resolves.toBe(1);
  await idle(page);
  expect(errors).toEqual([notFoundError]);
  await page.context().close();
});
