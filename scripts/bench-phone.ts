import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { relative } from 'node:path';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import site from '../content/site.ts';
import { createSiteServer } from './server/static.ts';
import { localHandlers } from './server/handlers.ts';
import { emulateSlow4G } from './slow-4g.ts';
import { demoSources } from '../src/demos/demo-sources.ts';
import { listenLocally } from './server/listen.ts';

// `npm run bench -- --phone`: the home page and the demos as a visitor meets them on a
// mid-range phone (390 × 844, Lighthouse's slow 4G: 150 ms round trip,
// 1.6 Mbit/s, the site served brotli-compressed), in Debian's Chromium, the
// CPU slowed before each page until Lighthouse's benchmark index reads about
// 450 in it (`--cpu-slowdown 4`: a fixed 4 × instead).
//   - each island: ms from the moment it enters the viewport (one that
//     waits for the visitor to act: from their first scroll once it is in
//     view) to its data-hydrated mark (the booter sets it once React has
//     committed), the visitor scrolling down a screen every 1.5 s;
//   - the demos' main gestures and both forms' empty send: the longest event duration of the
//     interaction (the browser's Event Timing, what Interaction to Next
//     Paint reports).

/** The home page (its contact form is an island) and every demo. */
const pages = ['/', ...demoSources.map((demo) => demo.path)];

/** A gesture: where, what, and how to do it (one on a page that is no longer a demo is left out). */
interface Gesture {
  path: string;
  name: string;
  run(page: Page): Promise<void>;
}

const gestures: Gesture[] = [
  { path: '/produit/', name: 'add to cart', run: (page) => tap(page.getByRole('button', { name: /ajouter au panier/i }).first()) },
  { path: '/produit/', name: 'change colour', run: (page) => tap(page.locator('.shop-swatch').nth(1)) },
  { path: '/coach-sportif-premium/', name: 'switch tab', run: (page) => tap(page.getByRole('tab').nth(1)) },
  { path: '/portfolio-creatif/', name: 'drag the before/after slider', run: (page) => dragSlider(page) },
  { path: '/portfolio-creatif/', name: 'play a track', run: (page) => tap(page.getByRole('button', { name: 'Lecture' }).first()) },
  { path: '/portfolio-photographe/', name: 'open a photo', run: (page) => tap(page.locator('.gallery-photo').first()) },
  { path: '/studio-design/', name: 'next project', run: (page) => tap(page.getByRole('button', { name: 'Projet suivant' })) },
  { path: '/traiteur-evenementiel/', name: 'send the empty request form', run: (page) => tap(page.locator('#reception form [type="submit"]')) },
  { path: '/', name: 'send the empty contact form', run: (page) => tap(page.locator('#contact form [type="submit"]')) },
  { path: '/', name: 'booking: choose another day', run: async (page) => tap((await readyPicker(page)).locator('.booking-days .booking-option').nth(1)) },
  {
    path: '/',
    name: 'booking: choose a time (the form opens)',
    run: async (page) => tap((await readyPicker(page)).locator('.booking-times .booking-option').first()),
  },
];

/** The slot picker once it shows the free slots (it reads them from the local database). */
async function readyPicker(page: Page): Promise<Locator> {
  const picker = page.locator('#rendez-vous .booking');
  await picker.evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
  await page.locator('#rendez-vous .booking[data-phase="ready"]').waitFor({ timeout: 60_000 });
  return picker;
}

/**
 * A finger's tap in the middle of the element, once it is on screen and the
 * page has settled (the header's 0.3 s slide). Not a locator's click: its
 * checks run in the page, on the slowed CPU, inside the time measured.
 */
async function tap(target: Locator): Promise<void> {
  const page = target.page();
  // In the middle of the screen: an element already in view may sit under the sticky header.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForTimeout(500);
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cover = await target.evaluate(
    (element, [x, y]) => {
      const found = document.elementFromPoint(x!, y!);
      return element.contains(found) ? undefined : found ? `<${found.localName}${found.className ? ` class="${String(found.className)}"` : ''}>` : 'nothing';
    },
    [x, y],
  );
  if (cover) throw new Error(`${page.url()}: ${cover} covers the element to tap`);
  await page.touchscreen.tap(x, y);
}

