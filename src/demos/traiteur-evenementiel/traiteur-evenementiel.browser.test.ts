import { describe, expect, test } from 'vitest';
import { expectLandingOnSlowPhone, hydrated, offsetFromLanding, opacityAt, pausedClock, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { axeViolations, baseURL, idle, intersecting, useBrowser, viewports } from '../../../tests/browser/helpers.ts';
import { content } from '../../../tests/browser/site-content.ts';
import { islandChunk } from '../../../tests/integration/built-site.ts';
import { formatMonthYear, formatPrice } from '../../text/format.ts';
import { typeset } from '../../text/typography.ts';

// The caterer demo as a visitor sees it. Its texts, prices and letters come
// from content/demos/traiteur-evenementiel.ts, whatever the owner wrote there.

const url = () => `${baseURL()}/traiteur-evenementiel/`;
const browser = useBrowser();
const caterer = content['traiteur-evenementiel'];
/** The letters' authors, in their order: the carousel's slides. */
const authors = caterer.testimonials.map((letter) => letter.author);
const author = (index: number) => authors[index % authors.length];

describe('/traiteur-evenementiel/', () => {
  test('shows every section, with its texts and prices', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('h1').textContent()).resolves.toBe(caterer.page.heading);
    await expect(page.locator('[data-tagline]').textContent()).resolves.toBe(caterer.page.tagline);
    await expect(page.locator('.ct-cards > li > h3').allTextContents()).resolves.toEqual(caterer.universe.map((card) => card.title));
    await expect(
      page.locator('.ct-cards .ct-dishes').evaluateAll((lists) => lists.map((list) => [...list.children].map((dish) => dish.textContent))),
    ).resolves.toEqual(caterer.universe.map((card) => card.dishes));
    const story = (await page.locator('.ct-story').textContent())!;
    for (const part of ['Mariages et réceptions', 'Notre histoire', 'Notre engagement', caterer.story.history, caterer.story.commitment])
      expect(story).toContain(part);
    // The years, in the title the page's template writes and in the big figure beside it.
    await expect(page.locator('#story-title').textContent()).resolves.toBe(typeset(caterer.page.storyTitle.replace('{years}', String(caterer.story.years))));
    await expect(page.locator('.ct-years').textContent()).resolves.toBe(`${caterer.story.years}ans`);
    await expect(page.locator('.ct-gallery figcaption strong').allTextContents()).resolves.toEqual(caterer.gallery.map((item) => item.title));
    await expect(page.locator('#letters-title').textContent()).resolves.toBe('Lettres d’amour');
    await expect(page.locator('.letter-author').allTextContents()).resolves.toEqual(authors);
    await expect(page.locator('.letter-date').allTextContents()).resolves.toEqual(caterer.testimonials.map((letter) => formatMonthYear(letter.date)));
    await expect(page.locator('.ct-offer-list h3').evaluateAll((titles) => titles.map((title) => title.textContent!.trim()))).resolves.toEqual(
      caterer.scenarios.map((offer) => offer.title),
    );
    await expect(page.locator('.ct-price').allTextContents()).resolves.toEqual(
      caterer.scenarios.map((offer) => `À partir de ${formatPrice(offer.priceFrom)} par personne`),
    );
    await expect(page.locator('.ct-offer-list a[href="#reception"]').count()).resolves.toBe(caterer.scenarios.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a scenario's button leads to the request form", async () => {
    const { page, errors } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    await page.locator('.ct-offer-list a[href="#reception"]').first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#reception');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the contact block comes first, then the request form under the content's title", async () => {
    const { page } = await browser.open();
    await page.goto(url());
    const { contact } = caterer;
    const items = await page.locator('.ct-contact-list > li').allTextContents();
    // The number does not break: its spaces are no-break ones (PhoneLink).
    const phone = contact.phone.replace(/ /g, '\u00a0');
    expect(items).toEqual([phone, contact.email, contact.area, caterer.page.hours, 'Réponse sous 24 h', caterer.page.tasting].map(typeset));
    await expect(page.locator('.ct-contact a[href^="tel:"]').getAttribute('href')).resolves.toBe(`tel:${contact.phone.replace(/ /g, '')}`);
    await expect(page.locator('.ct-contact a[href^="mailto:"]').getAttribute('href')).resolves.toBe(`mailto:${contact.email}`);
    const form = page.locator('#reception h2');
    await expect(form.textContent()).resolves.toBe(caterer.form.title);
    const order = await form.evaluate((title) => document.querySelector('.ct-contact')!.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
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
    // Shown from the first moment on, whatever the moment.
    expect(await opacityAt(reduced.page, '[data-tagline]', 0)).toBe(1);
    expect(await opacityAt(reduced.page, '[data-tagline]', 950)).toBe(1);
    await reduced.page.context().close();
  });

  test('gallery captions appear on hover and on keyboard focus', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    const figure = page.locator('.ct-gallery figure').last();
    const shown = () => figure.locator('figcaption').evaluate((el) => getComputedStyle(el).transform);
    await figure.scrollIntoViewIfNeeded();
    await expect(shown()).resolves.not.toBe('none');
    await figure.hover();
    await expect.poll(shown).toBe('none');
    await page.mouse.move(0, 0);
    await expect.poll(shown).not.toBe('none');
    await figure.focus();
    await expect.poll(shown).toBe('none');
    await expect(figure.locator('figcaption').textContent()).resolves.toBe(`${caterer.gallery.at(-1)!.title}${caterer.gallery.at(-1)!.description}`);
    await page.context().close();
  });

  test('the love letters advance every 6 s, obey the dots, pause with the button, on hover and on focus', async () => {
    const { page, errors } = await browser.open();
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'traiteur-evenementiel/LoveLetters');
    await page.mouse.move(0, 0);
    const current = () => page.locator('.letter[data-current="true"] .letter-author').textContent();
    const dots = page.locator('.letters-dot');
    const last = authors.length - 1;
    await expect(current()).resolves.toBe(author(0));
    await expect(dots.nth(0).getAttribute('aria-current')).resolves.toBe('true');

    await page.clock.runFor(5999);
    await expect(current()).resolves.toBe(author(0));
    await page.clock.runFor(1);
    await expect.poll(current).toBe(author(1));
    // Every letter in turn, then the first again.
    for (let index = 2; index <= authors.length; index++) {
      await page.clock.runFor(6000);
      await expect.poll(current).toBe(author(index));
    }

    // Dots: a click on the current one changes nothing.
    await dots.nth(last).click();
    await expect.poll(current).toBe(author(last));
    await dots.nth(last).click();
    await expect(current()).resolves.toBe(author(last));
    await expect(dots.nth(last).getAttribute('aria-current')).resolves.toBe('true');

    // Hovered and focused (the click left both): it waits.
    await page.clock.runFor(20_000);
    await expect(current()).resolves.toBe(author(last));
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(current()).resolves.toBe(author(last));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    await expect.poll(current).toBe(author(last + 1));

    // Hovered only.
    await page.locator('.letters-slides').hover();
    await page.clock.runFor(12_000);
    await expect(current()).resolves.toBe(author(0));
    await page.mouse.move(0, 0);

    // The pause button.
    const pause = page.getByRole('button', { name: caterer.page.pauseLabel });
    await pause.click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(pause.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.clock.runFor(30_000);
    await expect(current()).resolves.toBe(author(0));
    await pause.click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expect.poll(current).toBe(author(1));

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
    await hydrated(page, 'traiteur-evenementiel/LoveLetters');
    await page.clock.runFor(30_000);
    await expect(page.locator('.letter[data-current="true"] .letter-author').textContent()).resolves.toBe(author(0));
    await expect(page.locator('.letters-pause').count()).resolves.toBe(0);
    await page.locator('.letters-dot').last().click();
    await expect.poll(() => page.locator('.letter[data-current="true"] .letter-author').textContent()).toBe(authors.at(-1));
    await page.context().close();
  });

  test("the hero's quote button lands on the request form, under the header, past sections laid out only near the screen", async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(url());
    await page.locator('.ct-hero a[href="#reception"]').click();
    expect(new URL(page.url()).hash).toBe('#reception');
    await expect.poll(() => offsetFromLanding(page, 'reception')).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  test('an address with #reception lands on the request form, on a phone on slow 4G', { timeout: 120_000 }, async () => {
    await expectLandingOnSlowPhone(browser, `${url()}#reception`, 'reception');
  });

  test('the chef portrait turns to colour once seen, and stays so', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url(), { waitUntil: 'load' });
    const portrait = page.locator('.chef-portrait svg');
    const filter = () => portrait.evaluate((el) => getComputedStyle(el).filter);
    await expect(filter()).resolves.toBe('grayscale(1)');
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(filter).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    // Back at the top, out of view: the page's observer has had its chance to turn it grey again.
    await page.waitForFunction(() => scrollY === 0, undefined, { polling: 50 });
    await expect(intersecting(portrait)).resolves.toBe(false);
    await expect(filter()).resolves.toBe('none');
    await page.context().close();
  });

  test('the cursor decoration follows a mouse, stays hidden from assistive tech, and is absent on touch screens', async () => {
    const { page } = await browser.open();
    await page.goto(url());
    // It wakes with the mouse's first move, and the glow follows the next ones.
    await page.mouse.move(200, 300);
    await page.waitForFunction(() => document.querySelector('[data-cursor-glow]'), undefined, { polling: 50 });
    await page.mouse.move(300, 400);
    const glow = page.locator('[data-cursor-glow]');
    await expect(glow.getAttribute('aria-hidden')).resolves.toBe('true');
    await expect.poll(() => glow.evaluate((el) => (el as HTMLElement).style.transform)).toBe('translate3d(300px, 400px, 0px)');
    await expect(glow.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe('none');
    await page.context().close();

    const touch = await browser.open({ viewport: viewports.mobile, hasTouch: true, isMobile: true });
    const fetched: string[] = [];
    touch.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await touch.page.goto(url());
    await touch.page.mouse.move(100, 100);
    await touch.page.mouse.move(120, 110);
    // Another island woken since, React with it: the glow's code, had it been asked for, would have come too.
    await hydrated(touch.page, 'traiteur-evenementiel/LoveLetters');
    await idle(touch.page);
    await expect(touch.page.locator('[data-cursor-glow]').count()).resolves.toBe(0);
    await expect(touch.page.locator('[data-island="traiteur-evenementiel/CursorGlow"]').getAttribute('data-hydrated')).resolves.toBeNull();
    expect(fetched.filter((path) => islandChunk('traiteur-evenementiel/CursorGlow').test(path))).toEqual([]);
    await touch.page.context().close();
  });

  testAxeOnceAwake(browser, url);
});
