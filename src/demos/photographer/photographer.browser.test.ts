import { describe, expect, test } from 'vitest';
import { hydrated, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { axeViolations, baseURL, useBrowser, viewports } from '../../../tests/browser/helpers.ts';

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

  testAxeOnceAwake(browser, url);
});
