import { describe, expect, test } from 'vitest';
import { hydrated, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { answerConsent, axeViolations, baseURL, useBrowser, viewports } from '../../../tests/browser/helpers.ts';

const url = () => `${baseURL()}/portfolio-photographe/`;
const browser = useBrowser();

describe('/portfolio-photographe/', () => {
  test('shows the gallery, the series, the sessions and a booking call to action to the contact form', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    await expect(page.locator('h1').textContent()).resolves.toBe('Léa Moreau');
    await expect(page.locator('main .breadcrumb li').allTextContents()).resolves.toEqual(['Accueil', 'Démonstrations', 'Portfolio photographe']);
    await expect(page.locator('.gallery-item').count()).resolves.toBe(9);
    await expect(page.locator('.ph-series-list h3').allTextContents()).resolves.toEqual(['Portraits', 'Mariages', 'Paysages']);
    await expect(page.locator('.ph-session-list .ph-price').allTextContents()).resolves.toEqual(['À partir de 180\u00a0€', 'À partir de 1\u202f490\u00a0€', 'À partir de 390\u00a0€']);
    for (const name of ['Réserver une séance', 'Réserver ma séance']) {
      await expect(page.getByRole('link', { name }).getAttribute('href')).resolves.toBe('/#contact');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('filters by series and opens one EXIF panel at a time', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(url());
    await hydrated(page, 'PhotoGallery');
    const titles = () => page.locator('.gallery-title').allTextContents();
    await page.getByRole('button', { name: 'Mariages' }).click();
    await expect(page.getByRole('button', { name: 'Mariages' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(titles()).resolves.toEqual(['Première danse', 'Les alliances', 'Lâcher de pétales']);

    const photos = page.locator('.gallery-photo');
    const open = () => page.locator('.exif:not([hidden])').evaluateAll((list) => list.map((p) => p.id));
    await photos.nth(1).click();
    await expect(open()).resolves.toEqual(['exif-alliances']);
    await expect(page.locator('#exif-alliances').textContent()).resolves.toContain('Z MC 105 mm f/2.8');
    expect(await axeViolations(page)).toEqual([]);
    await photos.nth(0).click();
    await expect(open()).resolves.toEqual(['exif-premiere-danse']);
    await photos.nth(0).click();
    await expect(open()).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Toutes' }).click();
    await expect(page.locator('.gallery-item').count()).resolves.toBe(9);
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
      // On two columns the first photo takes a whole row: 1 + 4 × 2.
      expect(closed.map((row) => row.length), `at ${width} px`).toEqual(columns === 3 ? [3, 3, 3] : [1, 2, 2, 2, 2]);
      await page.locator('.gallery-photo').nth(4).click();
      const open = await rows();
      expect(open.map((row) => row.length), `at ${width} px, a panel open`).toEqual(closed.map((row) => row.length));
      // Every card of a row keeps the row's height: the panel leaves no empty cell.
      for (const row of open) expect(new Set(row).size, `at ${width} px, a panel open`).toBe(1);
      await page.locator('.gallery-photo').nth(4).click();
    }
    await page.context().close();
  });

  testAxeOnceAwake(browser, url);
});
