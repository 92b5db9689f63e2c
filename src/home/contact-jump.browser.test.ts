import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { anArticle, baseURL, distDir, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { emulateSlow4G } from '../../scripts/slow-4g.ts';
import { demoSources } from '../demos/demo-sources.ts';

// Every way to the contact form lands on it: on a mid-range phone (390 px,
// CPU 4 × slower, slow 4G) and on a fast desktop. When the motion settles,
// the section's heading is near the top of the screen, and it stays there
// while the page above it finishes loading (fonts, images, lazy sections).

const browser = useBrowser();

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  /** CPU slowdown and network conditions, as Lighthouse's phone profile sets them. */
  throttle: boolean;
  /** Every demo's last button, or the first only. */
  everyDemo: boolean;
}

// A demo's last button is a link from another page to /?projet=…#contact, as
// an article's call to action is: the slow phone (whose emulated CPU costs
// the machine twice the work of a page) takes the first demo's, the desktop
// takes every one, each with its own address and project.
const phone: Profile = { name: 'phone (CPU 4 ×, slow 4G)', viewport: viewports.mobile, throttle: true, everyDemo: false };
const desktop: Profile = { name: 'fast desktop', viewport: viewports.desktop, throttle: false, everyDemo: true };

/** Lighthouse's phone: its CPU 4 × slower, on slow 4G. */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await emulateSlow4G(cdp);
}

interface Journey {
  name: string;
  /** The page the visitor starts from (none: the address is typed). */
  from?: string;
  /** What the visitor does; resolves when the journey's last page has loaded. */
  go: (page: Page, profile: Profile) => Promise<void>;
  /** The project the form must show chosen. */
  project?: string;
}

/** Clicks a link to the home page's contact section from another page and waits for the home page's load event. */
async function followTo(page: Page, click: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact', { waitUntil: 'load', timeout: 90_000 }), click()]);
}

/**
 * Each demo's last link to the contact form, as its built page has it: the
 * page, the link's address and words, and the project it chooses. A demo
 * with a form of its own (the caterer's) has none.
 */
