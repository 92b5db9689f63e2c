import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, distDir, sitemapPaths, useBrowser, viewports } from '../../tests/browser/helpers.ts';

// Scroll reveals (src/ui/reveal.ts), on every page that marks one: read from
// the build, so that a page that gains a `data-reveal` is checked too.

const browser = useBrowser();

const revealingPaths = () => sitemapPaths().filter((path) => readFileSync(`${distDir()}${path}index.html`, 'utf8').includes(' data-reveal="'));

/**
 * Each marked element: its state, and whether any of it is hidden, lowered
 * or grey, itself or a child (`fade` hides the children).
 */
const looks = (page: Page) =>
  page.$$eval('[data-reveal]', (elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const faint = [element, ...element.children].some((part) => getComputedStyle(part).opacity !== '1');
      return { state: element.getAttribute('data-reveal-state'), hidden: faint || style.transform !== 'none' || style.filter !== 'none' };
    }),
  );

/** Down to the bottom of the page, half a screen at a time, each step seen for two frames. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 100; step++) {
    const bottom = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          window.scrollBy({ top: innerHeight / 2, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY + innerHeight >= document.documentElement.scrollHeight - 2)));
        }),
    );
    if (bottom) return;
  }
}

test('some pages reveal blocks on scroll', () => {
  expect(revealingPaths().length).toBeGreaterThan(0);
});

describe.concurrent.each(revealingPaths())('%s', (path) => {
  test('hides only what lies below the fold, and shows each block once scrolled to, for good', async ({ expect }) => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, errors } = await browser.open({ viewport, reducedMotion: 'no-preference' });
      await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
      // What the visitor sees at load is never hidden; what lies below waits
      // (placed once the observer's first report, after the first layout, is in).
      await expect.poll(async () => (await looks(page)).at(-1), { message: `${viewport.width} px` }).toEqual({ state: 'pending', hidden: true });
      const atLoad = await looks(page);
      for (const look of atLoad) expect(look.hidden).toBe(look.state === 'pending');
      const revealed = atLoad.map(({ state }) => ({ state: state && 'shown', hidden: false }));
      await scrollToBottom(page);
      await expect.poll(() => looks(page)).toEqual(revealed);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(looks(page)).resolves.toEqual(revealed);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('without JavaScript, shows every block as served', async ({ expect }) => {
    const { page } = await browser.open({ viewport: viewports.mobile, javaScriptEnabled: false });
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    const atLoad = await looks(page);
    expect(atLoad.length).toBeGreaterThan(0);
    expect(atLoad.every((look) => look.state === null && !look.hidden)).toBe(true);
    await page.context().close();
  });

  test('under reduced motion, shows every block at once, even those far below', async ({ expect }) => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    const atLoad = await looks(page);
    expect(atLoad.length).toBeGreaterThan(0);
    expect(atLoad.every((look) => look.state === null && !look.hidden)).toBe(true);
    await page.context().close();
  });
});
