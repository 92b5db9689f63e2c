import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, idle, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { content } from '../../tests/browser/site-content.ts';
import { islandChunk } from '../../tests/integration/built-site.ts';

// No tap is lost: what a visitor does on an island whose code has not
// arrived yet wakes it and is done again once it has hydrated, once.
// The island's own chunk is held back (as a slow network would) until the
// test has tapped, so that the tap surely lands before hydration.

const browser = useBrowser();

/** Holds the requests for the island's own chunk until `release` is called. */
async function holdIsland(page: Page, name: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(islandChunk(name), async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const asleep = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).evaluate((island) => !island.hasAttribute('data-hydrated'));

/** Lets the island's code through and waits until React has hydrated it (and the booter has replayed what it kept). */
async function releaseAndHydrate(page: Page, name: string, release: () => void): Promise<void> {
  await expect(asleep(page, name)).resolves.toBe(true);
  release();
  await page.waitForFunction((island) => document.querySelector(`[data-island="${island}"]`)?.hasAttribute('data-hydrated'), name, { polling: 50 });
}

/**
 * Opens a page with the island held back, once the booter listens. On a page
 * whose islands wake with it (`wakesWithPage`, one of them), the islands'
 * code runs as scripts while it loads, the held island's too: its document
 * waits for it, and the booter (the first of them to run) has run once that
 * island has hydrated. On any other, once its document has loaded.
 */
async function openHeld(path: string, name: string, wakesWithPage?: string) {
  const watched = await browser.open({ viewport: viewports.mobile, hasTouch: true, reducedMotion: 'reduce' });
  const { page } = watched;
  const { release } = await holdIsland(page, name);
  await page.goto(`${baseURL()}${path}`, { waitUntil: wakesWithPage ? 'commit' : 'domcontentloaded' });
  if (wakesWithPage)
    await page.waitForFunction((first) => document.querySelector(`[data-island="${first}"]`)?.hasAttribute('data-hydrated'), wakesWithPage, { polling: 50 });
  const island = page.locator(`[data-island="${name}"]`);
  await island.scrollIntoViewIfNeeded();
  return { ...watched, island, release };
}

describe('a tap on an island still asleep', () => {
  test("the creative demo's play button: playing once hydrated, not back to paused", async () => {
    const { page, errors, island, release } = await openHeld('/portfolio-creatif/', 'portfolio-creatif/MusicPlayer');
    const play = island.locator('.player-main');
    const idleLabel = await play.getAttribute('aria-label');
    await expect(island.locator('.player').getAttribute('data-playing')).resolves.toBe('false');
    await play.tap();
    await releaseAndHydrate(page, 'portfolio-creatif/MusicPlayer', release);
    await expect(island.locator('.player').getAttribute('data-playing')).resolves.toBe('true');
    await expect(play.getAttribute('aria-label')).resolves.not.toBe(idleLabel);
    // Nothing more comes later: one tap, one toggle.
    await idle(page);
    await expect(island.locator('.player').getAttribute('data-playing')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a photo of the photographer's gallery: its panel open once hydrated, not closed again", async () => {
    const { page, errors, island, release } = await openHeld('/portfolio-photographe/', 'PhotoGallery');
    const [first] = content['portfolio-photographe'].photos;
    const photo = island.locator('.gallery-photo').first();
    await photo.scrollIntoViewIfNeeded();
    await expect(photo.getAttribute('aria-expanded')).resolves.toBe('false');
    await photo.tap();
    await releaseAndHydrate(page, 'PhotoGallery', release);
    await idle(page);
    await expect(photo.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(island.locator(`#exif-${first!.id}`).isVisible()).resolves.toBe(true);
    // The page did not move: the tap's default was nothing to follow.
    expect(new URL(page.url()).pathname).toBe('/portfolio-photographe/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a painting tab tapped, then an arrow key: each theme's turn once", async () => {
    const { categories } = content['portfolio-creatif'].painting;
    const title = (index: number) => categories[index % categories.length]!.title;
    const { page, errors, island, release } = await openHeld('/portfolio-creatif/', 'portfolio-creatif/PaintingTabs');
    const tabs = island.locator('[role="tab"]');
    const selected = () => island.locator('[role="tab"][aria-selected="true"]').textContent();
    await expect(selected()).resolves.toBe(title(0));
    const last = categories.length - 1;
    await tabs.nth(last).tap();
    // The arrow key goes to the focused tab: the one just tapped (focused by the tap's press).
    await tabs.nth(last).focus();
    await page.keyboard.press('ArrowRight');
    await releaseAndHydrate(page, 'portfolio-creatif/PaintingTabs', release);
    await idle(page);
    // The last theme, then the one after it (wrapping): the first.
    await expect(selected()).resolves.toBe(title(last + 1));
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(title(last + 1));
    await expect(island.locator('[role="tabpanel"]:not([hidden])').getAttribute('aria-labelledby')).resolves.toBe(
      await tabs.nth((last + 1) % categories.length).getAttribute('id'),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the shop's colour: chosen once hydrated, the radio left as it was until then", async () => {
    const { colours, defaults } = content.produit;
    const colour = colours.find((candidate) => candidate.name !== defaults.colour)!;
    const { page, errors, island, release } = await openHeld('/produit/', 'produit/ShopCustomiser', 'produit/ShopHero');
    const radioSelector = `input[name="shop-colour"][value="${colour.name}"]`;
    const radio = island.locator(radioSelector);
    const swatch = island.locator('label', { has: page.locator(radioSelector) });
    await swatch.scrollIntoViewIfNeeded();
    await swatch.tap();
    // Not checked by the browser meanwhile: React checks it, with the preview.
    await expect(radio.isChecked()).resolves.toBe(false);
    await releaseAndHydrate(page, 'produit/ShopCustomiser', release);
    await idle(page);
    await expect(radio.isChecked()).resolves.toBe(true);
    await expect(island.locator('.shop-preview-caption').textContent()).resolves.toContain(colour.name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a swipe on the studio's carousel: the next project once hydrated, once", async () => {
    const titles = content['studio-design'].projects.map((project) => project.title);
    const { page, errors, island, release } = await openHeld('/studio-design/', 'studio-design/StudioCarousel');
    const current = () => island.locator('.studio-slide.is-current h3').textContent();
    await expect(current()).resolves.toBe(titles[0]);
    const box = (await island.locator('.studio-viewport').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y, { steps: 5 });
    await page.mouse.up();
    await releaseAndHydrate(page, 'studio-design/StudioCarousel', release);
    await idle(page);
    await expect(current()).resolves.toBe(titles[Math.min(1, titles.length - 1)]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a swipe on the studio's carousel lifted only once it has hydrated: the next project, once", async () => {
    const titles = content['studio-design'].projects.map((project) => project.title);
    const { page, errors, island, release } = await openHeld('/studio-design/', 'studio-design/StudioCarousel');
    const current = () => island.locator('.studio-slide.is-current h3').textContent();
    const box = (await island.locator('.studio-viewport').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y, { steps: 5 });
    // React takes over mid-drag: it never saw the press.
    await releaseAndHydrate(page, 'studio-design/StudioCarousel', release);
    await page.mouse.up();
    await idle(page);
    await expect(current()).resolves.toBe(titles[Math.min(1, titles.length - 1)]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an island whose turn has not come wakes at once for the tap: the cart opens', async () => {
    const watched = await browser.open({ viewport: viewports.mobile, hasTouch: true, reducedMotion: 'reduce' });
    const { page, errors } = watched;
    // The cart wakes when the browser is idle: here, never.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(`${baseURL()}/produit/`);
    const island = page.locator('[data-island="produit/ShopCart"]');
    await expect(asleep(page, 'produit/ShopCart')).resolves.toBe(true);
    await island.locator('.shop-cart-button').tap();
    await page.waitForFunction(() => document.querySelector('[data-island="produit/ShopCart"]')?.hasAttribute('data-hydrated'), undefined, { polling: 50 });
    await expect(island.locator('dialog').evaluate((dialog) => (dialog as HTMLDialogElement).open)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('text typed and a font chosen in a tool still asleep are kept, and React has them', async () => {
    const { page, errors, island, release } = await openHeld('/studio-design/', 'studio-design/DesignSandbox');
    const text = island.locator('input[type="text"]');
    const font = island.locator('select');
    const preview = island.locator('[data-testid="type-preview"]');
    const fontFamily = () => preview.evaluate((element) => getComputedStyle(element).fontFamily);
    const serverFont = await fontFamily();
    const other = (await font.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)))[1]!;
    await text.scrollIntoViewIfNeeded();
    await text.fill('Bonjour');
    await font.selectOption(other);
    await releaseAndHydrate(page, 'studio-design/DesignSandbox', release);
    await expect(text.inputValue()).resolves.toBe('Bonjour');
    await expect(font.inputValue()).resolves.toBe(other);
    // The preview is drawn from React's state: the text and the font chosen.
    await expect(preview.textContent()).resolves.toBe('Bonjour');
    await expect(fontFamily()).resolves.not.toBe(serverFont);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a name typed into the contact form still asleep is kept when React draws the form again', async () => {
    const { page, errors, island, release } = await openHeld('/', 'ContactForm');
    const name = island.locator('input[data-field="name"]');
    await name.scrollIntoViewIfNeeded();
    await name.fill('Camille Martin');
    await releaseAndHydrate(page, 'ContactForm', release);
    await expect(name.inputValue()).resolves.toBe('Camille Martin');
    // Another field typed into: the form is drawn again from React's state, which holds the name.
    await island.locator('input[data-field="email"]').fill('camille@exemple.fr');
    await expect(name.inputValue()).resolves.toBe('Camille Martin');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
