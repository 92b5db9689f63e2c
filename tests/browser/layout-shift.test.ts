import type { Route } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import { baseURL, idle, sitemapPaths, useBrowser, viewports } from './helpers.ts';

// Every URL of sitemap.xml holds still as it starts on a phone: the consent
// banner, the animations and the fonts arriving late move nothing, or next
// to nothing. (A file of its own, beside pages.test.ts, so that the two run
// side by side.)

const browser = useBrowser();

describe.concurrent.each(sitemapPaths())('%s', (path) => {
  test('does not move on a phone while the consent banner and the animations start', async ({ expect }) => {
    const shifts = await watchShifts(expect, path, (route) => route.abort());
    expect(shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.nodes}`)).toEqual([]);
  });

  test('barely moves on a phone when its fonts arrive late', async ({ expect }) => {
    // Held until the text has been drawn in the metric-matched fallbacks
    // (Arial, Times New Roman or their Liberation twins), then swapped in:
    // the words keep their size; what moves is within a Lighthouse score of
    // 100 (a layout shift of 0.1 is "good"; the fallbacks keep it under half).
    const shifts = await watchShifts(expect, path, async (route, painted) => {
      await painted;
      await route.continue();
    });
    expect(shifts.reduce((total, shift) => total + shift.value, 0)).toBeLessThan(0.05);
  });
});

/**
 * The layout shifts of a page's start at 390 px (polled with the calling
 * test's `expect`: the tests run side by side), with the fonts handled by
 * `fonts` (aborted, or held until `painted`: the page's first contentful
 * paint), until the consent banner shows, the fonts have settled, the title
 * is typed, the CSS animations that end have ended and the browser is idle.
 */
async function watchShifts(
  expect: ExpectStatic,
  path: string,
  fonts: (route: Route, painted: Promise<void>) => Promise<void>,
): Promise<Array<{ value: number; nodes: string }>> {
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
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node?.nodeName),
        );
        seen.push({ value: entry.value, nodes: nodes.join(', ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/*.woff2', (route) => fonts(route, painted));
  await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
  // A build that measures its audience shows its banner first (a build without shows none).
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLElement>('[data-consent]')?.hidden !== true)).toBe(true);
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
