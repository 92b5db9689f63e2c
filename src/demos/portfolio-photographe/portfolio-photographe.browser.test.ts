import { describe, expect, test } from 'vitest';
import { expectLandingOnSlowPhone, hydrated, offsetFromLanding, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { answerConsent, axeViolations, baseURL, useBrowser, viewports } from '../../../tests/browser/helpers.ts';
import { content } from '../../../tests/browser/site-content.ts';
import { formatPrice } from '../../text/format.ts';

// The photographer demo as a visitor sees it. Its photos, series and sessions
// come from content/demos/portfolio-photographe.ts, whatever the owner wrote
// there.

const url = () => `${baseURL()}/portfolio-photographe/`;
const browser = useBrowser();
const photographer = content['portfolio-photographe'];
const { photos } = photographer;
/** Sizes of the rows of `count` cards laid `columns` to a row. */
const rowsOf = (count: number, columns: number) => Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('/portfolio-photographe/', () => {
  test('shows the gallery, the series, the sessions, and a booking section whose call to action leads to the contact form', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    await expect(page.locator('h1').textContent()).resolves.toBe(photographer.name);
    await expect(page.locator('main .breadcrumb li').allTextContents()).resolves.toEqual(['Accueil', 'Démonstrations', 'Portfolio photographe']);
    await expect(page.locator('.gallery-title').allTextContents()).resolves.toEqual(photos.map((photo) => photo.title));
    await expect(page.locator('.ph-series-list h3').allTextContents()).resolves.toEqual(photographer.series.map((series) => series.title));
    await expect(page.locator('.ph-session-list h3').allTextContents()).resolves.toEqual(photographer.sessions.map((session) => session.title));
    await expect(page.locator('.ph-session-list .ph-price').allTextContents()).resolves.toEqual(
      photographer.sessions.map((session) => `À partir de ${formatPrice(session.priceFrom)}`),
    );
    // The hero's button goes to the booking section; there, the demo says nothing is booked and leads to the agency's contact form.
    await expect(page.getByRole('link', { name: 'Réserver une séance' }).getAttribute('href')).resolves.toBe('#reservation');
    await expect(page.locator('#reservation .ph-lead').textContent()).resolves.toBe(photographer.page.bookingLead);
    const booking = page.locator('#reservation a');
    await expect(booking.textContent()).resolves.toBe(photographer.page.bookingLink);
    await expect(booking.getAttribute('href')).resolves.toMatch(/^\/(\?projet=[a-z-]+)?#contact$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the hero's button lands on the booking section, under the header, past sections laid out only near the screen", async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(url());
    await page.getByRole('link', { name: 'Réserver une séance' }).click();
    expect(new URL(page.url()).hash).toBe('#reservation');
    await expect.poll(() => offsetFromLanding(page, 'reservation')).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  test('an address with #reservation lands on the booking section, on a phone on slow 4G', { timeout: 120_000 }, async () => {
    await expectLandingOnSlowPhone(browser, `${url()}#reservation`, 'reservation');
  });

  test('filters by series and opens one EXIF panel at a time', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(url());
    await hydrated(page, 'PhotoGallery');
    const titles = () => page.locator('.gallery-title').allTextContents();
    // The series with the most photos: the second filter button is the first series ('Toutes' comes first).
    const bySize = photographer.series.map((series, index) => ({ series, index, own: photos.filter((photo) => photo.series === series.id) }));
    const { series, index, own } = bySize.reduce((most, next) => (next.own.length > most.own.length ? next : most));
    const filter = page.locator('.gallery-filters button').nth(index + 1);
    await expect(filter.textContent()).resolves.toBe(series.title);
    await filter.click();
    await expect(filter.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(titles()).resolves.toEqual(own.map((photo) => photo.title));

    const shown = page.locator('.gallery-photo');
    const open = () => page.locator('.exif:not([hidden])').evaluateAll((list) => list.map((p) => p.id));
    const last = own.length - 1;
    await shown.nth(last).click();
    await expect(open()).resolves.toEqual([`exif-${own[last]!.id}`]);
    await expect(page.locator(`#exif-${own[last]!.id}`).textContent()).resolves.toContain(own[last]!.exif.lens);
    expect(await axeViolations(page)).toEqual([]);
    if (last > 0) {
      // Another photo: its panel replaces the open one.
      await shown.nth(0).click();
      await expect(open()).resolves.toEqual([`exif-${own[0]!.id}`]);
    }
    await shown.nth(0).click();
    await expect(open()).resolves.toEqual([]);

    await page.locator('.gallery-filters button').first().click();
    await expect(titles()).resolves.toEqual(photos.map((photo) => photo.title));
    await page.context().close();
  });

  test('fits the screen at every width: contained hero, full gallery rows open or closed, pictures filling their cards', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await answerConsent(page);
    await page.goto(url());
    await hydrated(page, 'PhotoGallery');
    // Per row of the gallery (cards sharing a top edge): how many cards, and how tall each is.
    const rows = () =>
      page.locator('.gallery-item').evaluateAll((items) => {
        const byTop = new Map<number, number[]>();
        for (const item of items) {
          const box = item.getBoundingClientRect();
          byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), Math.round(box.height)]);
        }
        return [...byTop.values()];
      });
    for (const width of [320, 390, 600, 768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        heroBottom: Math.max(...[...document.querySelectorAll('.ph-stack > *')].map((photo) => photo.getBoundingClientRect().bottom)),
        galleryTop: document.querySelector('.ph-gallery')!.getBoundingClientRect().top,
        // Layout sizes, before the stack's rotations: the picture covers its frame inside the border.
        unfilled: [...document.querySelectorAll('.gallery-art, .ph-stack > span')]
          .map((frame) => [frame, frame.querySelector('img')!] as const)
          .filter(([frame, img]) => img.offsetWidth < frame.clientWidth - 1 || img.offsetHeight < frame.clientHeight - 1).length,
      }));
      expect(layout, `at ${width} px`).toMatchObject({ overflow: 0, unfilled: 0 });
      expect(layout.heroBottom, `at ${width} px`).toBeLessThanOrEqual(layout.galleryTop);

      const closed = await rows();
      const columns = width < 640 ? 2 : 3;
      // On two columns an odd number of photos leaves none alone: the first takes a whole row.
      const expected = columns === 3 ? rowsOf(photos.length, 3) : photos.length % 2 === 1 ? [1, ...rowsOf(photos.length - 1, 2)] : rowsOf(photos.length, 2);
      expect(
        closed.map((row) => row.length),
        `at ${width} px`,
      ).toEqual(expected);
      const middle = Math.min(4, photos.length - 1);
      await page.locator('.gallery-photo').nth(middle).click();
      const open = await rows();
      expect(
        open.map((row) => row.length),
        `at ${width} px, a panel open`,
      ).toEqual(closed.map((row) => row.length));
      // Every card of a row keeps the row's height: the panel leaves no empty cell.
      for (const row of open) expect(new Set(row).size, `at ${width} px, a panel open`).toBe(1);
      await page.locator('.gallery-photo').nth(middle).click();
    }
    await page.context().close();
  });

  testAxeOnceAwake(browser, url);
});
