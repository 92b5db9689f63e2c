import { describe, expect, test } from 'vitest';
import { anArticle, baseURL, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { content } from '../../tests/browser/site-content.ts';

// The global chrome of every page: header, pill bar, mobile menu, skip link,
// reading progress, contact shortcut, footer.

const browser = useBrowser();
const { navigation, site } = content;

describe('on a desktop screen', () => {
  test('the pill bar replaces the top bar past 100 px of scroll, and back', async () => {
    const { page } = await browser.open({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}/blog/`);
    const pill = page.getByRole('navigation', { name: 'Navigation rapide' });
    const top = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(pill.isVisible()).resolves.toBe(false);
    await expect(top.isVisible()).resolves.toBe(true);

    await page.evaluate(() => window.scrollTo(0, 90));
    // Below 100 px nothing changes: the scroll is handled, the bar stays.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(pill.isVisible()).resolves.toBe(false);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => pill.isVisible()).toBe(true);
    await expect.poll(() => top.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => top.isVisible()).toBe(true);
    await expect.poll(() => pill.isVisible()).toBe(false);
    await page.context().close();
  });

  test('the pill bar keeps each link on one line, from the narrowest screen that shows it', async () => {
    const { page } = await browser.open({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}/a-propos/`);
    await page.evaluate(() => window.scrollTo(0, 400));
    const pill = page.getByRole('navigation', { name: 'Navigation rapide' });
    await expect.poll(() => pill.isVisible()).toBe(true);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      const lines = await pill.locator('ul a').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return `${link.textContent!.trim()}: ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
        }),
      );
      expect(lines, `${width} px`).toEqual(navigation.header.map((link) => `${link.label}: 1`));
    }
    await page.context().close();
  });

  test('the current section is highlighted in the navigation', async () => {
    const { page } = await browser.open();
    await page.goto(`${baseURL()}/blog/`);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const current = nav.locator('[aria-current="page"]');
    const hrefs = (links: typeof current) => links.evaluateAll((list) => list.map((link) => link.getAttribute('href')));
    await expect(hrefs(current)).resolves.toEqual(['/blog/']);
    const highlight = () => nav.locator('a[href="/blog/"]').evaluate((link) => getComputedStyle(link).color);
    const onIndex = await highlight();
    await page.goto(`${baseURL()}/a-propos/`);
    await expect(hrefs(current)).resolves.toEqual(['/a-propos/']);
    const blogElsewhere = await highlight();

    // On an article, the blog is the current section, not the current page, and stays highlighted.
    await page.goto(`${baseURL()}${anArticle().path}`);
    await expect(current.count()).resolves.toBe(0);
    const section = nav.locator('[aria-current="true"]');
    await expect(hrefs(section)).resolves.toEqual(['/blog/']);
    await expect(highlight()).resolves.toBe(onIndex);
    expect(onIndex).not.toBe(blogElsewhere);
    await page.context().close();
  });

  test('the reading progress bar follows the scroll', async () => {
    const { page } = await browser.open();
    await page.goto(`${baseURL()}/mentions-legales/`);
    const progress = () => page.locator('[data-reading-progress]').evaluate((bar) => Number(getComputedStyle(bar).getPropertyValue('--progress') || 0));
    await expect(progress()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
    await expect.poll(progress).toBeCloseTo(0.5, 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(progress).toBe(1);
    await page.context().close();
  });
});

describe('on a phone', () => {
  test('the menu opens from its button, moves focus in, and closes on Escape with focus back on the button', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await page.goto(`${baseURL()}/a-propos/`);
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await expect(menu.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).resolves.toBe('Menu mobile');

    const heights = await menu.locator('.mobile-menu-links a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights).toHaveLength(navigation.header.length);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(48);

    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).resolves.toBe('mobile-menu');
    await page.context().close();
  });

  test('tapping the backdrop closes the menu', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, hasTouch: true });
    await page.goto(`${baseURL()}/a-propos/`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Menu mobile' }).isVisible()).resolves.toBe(true);
    await page.touchscreen.tap(20, 400);
    await expect(page.getByRole('navigation', { name: 'Menu mobile' }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  test('tapping an entry closes the menu and follows the link', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, hasTouch: true });
    await page.goto(`${baseURL()}/`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await page.getByRole('navigation', { name: 'Menu mobile' }).locator('.mobile-menu-links a[href="/#contact"]').tap();
    await expect(page.getByRole('navigation', { name: 'Menu mobile' }).isVisible()).resolves.toBe(false);
    await page.waitForFunction(() => location.hash === '#contact');
    await page.context().close();
  });

  test('the pill bar never shows on a phone', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await page.goto(`${baseURL()}/blog/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    // The scroll has been handled: on a wider screen the pill bar would now show.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-scrolled'), undefined, { polling: 50 });
    await expect(page.getByRole('navigation', { name: 'Navigation rapide' }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async () => {
  const { page } = await browser.open();
  await page.goto(`${baseURL()}/a-propos/`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
  await expect(skip.isVisible()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contenu');
  await page.context().close();
});

test('the contact shortcut from another page lands on the contact section of the home page', async () => {
  const { page } = await browser.open({ reducedMotion: 'reduce' });
  await page.goto(`${baseURL()}/a-propos/`);
  await page.getByRole('navigation', { name: 'Navigation principale' }).locator('a[href="/#contact"]').click();
  await page.waitForURL(`${baseURL()}/#contact`);
  await expect.poll(() => page.locator('#contact').evaluate((section) => Math.abs(section.getBoundingClientRect().top))).toBeLessThan(120);
  await page.context().close();
});

test('the contact shortcut on the home page scrolls smoothly to the contact section', async () => {
  const { page } = await browser.open();
  await page.goto(`${baseURL()}/`);
  await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe('smooth');
  await page.getByRole('navigation', { name: 'Navigation principale' }).locator('a[href="/#contact"]').click();
  // A smooth scroll runs on animation frames, which a busy machine spaces out
  // (CI once took more than 5 s): the time allowed is generous, the place exact.
  await page.waitForFunction(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top) < 120, null, { timeout: 15000 });
  expect(page.url()).toBe(`${baseURL()}/#contact`);
  await page.context().close();
});

test("the footer has a column for each of the navigation's, then the agency's contacts, and the current year", async () => {
  const { page } = await browser.open();
  await page.goto(`${baseURL()}/`);
  const footer = page.locator('footer.site-footer');
  await expect(footer.locator('.footer-title').allTextContents()).resolves.toEqual([...navigation.footer.map((column) => column.title), 'Suivez-nous']);
  const columns = footer.locator('.footer-column');
  for (const [index, column] of navigation.footer.entries()) {
    const links = await columns
      .nth(index)
      .locator('a')
      .evaluateAll((list) => list.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links, column.title).toEqual(column.links.map((link) => [link.label, link.href]));
  }
  await expect(footer.locator('a[href^="mailto:"]').evaluateAll((list) => list.map((link) => link.getAttribute('href')))).resolves.toEqual([
    `mailto:${site.email}`,
  ]);
  await expect(footer.locator('a[href^="tel:"]').evaluateAll((list) => list.map((link) => link.getAttribute('href')))).resolves.toEqual([
    `tel:${site.phone.replace(/ /g, '')}`,
  ]);
  await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()} ${site.brand}`);
  await expect(footer.textContent()).resolves.toContain(site.tagline);
  await page.context().close();
});

test("the footer's year follows the visitor's clock, not the build's", async () => {
  // Half an hour into 2031 for a visitor in Paris (still 2030 in UTC).
  const { page } = await browser.open({ timezoneId: 'Europe/Paris' });
  const built = await (await fetch(`${baseURL()}/`)).text();
  expect(built).toMatch(new RegExp(`<span data-current-year[^>]*>${new Date().getFullYear()}</span>`));
  await page.clock.setFixedTime(new Date('2031-01-01T00:30:00+01:00'));
  await page.goto(`${baseURL()}/`);
  await expect(page.locator('footer.site-footer').textContent()).resolves.toContain(`© 2031 ${site.brand}`);
  await page.context().close();
});
