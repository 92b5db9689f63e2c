import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations, viewports, wakeIslands, type useBrowser } from './helpers.ts';
import { emulateSlow4G } from '../../scripts/slow-4g.ts';

// Helpers for the browser tests of the creative, photographer, caterer and coach demos.

export { hydrated } from './helpers.ts';

/** A repeatable Math.random, so that random rules give known values. */
export async function fixRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

/** The computed opacity of the first element matching `selector` once its CSS animations are paused at `ms`. */
export async function opacityAt(page: Page, selector: string, ms: number): Promise<number> {
  return page.evaluate(
    ({ selector, ms }) => {
      const element = document.querySelector(selector)!;
      const animations = element.getAnimations();
      if (animations.length === 0) return Number(getComputedStyle(element).opacity);
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = ms;
      }
      return Number(getComputedStyle(element).opacity);
    },
    { selector, ms },
  );
}

/** Fake timers that move only when the test says so (page.clock.runFor). Call before page.goto. */
export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
}

/** How far, in px, the element with this id is from where a jump puts it: under the header, by the page's scroll-padding-top. */
export function offsetFromLanding(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => {
    const landing = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return Math.abs(document.getElementById(id)!.getBoundingClientRect().top - landing);
  }, id);
}

/**
 * Opens `address` (ending in `#id`) on a phone, CPU 4x and slow 4G, and
 * expects the element with this id to end where a jump puts it. Not
 * browser.open(): its request interception hands the page its HTML in one
 * piece, whereas on a slow link it arrives in parts, and the lazy sections
 * parsed last would be laid out at their 400 px placeholder.
 */
export async function expectLandingOnSlowPhone(browser: ReturnType<typeof useBrowser>, address: string, id: string): Promise<void> {
  const context = await browser.newContext({ viewport: viewports.mobile, hasTouch: true, isMobile: true, locale: 'fr-FR', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await emulateSlow4G(cdp);
  await page.goto(address, { waitUntil: 'load', timeout: 90_000 });
  await expect.poll(() => offsetFromLanding(page, id), { timeout: 5000 }).toBeLessThanOrEqual(2);
  await context.close();
}

/** Scrolls from top to bottom so that every island wakes, then waits until all are hydrated (wakeIslands). */
async function wakeAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    // Instant (the pages scroll smoothly), then two frames: the observers have measured this place.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo({ top, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  // An island the scroll went past before its observer looked (a slow frame
  // on a busy machine) is brought into view until it wakes.
  await wakeIslands(page);
  // Back at the top, where the fixed header covers nothing: further down it
  // lies over whatever the last scroll left under it (a footer link, on
  // content of another length), which axe's target-size rule counts as
  // covered. Then the header's transition ends, or axe may catch its links
  // half-drawn over the page on a busy machine and measure their contrast
  // against what lies under them.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await page.waitForFunction(
    () => (document.querySelector('.site-header')?.getAnimations({ subtree: true }) ?? []).every((animation) => animation.playState !== 'running'),
    undefined,
    { polling: 50 },
  );
}

/**
 * The demo's axe check at both widths, once every island is awake (under
 * reduced motion, so that nothing is caught halfway through an animation).
 */
export function testAxeOnceAwake(browser: ReturnType<typeof useBrowser>, url: () => string): void {
  test.each(Object.entries(viewports))('has no axe violation once every island is awake, at %s width', async (_, viewport) => {
    const { page, errors } = await browser.open({ viewport, reducedMotion: 'reduce' });
    await page.goto(url());
    await wakeAll(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
