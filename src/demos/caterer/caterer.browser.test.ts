import { describe, expect, test } from 'vitest';
import { hydrated, opacityAt, pausedClock, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { axeViolations, baseURL, idle, intersecting, useBrowser, viewports } from '../../../tests/browser/helpers.ts';

const url = () => `${baseURL()}/traiteur-evenementiel/`;
const browser = useBrowser();

describe('/traiteur-evenementiel/', () => {
  test('shows every section of the spec, with its texts and prices', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('[data-tagline]').textContent()).resolves.toBe('Chaque bouchée est un souvenir');
    await expect(page.locator('.ct-cards > li > h3').allTextContents()).resolves.toEqual(['Entrées', 'Plats', 'Desserts']);
    const story = (await page.locator('.ct-story').textContent())!;
    for (const part of ['Mariages & Réceptions', 'Notre Histoire', 'Notre Engagement', '15\u00a0ans']) expect(story).toContain(part);
    await expect(page.locator('.ct-gallery figure').count()).resolves.toBe(4);
    await expect(page.locator('#letters-title').textContent()).resolves.toBe('Lettres d’Amour');
    await expect(page.locator('.letter-date').allTextContents()).resolves.toEqual(['juin 2025', 'septembre 2025', 'juillet 2024']);
    await expect(page.locator('.ct-price').allTextContents()).resolves.toEqual([
      'À partir de 45\u00a0€ par personne',
      'À partir de 85\u00a0€ par personne',
      'À partir de 35\u00a0€ par personne',
    ]);
    await expect(page.getByRole('button', { name: 'En savoir plus' }).count()).resolves.toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("'En savoir plus' does nothing", async () => {
    const { page, errors } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    // Islands waking meanwhile only gain their data-hydrated mark.
    const state = () => page.evaluate(() => [location.href, document.body.innerHTML.replaceAll(' data-hydrated=""', '').length]);
    const before = await state();
    await page.getByRole('button', { name: 'En savoir plus' }).first().click();
    await idle(page);
    expect(await state()).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the contact block comes first, then the form Parlons de Votre Réception', async () => {
    const { page } = await browser.open();
    await page.goto(url());
    const contact = (await page.locator('.ct-contact').textContent())!;
    for (const part of ['+33 6 39 98', '@saveurs.example', 'Lyon & région Rhône-Alpes', 'Du lundi au samedi, de 9\u00a0h à 19\u00a0h', 'Réponse sous 24\u00a0h', 'Dégustation offerte']) {
      expect(contact).toContain(part);
    }
    await expect(page.locator('.ct-contact a[href^="tel:"]').getAttribute('href')).resolves.toMatch(/^tel:\+33639980?\d{3,4}$/);
    await expect(page.locator('.ct-contact a[href^="mailto:"]').getAttribute('href')).resolves.toBe('mailto:contact@saveurs-exemple.fr');
    const order = await page.evaluate(() => {
      const contactBlock = document.querySelector('.ct-contact')!;
      const form = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Parlons de Votre Réception')!;
      return contactBlock.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await page.context().close();
  });

  test('the tagline fades in after 1 s; at once under reduced motion', async () => {
    const { page } = await browser.open();
    await page.goto(url());
    expect(await opacityAt(page, '[data-tagline]', 950)).toBe(0);
    expect(await opacityAt(page, '[data-tagline]', 1000 + 1200)).toBe(1);
    await page.context().close();
    const reduced = await browser.open({ reducedMotion: 'reduce' });
    await reduced.page.goto(url());
    expect(await reduced.page.locator('[data-tagline]').evaluate((el) => [el.getAnimations().length, getComputedStyle(el).opacity])).toEqual([0, '1']);
    await reduced.page.context().close();
  });

  test('gallery captions appear on hover and on keyboard focus', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    const figure = page.locator('.ct-gallery figure').nth(1);
    const shown = () => figure.locator('figcaption').evaluate((el) => getComputedStyle(el).transform);
    await figure.scrollIntoViewIfNeeded();
    await expect(shown()).resolves.not.toBe('none');
    await figure.hover();
    await expect.poll(shown).toBe('none');
    await page.mouse.move(0, 0);
    await expect.poll(shown).not.toBe('none');
    await figure.focus();
    await expect.poll(shown).toBe('none');
    await expect(figure.locator('figcaption').textContent()).resolves.toContain('Dîner aux chandelles');
    await page.context().close();
  });

  test('the love letters advance every 6 s, obey the dots, pause with the button, on hover and on focus', async () => {
    const { page, errors } = await browser.open();
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'LoveLetters');
    await page.mouse.move(0, 0);
    const current = () => page.locator('.letter[data-current="true"] .letter-author').textContent();
    const dots = page.locator('.letters-dot');
    await expect(current()).resolves.toBe('Claire & Thomas');
    await expect(dots.nth(0).getAttribute('aria-current')).resolves.toBe('true');

    await page.clock.runFor(5999);
    await expect(current()).resolves.toBe('Claire & Thomas');
    await page.clock.runFor(1);
    await expect.poll(current).toBe('Sarah & Karim');
    await page.clock.runFor(6000);
    await expect.poll(current).toBe('Julie & Antoine');
    await page.clock.runFor(6000);
    await expect.poll(current).toBe('Claire & Thomas');

    // Dots: a click on the current one changes nothing.
    await dots.nth(2).click();
    await expect.poll(current).toBe('Julie & Antoine');
    await dots.nth(2).click();
    await expect(current()).resolves.toBe('Julie & Antoine');
    await expect(dots.nth(2).getAttribute('aria-current')).resolves.toBe('true');

    // Hovered and focused (the click left both): it waits.
    await page.clock.runFor(20_000);
    await expect(current()).resolves.toBe('Julie & Antoine');
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(current()).resolves.toBe('Julie & Antoine');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    await expect.poll(current).toBe('Claire & Thomas');

    // Hovered only.
    await page.locator('.letters-slides').hover();
    await page.clock.runFor(12_000);
    await expect(current()).resolves.toBe('Claire & Thomas');
    await page.mouse.move(0, 0);

    // The pause button.
    const pause = page.getByRole('button', { name: 'Mettre le défilement en pause' });
    await pause.click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(pause.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.clock.runFor(30_000);
    await expect(current()).resolves.toBe('Claire & Thomas');
    await pause.click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expect.poll(current).toBe('Sarah & Karim');

    // Paused again, with real time back (axe waits on timers).
    await pause.click();
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('under reduced motion the letters stay put and need no pause button', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'LoveLetters');
    await page.clock.runFor(30_000);
    await expect(page.locator('.letter[data-current="true"] .letter-author').textContent()).resolves.toBe('Claire & Thomas');
    await expect(page.locator('.letters-pause').count()).resolves.toBe(0);
    await page.locator('.letters-dot').nth(1).click();
    await expect.poll(() => page.locator('.letter[data-current="true"] .letter-author').textContent()).toBe('Sarah & Karim');
    await page.context().close();
  });

  test('the chef portrait turns to colour once seen, and stays so', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    const portrait = page.locator('.chef-portrait');
    await expect(portrait.getAttribute('data-revealed')).resolves.toBe('false');
    await hydrated(page, 'ChefPortrait');
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.getAttribute('data-revealed')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    // Back at the top, out of view: the page's observer has had its chance to turn it grey again.
    await page.waitForFunction(() => scrollY === 0, undefined, { polling: 50 });
    await expect(intersecting(portrait)).resolves.toBe(false);
    await expect(portrait.getAttribute('data-revealed')).resolves.toBe('true');
    await page.context().close();
  });

  test('the cursor decoration follows a mouse, stays hidden from assistive tech, and is absent on touch screens', async () => {
    const { page } = await browser.open();
    await page.goto(url());
    await page.waitForFunction(() => document.querySelector('[data-cursor-glow]'), undefined, { polling: 50 });
    await page.mouse.move(300, 400);
    const glow = page.locator('[data-cursor-glow]');
    await expect(glow.getAttribute('aria-hidden')).resolves.toBe('true');
    await expect.poll(() => glow.evaluate((el) => (el as HTMLElement).style.transform)).toBe('translate3d(300px, 400px, 0px)');
    await expect(glow.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe('none');
    await page.context().close();

    const touch = await browser.open({ viewport: viewports.mobile, hasTouch: true, isMobile: true });
    await touch.page.goto(url());
    // Once the island has hydrated and its effect's update has had its turn, it would have drawn the glow.
    await touch.page.locator('[data-island="CursorGlow"][data-hydrated]').waitFor({ state: 'attached' });
    await idle(touch.page);
    await expect(touch.page.locator('[data-cursor-glow]').count()).resolves.toBe(0);
    await touch.page.context().close();
  });

  testAxeOnceAwake(browser, url);
});
