import { describe, expect, test } from 'vitest';
import { axeViolations, baseURL, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { content } from '../../tests/browser/site-content.ts';
import { faqOf } from './faq-values.ts';

// The home page as a visitor sees it: typing hero, calls to action, lazy
// sections, FAQ and the links to every demo. What it shows comes from
// content/ (home.ts, services.ts, faq.ts), whatever the owner wrote there.

const { home, services, faq, site } = content;
const heroTitle = home.hero.title;
const browser = useBrowser();

/** The text of an HTML document as a page without script shows it: tags dropped, React's entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('hero typing effect', () => {
  test('types one character every 50 ms after 200 ms, then hides the caret, with the full title always in the page', async () => {
    const { page, errors } = await browser.open();
    // Paused a minute ahead: on a busy machine the clock, running from 0
    // once installed, may already be past any nearer moment.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(60_000);
    await page.goto(`${baseURL()}/`);
    const title = page.locator('[data-typing]');
    await expect.poll(() => title.getAttribute('data-typing-state')).toBe('typing');
    const typed = () => title.evaluate((el) => el.firstElementChild?.textContent ?? '');
    // Typed by characters as a visitor counts them (an accent or an emoji is one).
    const characters = Array.from(heroTitle);
    // The heading's text for search engines and screen readers is complete at every moment.
    expect(await title.textContent()).toBe(heroTitle);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heroTitle);
    expect(await typed()).toBe('');
    await page.clock.runFor(200 + 49);
    expect(await typed()).toBe('');
    await page.clock.runFor(1);
    expect(await typed()).toBe(characters[0]);
    // The caret: the typed part's blinking right border.
    const caret = () =>
      page.locator('.typing-typed').evaluate((el) => ({ blink: getComputedStyle(el).animationName, color: getComputedStyle(el).borderRightColor }));
    expect((await caret()).blink).toBe('caret-blink');
    for (let count = 2; count <= characters.length; count++) {
      await page.clock.runFor(49);
      expect(await typed(), `${count - 1} characters, 49 ms later`).toBe(characters.slice(0, count - 1).join(''));
      await page.clock.runFor(1);
      expect(await typed(), `${count} characters`).toBe(characters.slice(0, count).join(''));
      expect(await title.textContent()).toBe(heroTitle);
    }
    expect(await title.getAttribute('data-typing-state')).toBe('typing');
    await page.clock.runFor(50);
    expect(await title.getAttribute('data-typing-state')).toBe('done');
    expect(await caret()).toEqual({ blink: 'none', color: 'rgba(0, 0, 0, 0)' });
    expect(await title.textContent()).toBe(heroTitle);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('shows the whole title at once under reduced motion', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${baseURL()}/`);
    const title = page.locator('[data-typing]');
    await expect.poll(() => title.getAttribute('data-typing-state')).toBe('done');
    expect(await title.textContent()).toBe(heroTitle);
    expect(await title.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('.typing-typed').count()).toBe(0);
    await page.context().close();
  });
});

test.each([
  ['Découvrir nos services', '#services'],
  ['Collaborer avec nous', '#contact'],
])('the call to action “%s” scrolls to %s', async (label, hash) => {
  const { page } = await browser.open({ viewport: viewports.mobile });
  await page.goto(`${baseURL()}/`);
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
  await expect.poll(() => page.locator(hash).evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120), { timeout: 5000 }).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.context().close();
});

describe('lazy sections', () => {
  test('have their content in the HTML, reserve 400 px while skipped, and fade in without any layout shift', async () => {
    // Each lazy section's texts (services, demos, reasons to choose us) are in the page as served.
    const served = htmlText(await (await fetch(`${baseURL()}/`)).text());
    for (const text of [
      ...services.map((service) => service.name),
      ...home.portfolio.demos.map((demo) => demo.title),
      ...home.why.figures.map((figure) => figure.value),
    ]) {
      expect(served).toContain(text);
    }

    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(`${baseURL()}/`);
    // From here on: what scrolling down the page does (the fonts' arrival at load is another matter).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    const sections = page.locator('.lazy-section');
    expect(await sections.count()).toBe(3);
    const style = await sections.first().evaluate((el) => ({ cv: getComputedStyle(el).contentVisibility, size: getComputedStyle(el).containIntrinsicHeight }));
    expect(style).toEqual({ cv: 'auto', size: 'auto 400px' });
    // The last one is far below: still waiting, its content transparent.
    await expect.poll(() => sections.last().getAttribute('data-reveal-state')).toBe('pending');
    expect(
      await sections
        .last()
        .locator('.lazy-content')
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('0');

    await page.mouse.move(200, 400);
    // Down the page a wheel step at a time, each one taken before the next.
    const atBottom = () => page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
    for (let i = 0; i < 40 && !(await atBottom()); i++) {
      const before = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 250);
      await page.waitForFunction((y) => scrollY !== y || scrollY + innerHeight >= document.documentElement.scrollHeight - 1, before, { polling: 'raf' });
    }
    await expect.poll(() => sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-reveal-state')))).toEqual(['shown', 'shown', 'shown']);
    await expect
      .poll(() =>
        sections
          .last()
          .locator('.lazy-content')
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('appear 100 ms after becoming visible', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    // Paused a minute ahead: on a busy machine the clock, running from 0
    // once installed, may already be past any nearer moment.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(60_000);
    await page.goto(`${baseURL()}/`);
    const why = page.locator('#pourquoi-nous');
    await expect.poll(() => why.getAttribute('data-reveal-state')).toBe('pending');
    await why.evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
    // The observer reports on the next frames, and the page's clock stands
    // still meanwhile. A fresh observer is notified in the same task as the
    // page's: once it sees the section, the page's has seen it too. If the
    // sections above were still growing (fonts, first layout of a skipped
    // section) and moved it out of view, it is brought back.
    await why.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) {
              el.scrollIntoView({ behavior: 'instant' });
              return;
            }
            observer.disconnect();
            resolve();
          });
          observer.observe(el);
        }),
    );
    expect(await why.getAttribute('data-reveal-state')).toBe('pending');
    await page.clock.runFor(60);
    expect(await why.getAttribute('data-reveal-state')).toBe('pending');
    await page.clock.runFor(50);
    expect(await why.getAttribute('data-reveal-state')).toBe('shown');
    await page.context().close();
  });
});

describe('FAQ', () => {
  test('shows every question of content/faq.ts with its answer, one answer open at a time, the open one closes again', async () => {
    const { page } = await browser.open();
    await page.goto(`${baseURL()}/#faq`);
    const items = page.locator('#faq details');
    expect(await items.locator('summary').allTextContents()).toEqual(faq.map((item) => item.question));
    expect(await items.locator('p').allTextContents()).toEqual(faqOf(content).map((item) => item.answer));
    const openCount = () => page.locator('#faq details[open]').count();
    expect(await openCount()).toBe(0);
    const first = items.first();
    const last = items.last();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();
    await last.locator('summary').click();
    expect(await openCount()).toBe(1);
    expect(await last.getAttribute('open')).not.toBeNull();
    await expect(last.locator('p').isVisible()).resolves.toBe(true);
    await expect(first.locator('p').isVisible()).resolves.toBe(false);
    await last.locator('summary').click();
    expect(await openCount()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('works from the keyboard, and without JavaScript', async () => {
    const { page } = await browser.open({ javaScriptEnabled: false });
    await page.goto(`${baseURL()}/#faq`);
    const summaries = page.locator('#faq summary');
    await summaries.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#faq details[open]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await summaries.nth(2).textContent());
    await page.keyboard.press('Space');
    expect(await page.locator('#faq details').nth(2).getAttribute('open')).not.toBeNull();
    expect(await page.locator('#faq details[open]').count()).toBe(1);
    await page.keyboard.press('Enter');
    expect(await page.locator('#faq details[open]').count()).toBe(0);
    await page.context().close();
  });

  test('is published as FAQPage structured data with the same questions and answers', async () => {
    const { page } = await browser.open();
    await page.goto(`${baseURL()}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
    const types = blocks.map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'WebPage', 'Service', 'FAQPage']));
    expect(blocks.filter((block) => block['@type'] === 'Service').map((block) => block.name)).toEqual(services.map((service) => service.name));
    const published = blocks.find((block) => block['@type'] === 'FAQPage');
    const shown = await page
      .locator('#faq details')
      .evaluateAll((items) => items.map((item) => ({ question: item.querySelector('summary')?.textContent, answer: item.querySelector('p')?.textContent })));
    expect(shown).toEqual(faqOf(content));
    expect(
      published.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => ({ question: entry.name, answer: entry.acceptedAnswer.text })),
    ).toEqual(shown);
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      name: site.brand,
      foundingDate: site.foundingDate,
      knowsLanguage: site.languages,
      address: { addressCountry: site.country },
    });
    await page.context().close();
  });
});

test('without JavaScript, the title and the lazy sections are shown as they are', async () => {
  const { page } = await browser.open({ javaScriptEnabled: false });
  await page.goto(`${baseURL()}/`);
  expect(await page.locator('[data-typing]').evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
  const opacities = await page.locator('.lazy-content').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
  expect(opacities).toEqual(['1', '1', '1']);
  await page.context().close();
});

test('links every demo from the portfolio, and the purple banner to its demos', async () => {
  const { page } = await browser.open();
  await page.goto(`${baseURL()}/`);
  const portfolio = await page.locator('#portfolio a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(portfolio).toEqual(home.portfolio.demos.map((demo) => demo.path));
  // Each of them a page of the site.
  for (const path of portfolio) expect((await fetch(`${baseURL()}${path}`)).status, path!).toBe(200);
  const banner = page.locator('.demo-banner');
  expect(await banner.locator('h2').textContent()).toBe(home.banner.title);
  const buttons = await banner.locator('a').evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('href')]));
  expect(buttons).toEqual(home.banner.links.map((link) => [link.label, link.href]));
  // The page's order, then the contact section before the banner.
  const order = await page.locator('main > section').evaluateAll((els) => els.map((el) => el.id || el.className));
  expect(order).toEqual(['hero home-hero', 'services', 'portfolio', 'pourquoi-nous', 'faq', 'contact', 'demo-banner']);
  await page.context().close();
});