const mainOf = (slug: string) => {
  const html = readFileSync(join(distDir(), slug, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const demoButtons = demoSources.flatMap((demo) => {
  const main = mainOf(demo.slug);
  const last = [...main.matchAll(/<a [^>]*href="(\/(?:\?projet=([a-z0-9-]+))?#contact)"[^>]*>([\s\S]*?)<\/a>/g)].at(-1);
  if (!last) return [];
  return [{ path: demo.path, href: last[1]!, label: last[3]!.replace(/<[^>]+>/g, '').trim(), project: last[2] }];
});

const demoJourneys: Journey[] = demoButtons.map(({ path, href, label, project }) => ({
  name: `the final button “${label}” of ${path}`,
  from: path,
  go: (page) => followTo(page, () => page.locator(`main a[href="${href}"]`).last().click()),
  project,
}));

const journeys: Journey[] = [
  {
    name: 'the hero button “Collaborer avec nous”',
    from: '/',
    go: async (page) => {
      await page.getByRole('link', { name: 'Collaborer avec nous', exact: true }).click();
      await page.waitForFunction(() => location.hash === '#contact', undefined, { polling: 50 });
    },
  },
  {
    name: 'the header’s Contact link from another page',
    from: '/a-propos/',
    go: (page, profile) =>
      followTo(page, async () => {
        if (profile.viewport === viewports.mobile) {
          await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
          await page.getByRole('navigation', { name: 'Menu mobile' }).locator('.mobile-menu-links a[href="/#contact"]').click();
        } else {
          await page.getByRole('navigation', { name: 'Navigation principale' }).locator('a[href="/#contact"]').click();
        }
      }),
  },
  {
    name: 'the address /#contact',
    go: async (page) => {
      await page.goto(`${baseURL()}/#contact`, { waitUntil: 'load', timeout: 90_000 });
    },
  },
  {
    name: 'an article’s call to action (/?projet=…#contact)',
    from: anArticle().path,
    go: (page) => followTo(page, () => page.locator('.article-cta a').click()),
    project: anArticle().project,
  },
];

/**
 * From now on, the page notes where the contact heading is on every frame,
 * and when the page last scrolled or moved it.
 */
function watchHeading(page: Page): Promise<void> {
  return page.evaluate(() => {
    const heading = document.getElementById('contact-title')!;
    const watch = { start: performance.now(), lastMove: performance.now(), tops: [] as number[], landedAt: -1 };
    (window as unknown as { headingWatch: typeof watch }).headingWatch = watch;
    let last = NaN;
    const sample = () => {
      const top = Math.round(heading.getBoundingClientRect().top);
      if (top !== last) watch.lastMove = performance.now();
      last = top;
      watch.tops.push(top);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** Where the heading is: 'top' when wholly on screen, in its upper third. */
function headingPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { top, bottom } = document.getElementById('contact-title')!.getBoundingClientRect();
    if (top >= 0 && bottom <= innerHeight && top < innerHeight / 3) return 'top';
    return `${Math.round(top)} px from the top of a ${innerHeight} px screen`;
  });
}

/**
 * The page has finished: loaded, fonts in, scroll and heading still for
 * 500 ms, and at least 3 s since the journey ended.
 */
function pageSettled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const watch = (window as unknown as { headingWatch: { start: number; lastMove: number } }).headingWatch;
    const now = performance.now();
    return document.readyState === 'complete' && document.fonts.status === 'loaded' && now - watch.lastMove > 500 && now - watch.start > 3000;
  });
}

// The journeys of a profile run side by side, each in a context of its own:
// most of a journey is waiting (the slow link, the 3 s watch).
// A demo whose last button led elsewhere (the slot picker, another page)
// would drop out of the journeys above without a word: each demo has a form
// of its own or a last button to the contact form.
test('every demo without a form of its own ends on a button to the contact form', ({ expect }) => {
  const formless = demoSources.filter((demo) => !mainOf(demo.slug).includes('<form'));
  expect(formless.length).toBeGreaterThan(0);
  expect(demoButtons.map((button) => button.path)).toEqual(formless.map((demo) => demo.path));
});

describe.each([phone, desktop])('on a $name, every way to the contact form lands on it', (profile) => {
  // A throttled page's load once took over 45 s while the rest of the suite held
  // both cores: the journey may wait for it as long, the landing is what is judged.
  test.concurrent.for([...journeys, ...(profile.everyDemo ? demoJourneys : demoJourneys.slice(0, 1))])(
    '$name',
    { timeout: 180_000 },
    async (journey, { expect }) => {
      // Not browser.open(): its request interception hands the page each
      // response in one piece, whereas on a slow link the HTML arrives in
      // parts, and the sections parsed last are the ones that used to be laid
      // out at their 400 px placeholder.
      const context = await browser.newContext({ viewport: profile.viewport, hasTouch: profile.throttle, isMobile: profile.throttle, locale: 'fr-FR' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (profile.throttle) await throttle(cdp);
      if (journey.from) await page.goto(`${baseURL()}${journey.from}`, { waitUntil: 'load', timeout: 90_000 });

      await journey.go(page, profile);
      await watchHeading(page);

      // The motion lands on the heading within 3 s of the journey's end...
      await expect.poll(() => headingPlace(page), { timeout: 3000, interval: 100 }).toBe('top');
      const landed = await page.evaluate(() => (window as unknown as { headingWatch: { tops: number[] } }).headingWatch.tops.length);
      // ...and stays there while what lies above finishes loading.
      await expect.poll(() => pageSettled(page), { timeout: 20_000, interval: 200 }).toBe(true);
      expect(await headingPlace(page)).toBe('top');
      const after = await page.evaluate(
        (from) => {
          const tops = (window as unknown as { headingWatch: { tops: number[] } }).headingWatch.tops.slice(from);
          return { min: Math.min(...tops), max: Math.max(...tops) };
        },
        Math.max(0, landed - 1),
      );
      expect(after.min).toBeGreaterThanOrEqual(0);
      expect(after.max).toBeLessThan(profile.viewport.height / 3);

      if (journey.project) {
        await expect.poll(() => page.getByLabel('Type de projet').inputValue(), { timeout: 20_000 }).toBe(journey.project);
      }
      await context.close();
    },
  );
});
