import { describe, expect, test } from 'vitest';
import { baseURL, idle, sitemapPaths, useBrowser, viewports } from './helpers.ts';
import { content } from './site-content.ts';
import { demoSource } from '../../src/previews/preview-images.ts';

// Images as a visitor's browser sees them: every one sized and described, and
// the candidate a phone and a retina desktop pick from each srcset.

const browser = useBrowser();

describe('images', () => {
  test('every image of every page has a width, a height and an alt attribute', async () => {
    const { page } = await browser.open();
    const missing: string[] = [];
    for (const path of [...sitemapPaths(), '/404.html']) {
      await page.goto(`${baseURL()}${path}`);
      const bad = await page.$$eval('img', (images) =>
        images
          .filter((img) => !img.hasAttribute('alt') || !(Number(img.getAttribute('width')) > 0) || !(Number(img.getAttribute('height')) > 0))
          .map((img) => img.outerHTML.slice(0, 120)),
      );
      missing.push(...bad.map((html) => `${path}: ${html}`));
    }
    expect(missing).toEqual([]);
  }, 120_000);

  // The home hero: the desktop window is drawn 74vw wide on a phone and 500 px
  // wide on a desktop; the phone frame 26vw and 160 px.
  for (const [name, viewport, expected] of [
    ['390 px', viewports.mobile, { desktop: '-640.avif', phone: '-400.avif' }],
    ['1280 px', viewports.desktop, { desktop: '-1280.avif', phone: '-400.avif' }],
  ] as const) {
    test(`at ${name} and a pixel ratio of 2, the hero loads the smallest AVIF that stays sharp`, async () => {
      const { page } = await browser.open({ viewport, deviceScaleFactor: 2 });
      await page.goto(`${baseURL()}/`);
      const chosen = await page.$$eval('.home-hero .showcase img', async (images) => {
        await Promise.all((images as HTMLImageElement[]).map((img) => img.decode().catch(() => undefined)));
        return (images as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, drawn: img.getBoundingClientRect().width, complete: img.complete }));
      });
      expect(chosen).toHaveLength(2);
      // The two demos content/home.ts shows beside the hero's message.
      const { showcase } = content.home.hero;
      expect(chosen[0]!.src).toMatch(
        new RegExp(`/assets/images/${demoSource(showcase.desktop).slug}-desktop-[0-9a-f]{10}${expected.desktop.replace('.', '\\.')}$`),
      );
      expect(chosen[1]!.src).toMatch(new RegExp(`/assets/images/${demoSource(showcase.phone).slug}-phone-[0-9a-f]{10}${expected.phone.replace('.', '\\.')}$`));
      // The chosen file covers the drawn size at twice the pixels, and the next smaller one would not.
      const chosenWidth = Number(/-(\d+)\.avif$/.exec(chosen[0]!.src)![1]);
      expect(chosenWidth).toBeGreaterThanOrEqual(chosen[0]!.drawn * 2 - 2);
    });
  }

  test('the first screen of the home page at 390 × 844 shows the title, both calls to action and part of the demos, without layout shift', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, deviceScaleFactor: 2 });
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseURL()}/`, { waitUntil: 'load' });
    // Measured once the fonts have settled and the page's start has run.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await idle(page);
    const layout = await page.evaluate(() => {
      const bottom = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().bottom;
      const showcase = document.querySelector('.home-hero .showcase')!.getBoundingClientRect();
      return {
        title: bottom('#hero-title'),
        actions: [...document.querySelectorAll('.home-hero .actions .btn')].map((button) => button.getBoundingClientRect().bottom),
        showcaseTop: showcase.top,
        shift: (window as unknown as { shift: number }).shift,
      };
    });
    expect(layout.title).toBeLessThan(844);
    expect(layout.actions).toHaveLength(2);
    for (const bottom of layout.actions) expect(bottom).toBeLessThan(844);
    expect(layout.showcaseTop).toBeLessThan(844 - 60);
    expect(layout.shift).toBeLessThan(0.01);
  });

  test('one image per page is fetched first; the others wait until they near the screen', async () => {
    const { page } = await browser.open();
    for (const path of ['/', '/realisations/', '/portfolio-photographe/']) {
      await page.goto(`${baseURL()}${path}`);
      const priorities = await page.$$eval('picture img', (images) =>
        images.map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority') ?? ''}`),
      );
      expect(
        priorities.filter((value) => value === 'eager/high'),
        path,
      ).toHaveLength(1);
      expect(
        priorities.filter((value) => value === 'lazy/'),
        path,
      ).toHaveLength(priorities.length - 1);
    }
  });
});
