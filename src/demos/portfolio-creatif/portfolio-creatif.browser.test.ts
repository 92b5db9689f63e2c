import { describe, expect, test } from 'vitest';
import { expectLandingOnSlowPhone, hydrated, offsetFromLanding, opacityAt, pausedClock, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { axeViolations, baseURL, idle, intersecting, useBrowser, viewports } from '../../../tests/browser/helpers.ts';
import { content } from '../../../tests/browser/site-content.ts';
import { TRACK_SECONDS, trackLabel } from './player-state.ts';
import { formatDate, groupDigits } from '../../text/format.ts';

// The creative portfolio demo as a visitor sees it. Its three universes come
// from content/demos/portfolio-creatif.ts, whatever the owner wrote there;
// the timings (reveals, player, counter) are the page's own.

const url = () => `${baseURL()}/portfolio-creatif/`;
const browser = useBrowser();
const { coach, photography, painting, closing, page: texts } = content['portfolio-creatif'];
const categories = painting.categories;
/** How long the counter may take: at least 10 more every 50 ms. */
const countingMs = 50 * Math.ceil(coach.calories / 10);

describe('/portfolio-creatif/', () => {
  test('shows the breadcrumb, the fixed back link, the hero and every block of its content', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    const crumbs = page.locator('main .breadcrumb li');
    await expect(crumbs.allTextContents()).resolves.toEqual(['Accueil', 'Démonstrations', 'Portfolio créatif']);
    await expect(page.locator('main .breadcrumb a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(['/', '/#portfolio']);
    await expect(page.locator('main .breadcrumb li[aria-current="page"] a').count()).resolves.toBe(0);
    const back = page.locator('a.demo-back');
    await expect(back.textContent()).resolves.toContain('Retour');
    await expect(back.getAttribute('href')).resolves.toBe('/');
    // Fixed on screen once the page scrolls (held under the header).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await expect
      .poll(() =>
        back.evaluate((a) => {
          const { top, bottom } = a.getBoundingClientRect();
          return top >= 0 && bottom <= innerHeight;
        }),
      )
      .toBe(true);
    await expect(page.locator('h1').textContent()).resolves.toBe('Portfolio créatif');
    await expect(page.getByRole('link', { name: 'Découvrir les univers' }).getAttribute('href')).resolves.toBe('#coach');

    await expect(page.locator('.stat-card').allTextContents()).resolves.toEqual(coach.stats.map((stat) => `${stat.value}${stat.label}`));
    await expect(page.locator('.method > li h4').allTextContents()).resolves.toEqual(coach.method.map((step) => step.title));
    await expect(page.locator('.badges > li strong').allTextContents()).resolves.toEqual(coach.badges.map((badge) => badge.title));
    await expect(page.locator('.week .week-day').allTextContents()).resolves.toEqual(coach.week.map((day) => day.day));
    await expect(page.locator('.player-list > li').count()).resolves.toBe(coach.tracks.length);
    await expect(page.locator('#photographie .gallery-title').allTextContents()).resolves.toEqual(photography.photos.map((photo) => photo.title));
    await expect(page.locator('#peinture [role="tab"]').allTextContents()).resolves.toEqual(categories.map((category) => category.title));
    await expect(page.locator('.techniques h4').allTextContents()).resolves.toEqual(painting.techniques.map((technique) => technique.title));
    await expect(page.locator('#closing-title').textContent()).resolves.toBe(texts.closingTitle);
    await expect(page.getByRole('link', { name: 'Commencer mon portfolio' }).getAttribute('href')).resolves.toBe('/#contact');
    await expect(page.locator('.closing-cards h3').allTextContents()).resolves.toEqual(closing.map((card) => card.title));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('reveals the title after 500 ms and the subtitle after 2 s; at once under reduced motion', async () => {
    const { page } = await browser.open();
    await page.goto(url());
    expect(await opacityAt(page, '.cp-title', 450)).toBe(0);
    expect(await opacityAt(page, '.cp-title', 500 + 800)).toBe(1);
    expect(await opacityAt(page, '.cp-subtitle', 1950)).toBe(0);
    expect(await opacityAt(page, '.cp-subtitle', 2000 + 800)).toBe(1);
    await page.context().close();

    const reduced = await browser.open({ reducedMotion: 'reduce' });
    await reduced.page.goto(url());
    // Shown from the first moment on, whatever the moment.
    expect(await opacityAt(reduced.page, '.cp-title', 0)).toBe(1);
    expect(await opacityAt(reduced.page, '.cp-subtitle', 0)).toBe(1);
    expect(await opacityAt(reduced.page, '.cp-subtitle', 1950)).toBe(1);
    await reduced.page.context().close();
  });

  test('the dot navigator follows the scroll and jumps to each section', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    const dots = page.locator('.dot-nav a');
    await expect(dots.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(['#hero', '#coach', '#photographie', '#peinture']);
    const active = () => page.locator('.dot-nav a[aria-current]').getAttribute('href');
    await expect.poll(active).toBe('#hero');

    // Put the top of the coach section just above the middle of the viewport.
    await page.evaluate(() => {
      const top = document.getElementById('coach')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight / 2 + 10);
    });
    await expect.poll(active).toBe('#coach');
    await page.evaluate(() => {
      const top = document.getElementById('coach')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight / 2 - 10);
    });
    await expect.poll(active).toBe('#hero');

    // Each jump lands on its section's top, under the header, past sections
    // the browser lays out only once they near the screen.
    await page.locator('.dot-nav a[href="#peinture"]').click();
    await expect.poll(active).toBe('#peinture');
    expect(new URL(page.url()).hash).toBe('#peinture');
    await expect.poll(() => offsetFromLanding(page, 'peinture')).toBeLessThanOrEqual(2);
    await page.locator('.dot-nav a[href="#photographie"]').click();
    await expect.poll(active).toBe('#photographie');
    await expect.poll(() => offsetFromLanding(page, 'photographie')).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  test('an address with a section lands on that section, on a phone on slow 4G', { timeout: 120_000 }, async () => {
    await expectLandingOnSlowPhone(browser, `${url()}#peinture`, 'peinture');
  });

  test('the dot navigator never lies over the content, from a phone to a wide screen', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    const overlaps: string[] = [];
    for (const width of [320, 390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // The layout once settled at this width: fonts in, the resize's frames run.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await idle(page);
      // Every section's content box (inside its padding) against the navigator's box.
      const found = await page.evaluate(() => {
        const nav = document.querySelector('.dot-nav ul')!.getBoundingClientRect();
        return [...document.querySelectorAll('.cp > section > .container')].flatMap((container) => {
          const right = container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
          return right > nav.left
            ? [
                `${container.parentElement!.id || container.parentElement!.className}: content to ${Math.round(right)} px, navigator from ${Math.round(nav.left)} px`,
              ]
            : [];
        });
      });
      overlaps.push(...found.map((overlap) => `${width} px: ${overlap}`));
    }
    expect(overlaps).toEqual([]);
    await page.context().close();
  });

  test('the music player counts seconds, moves on after 180 s, wraps and labels the track #n/count', async () => {
    const { page, errors } = await browser.open();
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'portfolio-creatif/MusicPlayer');
    const label = page.locator('[data-track-label]');
    const elapsed = page.locator('[data-elapsed]');
    const count = coach.tracks.length;
    const last = count - 1;
    expect(TRACK_SECONDS).toBe(180);
    await expect(label.textContent()).resolves.toBe(trackLabel(0, count));
    await expect(page.locator('.player-title').textContent()).resolves.toBe(coach.tracks[0]!.title);

    await page.getByRole('button', { name: 'Lecture' }).click();
    await expect(page.getByRole('button', { name: 'Pause' }).count()).resolves.toBe(1);
    await page.clock.runFor(1000);
    await expect(elapsed.textContent()).resolves.toBe('0:01');
    await page.clock.runFor(178_000);
    await expect(elapsed.textContent()).resolves.toBe('2:59');
    await page.clock.runFor(1000);
    // The next track (the first again when there is one only).
    const second = 1 % count;
    await expect(label.textContent()).resolves.toBe(trackLabel(second, count));
    await expect(elapsed.textContent()).resolves.toBe('0:00');
    await expect(page.locator('.player-title').textContent()).resolves.toBe(coach.tracks[second]!.title);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(10_000);
    await expect(elapsed.textContent()).resolves.toBe('0:00');

    const next = page.getByRole('button', { name: 'Morceau suivant' });
    const previous = page.getByRole('button', { name: 'Morceau précédent' });
    for (let track = second; track < last; track++) await next.click();
    await expect(label.textContent()).resolves.toBe(trackLabel(last, count));
    await next.click();
    await expect(label.textContent()).resolves.toBe(trackLabel(0, count));
    await previous.click();
    await expect(label.textContent()).resolves.toBe(trackLabel(last, count));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the before/after slider starts at 50, follows the pressed pointer, lets go on up or leave, and works with keys', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    await hydrated(page, 'portfolio-creatif/BeforeAfter');
    const slider = page.getByRole('slider', { name: texts.compareLabel });
    const value = () => slider.getAttribute('aria-valuenow');
    await expect(value()).resolves.toBe('50');

    const box = (await page.locator('.compare').boundingBox())!;
    const at = (share: number) => box.x + box.width * share;
    const y = box.y + box.height / 2;
    await page.mouse.move(at(0.25), y);
    await expect(value()).resolves.toBe('50');
    await page.mouse.down();
    await expect.poll(value).toBe('25');
    await page.mouse.move(at(0.75), y, { steps: 4 });
    await expect.poll(value).toBe('75');
    await page.mouse.up();
    await page.mouse.move(at(0.3), y, { steps: 4 });
    await expect(value()).resolves.toBe('75');

    await page.mouse.down();
    await expect.poll(value).toBe('30');
    await page.mouse.move(box.x + box.width + 40, y, { steps: 4 });
    await page.mouse.move(at(0.9), y, { steps: 4 });
    await expect(value()).resolves.not.toBe('90');
    await page.mouse.up();

    await slider.focus();
    await page.keyboard.press('Home');
    await expect(value()).resolves.toBe('0');
    await page.keyboard.press('ArrowRight');
    await expect(value()).resolves.toBe('1');
    await page.keyboard.press('PageUp');
    await expect(value()).resolves.toBe('11');
    await page.keyboard.press('End');
    await expect(value()).resolves.toBe('100');
    await page.keyboard.press('ArrowRight');
    await expect(value()).resolves.toBe('100');
    await expect(page.locator('.compare').evaluate((el) => getComputedStyle(el).getPropertyValue('--split'))).resolves.toBe('100%');
    await page.context().close();
  });

  test("the calories counter starts once in view and climbs to the content's figure in steps of 10 to 59 every 50 ms", async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await pausedClock(page);
    await page.goto(url());
    const counter = page.locator('.calories-value');
    const target = groupDigits(coach.calories);
    await expect(counter.textContent()).resolves.toBe(target);
    await hydrated(page, 'portfolio-creatif/CalorieCounter');
    await counter.scrollIntoViewIfNeeded();
    const read = async () => Number((await counter.textContent())!.replace(/\D/g, ''));
    await expect.poll(read).toBe(0);
    await page.clock.runFor(50);
    await expect.poll(read).toBeGreaterThanOrEqual(Math.min(10, coach.calories));
    expect(await read()).toBeLessThanOrEqual(Math.min(59, coach.calories));
    await page.clock.runFor(countingMs);
    await expect(counter.textContent()).resolves.toBe(target);
    await page.clock.runFor(1000);
    await expect(counter.textContent()).resolves.toBe(target);
    await page.context().close();
  });

  test("under reduced motion the counter shows the content's figure at once and stays there", async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'portfolio-creatif/CalorieCounter');
    const counter = page.locator('.calories-value');
    // In view, seen by the page's observer: where a count would start.
    await expect(intersecting(counter)).resolves.toBe(true);
    await expect(counter.textContent()).resolves.toBe(groupDigits(coach.calories));
    // Longer than a whole count with motion takes.
    await page.clock.runFor(countingMs + 1000);
    await expect(counter.textContent()).resolves.toBe(groupDigits(coach.calories));
    await page.context().close();
  });

  test('a photo shows its technical data, one panel at a time; a second click closes it', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(url());
    await hydrated(page, 'PhotoGallery');
    const photos = page.locator('#photographie .gallery-photo');
    const panels = page.locator('#photographie .exif');
    const openPanels = () => panels.evaluateAll((list) => list.filter((p) => !(p as HTMLElement).hidden).map((p) => p.id));
    await expect(openPanels()).resolves.toEqual([]);

    const [first] = photography.photos;
    await photos.nth(0).click();
    await expect(openPanels()).resolves.toEqual([`exif-${first!.id}`]);
    await expect(photos.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');
    const text = await panels.nth(0).textContent();
    for (const fact of [first!.exif.camera, first!.exif.lens, first!.exif.settings, first!.exif.location, formatDate(first!.exif.date)])
      expect(text).toContain(fact);
    expect(await axeViolations(page)).toEqual([]);

    // Another photo (the last): its panel replaces the first's.
    const other = photography.photos.length - 1;
    if (other > 0) {
      await photos.nth(other).click();
      await expect(openPanels()).resolves.toEqual([`exif-${photography.photos[other]!.id}`]);
      await expect(photos.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');
    }
    await photos.nth(other).click();
    await expect(openPanels()).resolves.toEqual([]);
    await page.context().close();
  });

  test('painting tabs: the first theme first, arrow keys move between themes, each with its works', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.goto(url());
    await hydrated(page, 'portfolio-creatif/PaintingTabs');
    const tabs = page.locator('#peinture [role="tab"]');
    const selected = () => page.locator('#peinture [role="tab"][aria-selected="true"]').textContent();
    const visiblePanel = () => page.locator('#peinture [role="tabpanel"]:not([hidden])');
    const title = (index: number) => categories[index % categories.length]!.title;
    const works = (index: number) => categories[index % categories.length]!.images.map((image) => image.title);
    const last = categories.length - 1;
    await expect(selected()).resolves.toBe(title(0));
    await expect(visiblePanel().locator('figcaption').allTextContents()).resolves.toEqual(works(0));
    await expect(visiblePanel().getAttribute('aria-labelledby')).resolves.toBe(await tabs.nth(0).getAttribute('id'));

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(selected()).resolves.toBe(title(1));
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(title(1));
    await expect(visiblePanel().locator('figcaption').allTextContents()).resolves.toEqual(works(1));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('End');
    await expect(selected()).resolves.toBe(title(last));
    await page.keyboard.press('ArrowRight');
    await expect(selected()).resolves.toBe(title(0));
    await page.keyboard.press('ArrowLeft');
    await expect(selected()).resolves.toBe(title(last));
    const second = 1 % categories.length;
    await tabs.nth(second).click();
    await expect(selected()).resolves.toBe(title(second));
    await expect(tabs.evaluateAll((list) => list.map((t) => t.getAttribute('tabindex')))).resolves.toEqual(
      categories.map((_, index) => (index === second ? '0' : '-1')),
    );
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries({ phone: viewports.mobile, desktop: viewports.desktop })) {
    test(`each painting tab shows its paintings, described and loaded from the build's images (${name})`, async () => {
      const { page, errors } = await browser.open({ viewport, reducedMotion: 'reduce' });
      await page.goto(url());
      await hydrated(page, 'portfolio-creatif/PaintingTabs');
      const tabs = page.locator('#peinture [role="tab"]');
      const images = page.locator('#peinture [role="tabpanel"]:not([hidden]) .artwork img');
      for (const [index, category] of categories.entries()) {
        await tabs.nth(index).click();
        await images.first().scrollIntoViewIfNeeded();
        // Lazy: each image loads once its tab shows it and the visitor scrolls to it.
        await expect.poll(() => images.evaluateAll((list) => (list as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
        const shown = await images.evaluateAll((list) =>
          (list as HTMLImageElement[]).map((img) => {
            const box = img.getBoundingClientRect();
            return {
              alt: img.alt,
              width: Number(img.getAttribute('width')),
              height: Number(img.getAttribute('height')),
              loading: img.loading,
              path: new URL(img.currentSrc).pathname,
              drawnRatio: box.height / box.width,
            };
          }),
        );
        // Each painting described by its own text of the content.
        expect(shown.map((image) => image.alt)).toEqual(category.images.map((image) => image.imageAlt));
        for (const image of shown) {
          expect(image.width).toBeGreaterThan(0);
          expect(image.height).toBeGreaterThan(0);
          expect(image.loading).toBe('lazy');
          expect(image.path).toMatch(/^\/assets\/images\/[a-z0-9-]+\.(avif|webp|jpg)$/);
          // Drawn at its own proportions: the frame neither crops nor stretches it.
          expect(image.drawnRatio).toBeCloseTo(image.height / image.width, 1);
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  testAxeOnceAwake(browser, url);
});
