import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { headersForPath, parseHeadersFile } from '../../build/http-policy.ts';
import { axeViolations, baseURL, distDir, idle, sitemapPaths, useBrowser, viewports, wakeIslands } from './helpers.ts';

// Every URL of sitemap.xml, as a visitor's browser and a search engine see it.

const canonicalOrigin = 'https://www.eclosion-web.fr';
const browser = useBrowser();
const headerRules = () => parseHeadersFile(readFileSync(`${distDir()}/_headers`, 'utf8'));

// Pages side by side (each test has a browser context of its own): most of
// a test is waiting for the page to settle.
describe.concurrent.each(sitemapPaths())('%s', (path) => {
  test('answers 200 with its own head tags, security policy and valid JSON-LD; with every island awake, no console error (policy violations included) and no foreign request', async ({ expect }) => {
    const { page, errors, foreignRequests } = await browser.open({ viewport: viewports.mobile });
    const response = await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // The server sends what the build's headers file gives this path.
    expect(response?.headers()['content-security-policy']).toBe(headersForPath(headerRules(), path)['content-security-policy']);

    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      titles: document.querySelectorAll('title').length,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      og: Object.fromEntries(
        [...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')]),
      ),
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

    expect(await wakeIslands(page)).toBe(await page.locator('[data-island]').count());
    // What the scroll sets off (reveals, lazy sections) has its turn to fail.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await idle(page);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test('does not move on a phone while the consent banner and the animations start', async ({ expect }) => {
    const shifts = await watchShifts(path, (route) => route.abort());
    expect(shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.nodes}`)).toEqual([]);
  });

  test('barely moves on a phone when its fonts arrive late', async ({ expect }) => {
    // Held until the text has been drawn in the metric-matched fallbacks
    // (Arial, Times New Roman or their Liberation twins), then swapped in:
    // the words keep their size; what moves is within a Lighthouse score of
    // 100 (a layout shift of 0.1 is "good"; the fallbacks keep it under half).
    const shifts = await watchShifts(path, async (route, painted) => {
      await painted;
      await route.continue();
    });
    expect(shifts.reduce((total, shift) => total + shift.value, 0)).toBeLessThan(0.05);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violation at ${name} width`, async ({ expect }) => {
      const { page } = await browser.open({ viewport, reducedMotion: 'reduce' });
      await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

/** Chromium logs an unknown page's 404 status itself as an error, and nothing else may be. */
const notFoundError = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

test('an unknown address answers 404 with the 404 page', async () => {
  const { page, errors } = await browser.open();
  const response = await page.goto(`${baseURL()}/cette-page-n-existe-pas/`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toBe(headersForPath(headerRules(), '/cette-page-n-existe-pas/')['content-security-policy']);
  await expect(page.locator('h1').textContent()).resolves.toBe('Oops! Page not found');
  await expect(page.locator('main a[href="/"]').count()).resolves.toBe(1);
  await idle(page);
  expect(errors).toEqual([notFoundError]);
  await page.context().close();
});

test('an unknown blog address says the article was not found and links back to the blog', async () => {
  const { page, errors } = await browser.open();
  const response = await page.goto(`${baseURL()}/blog/article-inconnu/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe('Article non trouvé');
  await expect(page.locator('main a[href="/blog/"]').count()).resolves.toBe(1);
  await idle(page);
  expect(errors).toEqual([notFoundError]);
  await page.context().close();
});

/**
 * The layout shifts of a page's start at 390 px, with the fonts handled by
 * `fonts` (aborted, or held until `painted`: the page's first contentful
 * paint), until the consent banner shows, the fonts have settled, the title
 * is typed, the CSS animations that end have ended and the browser is idle.
 */
async function watchShifts(path: string, fonts: (route: Route, painted: Promise<void>) => Promise<void>): Promise<Array<{ value: number; nodes: string }>> {
  const { page } = await browser.open({ viewport: viewports.mobile });
  let reportPaint!: () => void;
  const painted = new Promise<void>((resolve) => (reportPaint = resolve));
  await page.exposeFunction('reportFirstPaint', () => reportPaint());
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) (window as unknown as { reportFirstPaint: () => void }).reportFirstPaint();
    }).observe({ type: 'paint', buffered: true });
  });
  await page.addInitScript(() => {
    const seen: Array<{ value: number; nodes: string }> = [];
    (window as unknown as { shifts: typeof seen }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
        const nodes = entry.sources.map((source) => (source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node?.nodeName)));
        seen.push({ value: entry.value, nodes: nodes.join(', ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/*.woff2', (route) => fonts(route, painted));
  await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
  await expect.poll(() => page.evaluate(() => !document.querySelector<HTMLElement>('[data-consent]')?.hidden)).toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLElement>('[data-typing]')?.dataset.typingState !== 'typing' &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 100 },
  );
  await idle(page);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; nodes: string }> }).shifts);
  await page.context().close();
  return shifts;
}