async function dragSlider(page: Page): Promise<void> {
  const handle = page.getByRole('slider').first();
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
}

/** How the phone's CPU is slowed: calibrated before each page (`'auto'`), or a fixed rate. */
export type CpuSlowdown = 'auto' | number;

/**
 * Lighthouse's mid-tier phone: the benchmark index its default 4 × gives on
 * the host it assumes (1 500 to 2 000). This machine reads 700 to 2 250
 * within an hour, so a fixed rate emulates a different phone each time
 * (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown").
 */
const MID_TIER_INDEX = 450;

/**
 * Lighthouse's BenchmarkIndex (its core/lib/page-functions.js: the same two
 * loops, half a second each), as text for the page: a string-building loop
 * that exercises the garbage collector, and an array copy that does not.
 */
const benchmarkIndex = `(() => {
  const withGc = () => {
    const start = Date.now();
    let runs = 0;
    while (Date.now() - start < 500) {
      let text = '';
      for (let j = 0; j < 10000; j++) text += 'a';
      if (text.length === 1) throw new Error('never');
      runs++;
    }
    return Math.round(runs / 10 / ((Date.now() - start) / 1000));
  };
  const withoutGc = () => {
    const a = [], b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let runs = 0;
    while (runs % 10 !== 0 || Date.now() - start < 500) {
      const from = runs % 2 ? b : a, to = runs % 2 ? a : b;
      for (let j = 0; j < from.length; j++) to[j] = from[j];
      runs++;
    }
    return Math.round(runs / 10 / ((Date.now() - start) / 1000));
  };
  return (withGc() + withoutGc()) / 2;
})()`;

/** The CPU slowdown a page ran at, and Lighthouse's benchmark index it read in the page with it. */
interface Throttle {
  rate: number;
  index: number;
}

/** Slows a fresh page's CPU and says how (createThrottler). */
type Throttler = (page: Page, cdp: CDPSession) => Promise<Throttle>;

/**
 * Sets a fresh page's CPU slowdown, before it opens the demo. Calibrated,
 * as DevTools calibrates: set a rate, measure the benchmark index in the
 * page, and scale the rate by what it read over 450 until it reads within
 * 10 % of it (at most five measures of a second each). Each page starts from
 * the rate the last one ended on: the machine's speed drifts, but slowly.
 */
function createThrottler(cpu: CpuSlowdown): Throttler {
  let rate = 1;
  return async (page, cdp) => {
    if (cpu !== 'auto') {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      return { rate: cpu, index: await page.evaluate<number>(benchmarkIndex) };
    }
    for (let measure = 1; ; measure++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const index = await page.evaluate<number>(benchmarkIndex);
      const next = Math.max(1, Math.round(((rate * index) / MID_TIER_INDEX) * 10) / 10);
      if (Math.abs(index - MID_TIER_INDEX) <= MID_TIER_INDEX * 0.1 || next === rate || measure === 5) return { rate, index };
      rate = next;
    }
  };
}

