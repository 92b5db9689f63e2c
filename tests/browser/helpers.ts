import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import site from '../../content/site.ts';
import { launchChromium } from '../../scripts/chromium.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const baseURL = () => inject('baseURL');
export const distDir = () => inject('distDir');

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Chromium for one test file: launched before its tests, closed after them.
 * `open` is openPage on it.
 *
 * Text is laid out as phones and Macs lay it out: with no glyph hinting,
 * each glyph as wide as the font says at any size. Chromium on Linux hints
 * by default and rounds each glyph's width to whole pixels: a page's text
 * in Inter came out 2.4 % wider than in its fallback at 15.2 px and 6 %
 * narrower at 19.2 px, against 0.4 % narrower at every size unhinted, and
 * lines rewrapped when the fonts came that a phone does not rewrap.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(['--font-render-hinting=none']);
  });
  afterAll(() => browser?.close());
  const launched = () => {
    if (!browser) throw new Error('Chromium is not running: call useBrowser() at the top of the test file');
    return browser;
  };
  return {
    open: (options?: BrowserContextOptions) => openPage(launched(), options),
    newContext: (options?: BrowserContextOptions) => launched().newContext(options),
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests that tried to leave the machine (answered by no one, unless the test routes them). */
  foreignRequests: string[];
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A fresh page that records console errors and the requests that tried to
 * leave the machine.
 */
async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: viewports.desktop, locale: 'fr-FR', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The server enforces the Content-Security-Policy: anything it blocks is an error of the page.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    ),
  );
  // Of every tab of the context: a link opened in a new one too.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || loopback.has(url.hostname)) return;
    foreignRequests.push(request.url());
  });
  return { page, errors, foreignRequests };
}

/**
 * Waits until the page is at rest: the frame callbacks of the last scroll or
 * click have run (the header hides in one) and no transition or finite
 * animation is under way. axe measures colours where the elements are drawn.
 * Decoration hidden from assistive technology is left to move: an equaliser
 * whose bars are given a new height every 150 ms, each in a 150 ms
 * transition, is never at rest, and axe measures no colour of it.
 */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return (
        animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity || Boolean(target?.closest('[aria-hidden="true"]'))
      );
    }),
  );
}

/** Runs axe-core (injected from the npm package) with the WCAG 2.2 AA tags; returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await atRest(page);
  // Evaluated, not added as an inline <script>, which the site's policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 5)
          .join(', ')})`,
    );
  });
  return violations;
}

/** The URL paths listed in the built sitemap.xml. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(`${distDir()}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A blog article of the built site, whichever the owner wrote: its path and the project its call to action preselects. */
export function anArticle(): { path: string; project: string } {
  const path = sitemapPaths().find((candidate) => /^\/blog\/[^/]+\/$/.test(candidate))!;
  const html = readFileSync(`${distDir()}${path}index.html`, 'utf8');
  return { path, project: /href="\/\?projet=([a-z-]+)#contact"/.exec(html)![1]! };
}

/**
 * As if the visitor had already answered the cookie banner (with 'Refuser'):
 * the banner then covers nothing, for tests of what lies under it.
 */
export async function answerConsent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: site.consentCookie, value: 'refused', url: baseURL() }]);
}

/** Scrolls an island into view and waits until React has hydrated it (the booter marks it `data-hydrated` once committed). */
export async function hydrated(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.scrollIntoViewIfNeeded();
  // One that waits for the visitor to do something: Shift, a key that does nothing else.
  if ((await island.getAttribute('data-wake')) === 'interaction') await page.keyboard.press('Shift');
  // Interval polling: rAF polling would stall under page.clock.
  await page.waitForFunction((island) => document.querySelector(`[data-island="${island}"]`)?.hasAttribute('data-hydrated'), name, { polling: 50 });
}

/**
 * Scrolls the page's first contact form into view and waits until it has come
 * to life (`data-ready`). The form wakes when it comes near the viewport, and
 * the slot picker above it grows once its slots arrive: a form in view at
 * first can be pushed out of it before it wakes, so never wait without scrolling.
 */
export async function formReady(page: Page): Promise<void> {
  await page.locator('form.contact-form').first().scrollIntoViewIfNeeded();
  await page.locator('form.contact-form[data-ready]').first().waitFor();
}

/**
 * Scrolls every island of the page into view and waits until React has
 * hydrated each one. An island that follows the mouse wakes with its first
 * move; on a touch screen it never does, and is not waited for. One that
 * waits for the visitor to act wakes with a key press.
 */
export async function wakeIslands(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  // A key that does nothing else, for islands that wait for the visitor to do something.
  await page.keyboard.press('Shift');
  const hasMouse = await page.evaluate(() => matchMedia('(any-pointer: fine)').matches);
  const count = await page.locator('[data-island]').count();
  for (let index = 0; index < count; index++) {
    const island = page.locator('[data-island]').nth(index);
    if (!hasMouse && (await island.getAttribute('data-wake')) === 'mouse') continue;
    // Brought back into view until it wakes: an island above that wakes may grow and push it away.
    await page.waitForFunction(
      (at) => {
        const element = document.querySelectorAll('[data-island]')[at]!;
        if (element.hasAttribute('data-hydrated')) return true;
        element.scrollIntoView({ block: 'center' });
        return false;
      },
      index,
      { polling: 100 },
    );
  }
}

/**
 * Resolves once the page's next two frames have run and the browser is idle:
 * what a click, a scroll or the load event sets off has had its turn (the
 * booter fetches ahead at that moment too). For tests that prove something
 * does not happen, so it waits a bounded time: 2 s at most. Not under
 * page.clock, which fakes both frames and idle callbacks.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })))),
  );
}

/**
 * Whether the element is in view, as a fresh IntersectionObserver first
 * reports it. The observers of a document are updated in the same rendering
 * step and notified in the same task, so once this resolves, the page's own
 * observers have seen the element where it now is, and had their turn.
 */
export function intersecting(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry!.isIntersecting);
        });
        observer.observe(element);
      }),
  );
}
