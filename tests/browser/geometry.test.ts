import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import { answerConsent, axeViolations, baseURL, distDir, sitemapPaths, useBrowser, viewports } from './helpers.ts';

// Every page as a designer measures it, from a small phone to a wide screen,
// after scrolling through it (lazy sections and reveals have run):
//   - axe finds no violation at phone or desktop width;
//   - nothing is wider than the screen, fixed parts included (the cookie banner: src/chrome/consent.browser.test.ts);
//   - no word of a heading or of display text is split across two lines;
//   - at rest, no fixed or floating element covers a heading, a button or a field;
//   - a form's fields fill their rows: none sits alone on half a row;
//   - wherever the page is scrolled, a demo's "Retour" pill keeps a contrast
//     of at least 3:1 with whatever lies behind it.

const browser = useBrowser();
const widths = [320, 390, 768, 1024, 1280, 1440];
const height = 800;

/** Scrolls from top to bottom a screen at a time, then back to the top; calls `atEachStep` at each stop. */
async function scrollThrough(page: Page, atEachStep: (y: number) => Promise<void> = async () => {}): Promise<void> {
  for (let y = 0; ; y += Math.round(height * 0.8)) {
    const reached = await page.evaluate(
      (top) =>
        new Promise<number>((resolve) => {
          window.scrollTo({ top, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
        }),
      y,
    );
    await atEachStep(reached);
    const bottom = await page.evaluate(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
    if (bottom || reached < y - 2) break;
  }
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
}

// Run in the page: plain code, no named inner functions (see docs/testing.md).
// What both checks below start with: how they name an element and a text,
// and the fixed and sticky elements on screen.
const inPageHelpers = `
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const quote = (text) => '“' + text.replace(/\\s+/g, ' ').trim().slice(0, 60) + '”';
  const fixed = [...document.querySelectorAll('body *')].filter((el) => {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' && style.position !== 'sticky') return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  });
`;

const measureInPage = `(() => {
  ${inPageHelpers}
  const faults = [];
  const width = innerWidth;

  const overflow = document.documentElement.scrollWidth - width;
  if (overflow > 0) faults.push('the page is ' + overflow + ' px wider than the screen');

  for (const el of fixed) {
    for (const part of el.querySelectorAll('a, button, input, select, textarea')) {
      const box = part.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(part).visibility === 'hidden') continue;
      if (box.left < -1 || box.right > width + 1) faults.push(describe(part) + ' ' + quote(part.textContent || '') + ' of the fixed ' + describe(el) + ' is cut off by the screen edge');
    }
  }

  const isDisplay = (el) => el.closest('h1, h2, h3, h4, h5, h6') || parseFloat(getComputedStyle(el).fontSize) >= 28;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent.trim() || !isDisplay(parent)) continue;
    const parentBox = parent.getBoundingClientRect();
    if (parentBox.width <= 2 || parent.closest('[aria-hidden="true"] .sr-only, .sr-only, [hidden], script, style')) continue;
    for (const match of node.textContent.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom / 4)));
      if (tops.size > 1) faults.push('the word ' + quote(match[0]) + ' of ' + describe(parent) + ' is split across lines');
    }
  }

  for (const grid of document.querySelectorAll('.form-grid')) {
    const gridWidth = grid.getBoundingClientRect().width;
    const rows = new Map();
    for (const field of grid.children) {
      const box = field.getBoundingClientRect();
      if (box.height === 0) continue;
      const top = Math.round(box.top);
      rows.set(top, [...(rows.get(top) || []), field]);
    }
    for (const row of rows.values()) {
      if (row.length === 1 && row[0].getBoundingClientRect().width < gridWidth * 0.75) {
        faults.push('the field ' + quote(row[0].querySelector('label')?.textContent || '') + ' sits alone on half a row of ' + describe(grid));
      }
    }
  }

  const targets = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, button, input, select, textarea')].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && getComputedStyle(el).visibility !== 'hidden';
  });
  for (const target of targets) {
    const box = target.getBoundingClientRect();
    const points = [[0.5, 0.5], [0.15, 0.5], [0.85, 0.5]].map(([fx, fy]) => [box.left + box.width * fx, box.top + box.height * fy]);
    for (const [x, y] of points) {
      if (x < 0 || x >= width || y < 0 || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      // The cookie banner covers the page until answered, as it must; it is checked for being cut off above.
      const cover = hit && fixed.find((el) => el.contains(hit) && !el.matches('[data-consent]'));
      if (cover && !cover.contains(target) && !target.contains(cover)) {
        faults.push('the fixed ' + describe(cover) + ' covers ' + describe(target) + ' ' + quote(target.textContent || target.getAttribute('aria-label') || ''));
        break;
      }
    }
  }
  return faults;
})()`;

// Runs in the page scrolled to its end: the links and buttons of the lower
// half of the screen (the footer's last rows) are each under no fixed
// control (a floating cart, a chat button); the cookie banner aside, which
// covers the page until answered, as it must.
const coveredAtEndInPage = `(() => {
  ${inPageHelpers}
  const faults = [];
  for (const target of document.querySelectorAll('a, button')) {
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.top < innerHeight / 2 || box.bottom > innerHeight || getComputedStyle(target).visibility === 'hidden') continue;
    for (const [fx, fy] of [[0.5, 0.5], [0.1, 0.5], [0.9, 0.5]]) {
      const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
      const cover = hit && fixed.find((el) => el.contains(hit) && !el.matches('[data-consent]'));
      if (cover && !cover.contains(target) && !target.contains(cover)) {
        faults.push('at the end of the page, the fixed ' + describe(cover) + ' covers ' + describe(target) + ' ' + quote(target.textContent || ''));
        break;
      }
    }
  }
  return faults;
})()`;

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r!, g!, b!].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/**
 * The contrast between the "Retour" pill and what lies around it, read from
 * the screen: the better of its own colour (its left padding) and of its
 * ring (1 px outside its edge), each against the ground 8 to 12 px outside.
 */
async function backPillContrast(page: Page): Promise<number | undefined> {
  const pill = page.locator('.demo-back');
  const box = await pill.boundingBox();
  // Out of view, or gone under the header at the end of the demo: nothing to read.
  const inView = await pill.evaluate((el) => {
    const { left, top, right, bottom } = el.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return top >= 0 && bottom <= innerHeight && Boolean(hit && el.contains(hit));
  });
  if (!box || !inView) return undefined;
  const margin = 12;
  const clip = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin };
  const { data, info } = await sharp(await page.screenshot({ clip, animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = info.width / clip.width;
  const at = (x: number, y: number) => {
    const i = (Math.min(info.height - 1, Math.round(y * scale)) * info.width + Math.min(info.width - 1, Math.round(x * scale))) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const [left, top, right, bottom] = [box.x - clip.x, box.y - clip.y, box.x - clip.x + box.width, box.y - clip.y + box.height];
  const middle = (top + bottom) / 2;
  const inside: number[][] = [];
  for (let y = middle - 6; y <= middle + 6; y++) for (let x = left + 5; x < left + 10; x++) inside.push(at(x, y));
  const ring: number[][] = [];
  const ground: number[][] = [];
  for (let x = left + box.height / 2; x < right - box.height / 2; x += 2) {
    if (top - 12 >= 0) {
      ring.push(at(x, top - 1));
      for (let d = 8; d <= 12; d += 2) ground.push(at(x, top - d));
    }
    ring.push(at(x, bottom + 1));
    for (let d = 8; d <= 12; d += 2) ground.push(at(x, bottom + d));
  }
  const pick = (pixels: number[][]) => [0, 1, 2].map((c) => median(pixels.map((p) => p[c]!)));
  const behind = pick(ground);
  return Math.max(contrast(pick(inside), behind), contrast(pick(ring), behind));
}

/** The phone or the desktop of the other tests, at its width. */
const namedScreen = (width: number) => Object.values(viewports).find((viewport) => viewport.width === width);
/** The screen at a width: the phone's and the desktop's at theirs, 800 px high at the others. */
const screenAt = (width: number) => namedScreen(width) ?? { width, height };

describe.concurrent.each(sitemapPaths())('%s', (path) => {
  test('keeps its shape at every width, from 320 to 1440 px, and has no axe violation at phone or desktop width', async ({ expect }) => {
    const { page } = await browser.open({ viewport: { width: widths[0]!, height }, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    // Once through at the narrowest width, the longest page: what loads or
    // reveals on the way stays, whatever the width afterwards.
    await scrollThrough(page);
    const faults: string[] = [];
    const violations: string[] = [];
    for (const width of widths) {
      await page.setViewportSize(screenAt(width));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      faults.push(...((await page.evaluate(measureInPage)) as string[]).map((fault) => `${path} at ${width} px: ${fault}`));
      // What each width lays out (the menu, the grids) is what axe sees at that width.
      if (namedScreen(width)) {
        violations.push(...(await axeViolations(page)).map((violation) => `${width} px: ${violation}`));
      }
    }
    expect(violations).toEqual([]);
    // The end of the page as a visitor reaches it (the suite's build measures no audience: no banner).
    for (const width of widths) {
      await page.setViewportSize(screenAt(width));
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
      faults.push(...((await page.evaluate(coveredAtEndInPage)) as string[]).map((fault) => `${path} at ${width} px: ${fault}`));
    }
    expect([...new Set(faults)]).toEqual([]);
    await page.context().close();
  });
});

/** The demos, which carry the "Retour" pill. */
const pillPaths = () => sitemapPaths().filter((path) => readFileSync(`${distDir()}${path}index.html`, 'utf8').includes('class="demo-back"'));

describe.concurrent.each(pillPaths())('%s', (path) => {
  test('starts its own ground right under the header, and keeps its "Retour" pill readable against whatever lies behind it, wherever the page is scrolled', async ({
    expect,
  }) => {
    const { page } = await browser.open({ viewport: { width: 390, height }, reducedMotion: 'reduce' });
    await answerConsent(page);
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    // No strip of the page above the pill.
    const edges = await page.evaluate(() => ({
      header: document.querySelector('body > header')!.getBoundingClientRect().bottom,
      demo: document.querySelector('.demo-back')!.parentElement!.getBoundingClientRect().top,
    }));
    expect(edges.demo).toBeCloseTo(edges.header, 0);
    const faults: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height });
      await scrollThrough(page, async (y) => {
        const ratio = await backPillContrast(page);
        if (ratio !== undefined && ratio < 3) faults.push(`${path} at ${width} px, scrolled ${y} px: ${ratio.toFixed(2)}:1`);
      });
    }
    expect(faults).toEqual([]);
    await page.context().close();
  });
});
