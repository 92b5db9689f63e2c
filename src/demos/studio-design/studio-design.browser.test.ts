import { describe, expect, test } from 'vitest';
import { answerConsent, axeViolations, baseURL, hydrated, idle, useBrowser, viewports } from '../../../tests/browser/helpers.ts';
import { islandChunk } from '../../../tests/integration/built-site.ts';
import { content } from '../../../tests/browser/site-content.ts';
import { SAMPLE } from './studio-state.ts';

// The design studio demo as a visitor sees it: the rotating intro, the
// carousel, the three sandbox tools and the decorative cursor. Its phrases,
// projects, posters and testimonials come from content/demos/studio-design.ts,
// whatever the owner wrote there.

const browser = useBrowser();
const studio = content['studio-design'];

const url = () => `${baseURL()}/studio-design/`;

async function open(options: { reducedMotion?: 'reduce'; viewport?: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean } = {}) {
  const watched = await browser.open({ viewport: viewports.desktop, reducedMotion: 'no-preference', ...options });
  await answerConsent(watched.page);
  await watched.page.clock.install();
  await watched.page.goto(url(), { waitUntil: 'load' });
  return watched;
}

describe('/studio-design/', () => {
  test('shows its sections in order with their texts', async () => {
    const { page, errors, foreignRequests } = await open();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const expected of [
      studio.phrases[0]!,
      studio.page.lead,
      'Projets phares',
      'Générer',
      'Réinitialiser',
      studio.statement.title,
      studio.statement.text,
      studio.page.closingTitle,
      studio.page.closingLink,
    ]) {
      expect(text, expected).toContain(expected);
    }
    const order = await page.locator('main section h2, main footer .studio-footer-title').allTextContents();
    expect(order.slice(0, 4)).toEqual(['Projets phares', 'Bac à sable', 'Notre processus créatif', studio.page.notesTitle]);
    expect(await page.locator('.studio-process h3').allTextContents()).toEqual(studio.process.map((step) => step.title));
    expect(await page.locator('.studio-note-author').allTextContents()).toEqual(studio.testimonials.map((note) => `${note.author}, ${note.role}`));
    expect(await page.locator('.studio-slide h3').allTextContents()).toEqual(studio.projects.map((project) => project.title));
    expect(await page.locator('a.demo-back').getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test('rotates the intro phrase every 3 s through all its phrases, then back to the first, and can be paused', async () => {
    const { page } = await browser.open({ viewport: viewports.desktop, reducedMotion: 'no-preference' });
    await answerConsent(page);
    // The page's clock stands still but for the test's steps: on a busy
    // machine, real seconds passing between two steps would add a turn.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(60_000);
    await page.goto(url(), { waitUntil: 'load' });
    // The page's script shows the pause button once the phrases turn.
    await page.getByRole('button', { name: studio.page.pauseLabel }).waitFor();
    const phrase = page.locator('.studio-phrase');
    const { phrases } = studio;
    expect(await phrase.getAttribute('data-phrase-index')).toBe('0');
    const seen = [await phrase.textContent()];
    // Each phrase in turn, then the first again.
    for (let step = 1; step <= phrases.length; step++) {
      await page.clock.runFor(2999);
      expect(await phrase.getAttribute('data-phrase-index')).toBe(String(step - 1));
      await page.clock.runFor(1);
      await expect.poll(() => phrase.getAttribute('data-phrase-index')).toBe(String(step % phrases.length));
      seen.push(await phrase.textContent());
    }
    expect(seen).toEqual([...phrases, phrases[0]]);

    const pause = page.getByRole('button', { name: studio.page.pauseLabel });
    await expect(pause.getAttribute('aria-pressed')).resolves.toBe('false');
    await pause.click();
    const resume = page.getByRole('button', { name: studio.page.resumeLabel });
    await expect(resume.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.clock.runFor(9000);
    expect(await phrase.getAttribute('data-phrase-index')).toBe('0');
    // Resumed, it goes on from where it stopped.
    await resume.click();
    await page.clock.runFor(3000);
    await expect.poll(() => phrase.getAttribute('data-phrase-index')).toBe(String(1 % phrases.length));
    await page.context().close();
  });

  test('on a phone, the carousel in view runs no code until the visitor first scrolls: fetched once the page has loaded, run then', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile, hasTouch: true, isMobile: true });
    const requests: Array<{ path: string; type: string }> = [];
    page.on('request', (request) => requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() }));
    const carousel = (type: string) =>
      requests.filter((request) => request.type === type && islandChunk('studio-design/StudioCarousel').test(request.path)).length;
    await page.goto(url(), { waitUntil: 'networkidle' });
    await idle(page);
    await expect(page.locator('.studio-carousel').isVisible()).resolves.toBe(true);
    await expect.poll(() => carousel('fetch')).toBe(1);
    expect(carousel('script')).toBe(0);
    await expect(page.locator('[data-island][data-hydrated]').count()).resolves.toBe(0);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('[data-island="studio-design/StudioCarousel"]')?.hasAttribute('data-hydrated'), undefined, {
      polling: 50,
    });
    expect(carousel('script')).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('moves the carousel with the buttons, the arrow keys, the dots and a swipe', async () => {
    const { page } = await open();
    await hydrated(page, 'studio-design/StudioCarousel');
    const current = () => page.locator('.studio-slide.is-current h3').textContent();
    const titles = studio.projects.map((project) => project.title);
    const last = titles.length - 1;
    const next = page.getByRole('button', { name: 'Projet suivant' });
    expect(await current()).toBe(titles[0]);
    expect(await page.getByRole('button', { name: 'Projet précédent' }).isDisabled()).toBe(true);
    // A single project: nowhere to go.
    expect(await next.isDisabled()).toBe(last === 0);
    if (last === 0) {
      await page.context().close();
      return;
    }
    await next.click();
    await expect.poll(current).toBe(titles[1]);
    await page.locator('.studio-carousel').focus();
    // Right, then left: the arrow keys step through, never past the last.
    const right = Math.min(2, last);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(titles[right]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current).toBe(titles[right - 1]);
    const dot = page.locator('.studio-dot').last();
    expect(await dot.getAttribute('aria-label')).toBe(`Voir le projet ${titles[last]}`);
    await dot.click();
    await expect.poll(current).toBe(titles[last]);
    expect(await next.isDisabled()).toBe(true);

    const box = (await page.locator('.studio-viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(current).toBe(titles[last - 1]);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2);
    await page.mouse.up();
    // A drag under 10 px is not a swipe.
    await expect.poll(current).toBe(titles[last - 1]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test("cycles the poster through its texts with 'Générer' and wraps after the last", async () => {
    const { page } = await open();
    await hydrated(page, 'studio-design/DesignSandbox');
    const text = () => page.locator('.studio-poster-text').textContent();
    const index = () => page.locator('.studio-poster').getAttribute('data-poster-index');
    const { posters } = studio;
    const seen = [await text()];
    for (let step = 1; step <= posters.length; step++) {
      await page.getByRole('button', { name: 'Générer' }).click();
      await expect.poll(index).toBe(String(step % posters.length));
      seen.push(await text());
    }
    expect(seen).toEqual([...posters.map((poster) => poster.text), posters[0]!.text]);
    await page.context().close();
  });

  test('starts the logo slider at 50, steps 1 with arrows and 10 with page keys, and resets to 50', async () => {
    const { page } = await open();
    await hydrated(page, 'studio-design/DesignSandbox');
    const slider = page.getByRole('slider', { name: /Déformation/ });
    const logo = page.locator('.studio-logo');
    expect(await slider.inputValue()).toBe('50');
    expect(await slider.getAttribute('min')).toBe('0');
    expect(await slider.getAttribute('max')).toBe('100');
    expect(await slider.getAttribute('step')).toBe('1');
    expect(await logo.evaluate((el) => [el.style.transform, el.style.filter])).toEqual(['skewX(0deg) scale(1)', 'hue-rotate(0deg)']);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.inputValue()).toBe('51');
    await page.keyboard.press('PageUp');
    await expect.poll(() => slider.inputValue()).toBe('61');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slider.inputValue()).toBe('41');
    await expect.poll(() => logo.evaluate((el) => el.style.transform)).not.toBe('skewX(0deg) scale(1)');
    expect(await logo.evaluate((el) => el.style.filter)).not.toBe('hue-rotate(0deg)');
    expect(await page.locator('.studio-tool output').textContent()).toBe('41');
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect.poll(() => slider.inputValue()).toBe('50');
    expect(await logo.evaluate((el) => el.style.transform)).toBe('skewX(0deg) scale(1)');
    await page.context().close();
  });

  test('previews typed text in the chosen font and falls back to a sample word when the field is emptied', async () => {
    const { page } = await open();
    await hydrated(page, 'studio-design/DesignSandbox');
    const input = page.getByLabel('Votre texte');
    const preview = page.locator('.studio-type-preview');
    expect(await input.getAttribute('placeholder')).toBe('Tapez ici…');
    expect(await preview.textContent()).toBe(SAMPLE);
    await input.fill('Bonjour');
    await expect.poll(() => preview.textContent()).toBe('Bonjour');
    await input.fill('');
    await expect.poll(() => preview.textContent()).toBe(SAMPLE);

    const select = page.getByLabel('Police');
    expect(await select.locator('option').allTextContents()).toEqual(['Jost', 'Orbitron', 'Space Grotesk', 'Inter', 'Playfair Display']);
    // Futura's stand-in is a face the page ships, not whatever sans the system has.
    expect(await preview.evaluate((el) => el.style.fontFamily)).toMatch(/^"?Jost/);
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Jost' && face.status === 'loaded')))
      .toBe(true);
    await select.selectOption('Orbitron');
    await expect.poll(() => preview.evaluate((el) => el.style.fontFamily)).toContain('Orbitron');
    await expect.poll(() => page.evaluate(() => document.fonts.check('24px Orbitron'))).toBe(true);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.woff2')),
    );
    expect(fontFiles.every((name) => name.startsWith(location.origin))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('keeps each poster word, the sample word and the LOGO badge whole in their frames at every width', async () => {
    const { page } = await open({ viewport: { width: 480, height: 800 } });
    await hydrated(page, 'studio-design/DesignSandbox');
    // Lines of an element's text: the distinct tops of its line boxes.
    const lines = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    const select = page.getByLabel('Police');
    for (const width of [320, 480, 768, 820, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (let poster = 0; poster < studio.posters.length; poster++) {
        expect(await lines('.studio-poster-text'), `${await page.locator('.studio-poster-text').textContent()} at ${width} px`).toBe(1);
        await page.getByRole('button', { name: 'Générer' }).click();
      }
      for (const font of ['Futura', 'Orbitron', 'Playfair Display']) {
        await select.selectOption(font);
        await page.evaluate(() => document.fonts.ready);
        expect(await lines('.studio-type-preview'), `${SAMPLE} in ${font} at ${width} px`).toBe(1);
      }
      const [logo, stage] = await Promise.all([page.locator('.studio-logo').boundingBox(), page.locator('.studio-logo-stage').boundingBox()]);
      expect(logo!.x >= stage!.x && logo!.x + logo!.width <= stage!.x + stage!.width, `LOGO at ${width} px`).toBe(true);
    }
    await page.context().close();
  });

  test('shows the whole name of every font in the font list at every width', async () => {
    const { page } = await open({ viewport: { width: 320, height: 800 } });
    await hydrated(page, 'studio-design/DesignSandbox');
    const select = page.getByLabel('Police');
    for (const width of [320, 390, 768, 834, 900, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // The widest option's text, set in the select's font, against the room
      // its box leaves beside Chromium's arrow (about 20 px).
      const { text, room } = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.cssText = `position: absolute; white-space: pre; font: ${style.font}`;
        const widths = [...element.options].map((option) => {
          probe.textContent = option.text;
          return probe.getBoundingClientRect().width;
        });
        probe.remove();
        return { text: Math.max(...widths), room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24 };
      });
      expect(text, `the font list at ${width} px`).toBeLessThanOrEqual(room);
    }
    await page.context().close();
  });

  test('loads the typography fonts on this page only', async () => {
    const { page } = await open();
    const css = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const inline = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
      return [...inline, ...(await Promise.all(links.map((l) => fetch(l.href).then((r) => r.text()))))].join('');
    });
    expect(css).toMatch(/\/assets\/orbitron-[^.]+\.woff2/);
    await page.goto(`${baseURL()}/produit/`);
    const shopCss = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const inline = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
      return [...inline, ...(await Promise.all(links.map((l) => fetch(l.href).then((r) => r.text()))))].join('');
    });
    expect(shopCss).not.toMatch(/orbitron|space-grotesk|playfair/);
    await page.context().close();
  });

  test('shows the custom cursor after a mouse moves, hidden from assistive technology, and never on touch screens', async () => {
    const { page } = await open();
    // It wakes with the mouse's first move, and the ring follows the next ones.
    await page.mouse.move(300, 300);
    await hydrated(page, 'studio-design/StudioCursor');
    const cursor = page.locator('.studio-cursor');
    expect(await cursor.getAttribute('aria-hidden')).toBe('true');
    await page.mouse.move(320, 310);
    await page.clock.runFor(50);
    await expect.poll(() => cursor.getAttribute('class')).toContain('is-active');
    await page.context().close();

    const touch = await open({ hasTouch: true, isMobile: true, viewport: viewports.mobile });
    const fetched: string[] = [];
    touch.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    expect(await touch.page.evaluate(() => matchMedia('(any-pointer: fine)').matches)).toBe(false);
    await touch.page.mouse.move(100, 100);
    await touch.page.mouse.move(120, 110);
    await touch.page.clock.runFor(50);
    // Another island woken since, React with it: the cursor's code, had it been asked for, would have come too.
    await hydrated(touch.page, 'studio-design/DesignSandbox');
    // No ring at all: none in the page's HTML, and the island's code is not even fetched.
    await expect(touch.page.locator('.studio-cursor').count()).resolves.toBe(0);
    await expect(touch.page.locator('[data-island="studio-design/StudioCursor"]').getAttribute('data-hydrated')).resolves.toBeNull();
    expect(fetched.filter((path) => islandChunk('studio-design/StudioCursor').test(path))).toEqual([]);
    await touch.page.context().close();
  });

  test('with reduced motion, keeps the first phrase and offers no pause button', async () => {
    const { page, errors } = await open({ reducedMotion: 'reduce' });
    await page.clock.runFor(10_000);
    expect(await page.locator('.studio-phrase').getAttribute('data-phrase-index')).toBe('0');
    await expect(page.getByRole('button', { name: studio.page.pauseLabel }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