/** A phone's page, its CPU slowed (the throttle it got) and the network as slow 4G. */
async function phonePage(browser: Browser, origin: string, throttle: Throttler): Promise<{ page: Page; throttle: Throttle }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  await context.addCookies([{ name: site.consentCookie, value: 'refused', url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Measured in the blank page, before the demo: its own loading would slow the loops.
  const throttled = await throttle(page, cdp);
  await emulateSlow4G(cdp);
  return { page, throttle: throttled };
}

// Scripts run in the page before its own, as text: a function would be
// compiled for Node first, with helpers the page does not have.
const watchIslands = `
window.islandTimes = {};
// An island that waits for the visitor to act (wake="interaction") may wake from their first scroll, tap or key on.
for (const type of ['scroll', 'pointerdown', 'keydown']) addEventListener(type, () => { window.firstGesture ??= performance.now(); }, { capture: true, passive: true });
const watch = () => document.querySelectorAll('[data-island]').forEach((island, index) => {
  const entry = (window.islandTimes[index + ':' + island.dataset.island] = { onGesture: island.dataset.wake === 'interaction' });
  // Seen when it, or one of its children (a cart floating over the page),
  // shows a box on screen: a glow drawn only under a mouse never is.
  const observer = new IntersectionObserver((seen) => {
    const first = seen.find((item) => item.isIntersecting && item.boundingClientRect.width * item.boundingClientRect.height > 0);
    if (!first) return;
    // When the frame found it on screen, not when this callback got its turn (later on a busy page).
    entry.seen = first.time;
    observer.disconnect();
  });
  [island, ...island.children].forEach((part) => observer.observe(part));
  new MutationObserver((_, observer) => {
    if (!island.hasAttribute('data-hydrated')) return;
    entry.hydrated = performance.now();
    // The last script that had arrived by then: until it had, the island
    // was waiting for the network.
    const scripts = performance.getEntriesByType('resource').filter((file) => file.name.endsWith('.js') && file.responseEnd <= entry.hydrated);
    entry.scriptsArrived = Math.max(0, ...scripts.map((file) => file.responseEnd));
    observer.disconnect();
  }).observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
});
// Once the markup is parsed, before the page's scripts run (the first
// readystatechange): an island that wakes with the page may be hydrated
// before DOMContentLoaded.
if (document.readyState === 'loading') document.addEventListener('readystatechange', watch, { once: true });
else watch();
`;

const watchInteractions = `
window.durations = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.interactionId) window.durations.push(entry.duration);
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** One timing, with the slowdown its page ran at. */
interface Sample {
  ms: number;
  throttle: Throttle;
  /** Of `ms`, how long the page still waited for a script to arrive. */
  network?: number;
}

const record = (results: Map<string, Sample[]>, name: string, sample: Sample) => results.set(name, [...(results.get(name) ?? []), sample]);

/**
 * Each demo opened once, untimed: a browser's first pages pay for its own
 * start (the first renderer, fonts read from disk), which the first run
 * timed (ShopHero 0.7 to 1 s against 0.2 to 0.5 s afterwards). Returns how
 * the server sent the first page (its content-encoding).
 */
async function warmUp(browser: Browser, origin: string, throttle: Throttler, paths: string[]): Promise<string> {
  let encoding = '';
  for (const path of paths) {
    const { page } = await phonePage(browser, origin, throttle);
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
    encoding ||= (await response?.headerValue('content-encoding')) ?? 'none';
    await page.context().close();
  }
  return encoding;
}

/** Per island of each demo, ms from seen to hydrated, one sample per run. */
async function islandTimes(browser: Browser, origin: string, runs: number, throttle: Throttler, paths: string[]): Promise<Map<string, Sample[]>> {
  const results = new Map<string, Sample[]>();
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      const { page, throttle: throttled } = await phonePage(browser, origin, throttle);
      await page.addInitScript({ content: watchIslands });
      await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
      // The visitor reads: a screen every 1.5 s, down to the end.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < height; top += 600) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await page.waitForTimeout(1500);
      }
      const { times, firstGesture } = await page.evaluate(() => {
        const watched = window as unknown as {
          islandTimes: Record<string, { onGesture: boolean; seen?: number; hydrated?: number; scriptsArrived?: number }>;
          firstGesture?: number;
        };
        return { times: watched.islandTimes, firstGesture: watched.firstGesture };
      });
      for (const [key, { onGesture, seen, hydrated, scriptsArrived = 0 }] of Object.entries(times)) {
        if (seen === undefined || hydrated === undefined) continue;
        // Waiting for the visitor to act: timed from the first gesture once it is in view.
        const from = onGesture ? Math.max(seen, firstGesture ?? seen) : seen;
        const ms = Math.max(0, hydrated - from);
        record(results, `${path} ${key.split(':')[1]}`, { ms, throttle: throttled, network: Math.min(ms, Math.max(0, scriptsArrived - from)) });
      }
      await page.context().close();
    }
  }
  return results;
}

/** Per gesture, the longest event duration of its interaction, one sample per run. */
async function interactionTimes(browser: Browser, origin: string, runs: number, throttle: Throttler, paths: string[]): Promise<Map<string, Sample[]>> {
  const results = new Map<string, Sample[]>();
  for (let run = 0; run < runs; run++) {
    for (const gesture of gestures.filter((gesture) => paths.includes(gesture.path))) {
      const { page, throttle: throttled } = await phonePage(browser, origin, throttle);
      await page.addInitScript({ content: watchInteractions });
      await page.goto(`${origin}${gesture.path}`, { waitUntil: 'load', timeout: 120_000 });
      // Every island awake first: the gesture is timed, not the waking. One
      // that waits for a mouse never wakes on a phone.
      const islands = page.locator('[data-island]:not([data-wake="mouse"])');
      for (let index = 0; index < (await islands.count()); index++) {
        await islands.nth(index).scrollIntoViewIfNeeded();
        await page.waitForFunction((at) => document.querySelectorAll('[data-island]:not([data-wake="mouse"])')[at]!.hasAttribute('data-hydrated'), index, {
          timeout: 60_000,
        });
      }
      await gesture.run(page);
      await page.waitForTimeout(1000);
      const durations = await page.evaluate(() => (window as unknown as { durations: number[] }).durations);
      // Under 16 ms the browser reports nothing: the gesture answered within a frame.
      record(results, `${gesture.path} ${gesture.name}`, { ms: Math.max(0, ...durations), throttle: throttled });
      await page.context().close();
    }
  }
  return results;
}

/**
 * Asks for every file once, compressed: the stand-in server compresses a
 * file on its first request, as a host does once and keeps (or ahead of
 * time). Without this, the first run timed brotli at quality 9 on React's
 * chunk, not the phone.
 */
async function compressAhead(dist: string, origin: string): Promise<void> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(html|css|js|svg)$/.test(entry.name));
  for (const entry of files) {
    const path = `/${relative(dist, `${entry.parentPath}/${entry.name}`)}`.replace(/(^|\/)index\.html$/, '$1');
    await new Promise<void>((resolve, reject) =>
      get(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => response.resume().on('end', resolve)).on('error', reject),
    );
  }
}

/** A table's line: the median, then each run's figure with the slowdown its page ran at and the index it read. */
function line(name: string, samples: Sample[]): string {
  const median = [...samples].sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)]!.ms;
  const runs = samples.map(
    ({ ms, throttle, network }) =>
      `${Math.round(ms)}${network === undefined ? '' : ` (${Math.round(network)} net)`} at ${throttle.rate}×/${Math.round(throttle.index)}`,
  );
  return `  ${name.padEnd(48)} ${String(Math.round(median)).padStart(5)}   (${runs.join(', ')})`;
}

/** Serves `dist` and prints both tables, medians of `runs`, for the home page and every demo, or only the pages of `only`. */
export async function benchPhone(dist: string, runs: number, cpu: CpuSlowdown = 'auto', only: string[] = []): Promise<void> {
  const unknown = only.filter((path) => !pages.includes(path));
  if (unknown.length > 0) throw new Error(`--pages: ${unknown.join(', ')} is not one of ${pages.join(', ')}`);
  const paths = only.length > 0 ? only : pages;
  // The local stand-in over a database of its own, as `npm start` serves it: the slot picker reads its free slots there.
  const dataDir = `/dev/shm/eclosion-bench-data-${randomUUID().slice(0, 8)}`;
  const backend = await localHandlers({ dataDir, command: 'npm run bench -- --phone' });
  const server = createSiteServer({ root: dist, handlers: backend.handlers });
  const { origin } = await listenLocally(server);
  await compressAhead(dist, origin);
  const browser = await launchChromium();
  const throttle = createThrottler(cpu);
  try {
    const encoding = await warmUp(browser, origin, throttle, paths);
    const cpuText = cpu === 'auto' ? `CPU slowed before each page until Lighthouse's benchmark index reads ${MID_TIER_INDEX} ± 10 %` : `CPU ${cpu} × slower`;
    console.log(`A phone: 390 × 844, ${cpuText}, slow 4G, pages served with content-encoding ${encoding}.`);
    console.log('Each run: its figure at the slowdown its page ran at / the benchmark index it read in the page.\n');
    console.log(
      `Islands: ms from entering the viewport (or, for one that waits for the visitor to act, from their first scroll once it is in view) to hydrated, median of ${runs} (each run: of which "net", still waiting for a script to arrive):`,
    );
    for (const [name, samples] of await islandTimes(browser, origin, runs, throttle, paths)) console.log(line(name, samples));
    console.log(`\nGestures: longest event duration of the interaction (INP), ms, median of ${runs}:`);
    for (const [name, samples] of await interactionTimes(browser, origin, runs, throttle, paths)) console.log(line(name, samples));
  } finally {
    await browser.close();
    server.close();
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
