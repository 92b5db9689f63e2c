import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anArticle, axeViolations, baseURL, distDir, useBrowser, viewports } from './helpers.ts';
import { content } from './site-content.ts';

// The content pages as a visitor sees them: the about page's sections that
// appear once 20 % visible (as every reveal, shown at once without
// JavaScript or motion: src/ui/reveal.browser.test.ts), the quote button of /realisations/, the calls to
// action of the blog and the 404 log.

const browser = useBrowser();

/** ISO dates, newest first: the order a visitor expects of a blog. */
const newestFirst = (dates: string[]) => dates.toSorted((a, b) => b.localeCompare(a));

const sectionStates = (page: Page) =>
  page.$$eval('[data-reveal]', (sections) =>
    sections.map((section) => ({ pending: section.getAttribute('data-reveal-state') === 'pending', opacity: getComputedStyle(section).opacity })),
  );

describe('/a-propos/', () => {
  test('sections below the fold wait hidden, then fade in once 20 % visible', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.desktop });
    await page.goto(`${baseURL()}/a-propos/`, { waitUntil: 'load' });

    const before = await sectionStates(page);
    expect(before[0]).toEqual({ pending: false, opacity: '1' });
    expect(before.at(-1)).toEqual({ pending: true, opacity: '0' });

    const refonte = page.locator('[data-reveal]', { has: page.getByRole('heading', { name: 'Refonte sur mesure' }) });
    await refonte.scrollIntoViewIfNeeded();
    await expect.poll(() => refonte.getAttribute('data-reveal-state')).toBe('shown');
    await expect.poll(() => refonte.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await sectionStates(page)).every((state) => !state.pending)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a section that is only 10 % visible stays hidden', async () => {
    const { page } = await browser.open({ viewport: viewports.desktop });
    await page.goto(`${baseURL()}/a-propos/`, { waitUntil: 'load' });
    const last = page.locator('[data-reveal]').last();
    // Scroll so that the top tenth of the last section enters the viewport.
    await last.evaluate((el) => {
      const box = el.getBoundingClientRect();
      // Instant: the page scrolls smoothly, and the check must see the final place.
      window.scrollBy({ top: box.top - window.innerHeight + box.height * 0.1, behavior: 'instant' });
    });
    // The page's observer is notified in the same task as any observer of the
    // same document: once a fresh one has measured the section at this
    // scroll, the page's has had its chance to reveal it.
    const ratio = await last.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve(entry!.intersectionRatio);
          });
          observer.observe(el);
        }),
    );
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThan(0.2);
    await expect(last.getAttribute('data-reveal-state')).resolves.toBe('pending');
    await page.context().close();
  });

  test('has no axe violation once every section has appeared', async () => {
    const { page } = await browser.open({ viewport: viewports.desktop });
    await page.goto(`${baseURL()}/a-propos/`, { waitUntil: 'load' });
    for (const section of await page.locator('[data-reveal]').all()) await section.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await sectionStates(page)).every((state) => state.opacity === '1')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test("'Discuter d’une refonte' opens the home contact form with Refonte chosen", async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}/a-propos/`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Discuter d’une refonte' }).click();
    await page.waitForURL(`${baseURL()}/?projet=refonte#contact`);
    await expect(page.locator('#contact').count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe('/realisations/', () => {
  test('the quote button scrolls to the contact form of the page', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}/realisations/`, { waitUntil: 'load' });
    const contact = page.locator('#contact');
    const inView = () => contact.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight && el.getBoundingClientRect().bottom > 0);
    await expect(inView()).resolves.toBe(false);
    await page.getByRole('link', { name: content['case-studies'].page.quoteLabel }).first().click();
    await expect.poll(inView).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/realisations/');
    await page.context().close();
  });
});

describe('/blog/', () => {
  test("the article's button opens the home contact form with its project chosen", async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}/blog/`, { waitUntil: 'load' });
    const article = anArticle();
    await page.locator(`.blog-card a[href="${article.path}"]`).first().click();
    await page.waitForURL(`${baseURL()}${article.path}`);
    await expect(page.locator('.article-cta h2').textContent()).resolves.toBe(content.blog.callToAction.title);
    await page.locator('.article-cta a').click();
    await page.waitForURL(`${baseURL()}/?projet=${article.project}#contact`);
    await expect.poll(() => page.getByLabel('Type de projet').inputValue(), { timeout: 15_000 }).toBe(article.project);
    await page.context().close();
  });
  test('lists the articles of each pillar newest first, as the Atom feed lists them all', async () => {
    const { page } = await browser.open();
    await page.goto(`${baseURL()}/blog/`, { waitUntil: 'load' });
    const pillars = await page.$$eval('.blog-pillar', (sections) =>
      sections.map((section) => [...section.querySelectorAll('.blog-card time')].map((time) => time.getAttribute('datetime')!)),
    );
    expect(pillars.length).toBeGreaterThan(0);
    for (const dates of pillars) expect(dates).toEqual(newestFirst(dates));

    const feed = await (await page.request.get(`${baseURL()}/blog/feed.xml`)).text();
    const published = [...feed.matchAll(/<published>([^<]+)<\/published>/g)].map((match) => match[1]!);
    expect(published).toHaveLength(pillars.flat().length);
    expect(published).toEqual(newestFirst(published));
    await page.context().close();
  });
});

describe('404', () => {
  test.each([
    ['/page-inconnue/', content['not-found'].heading],
    ['/blog/article-inconnu/', content.blog.notFound.title],
  ])('%s logs the unknown path to the console', async (path, title) => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1:visible').textContent()).resolves.toBe(title);
    await expect.poll(() => logs.some((log) => log.includes(path))).toBe(true);
    await page.context().close();
  });

  test('on a host without nested 404 pages, the site’s 404 page shows the blog’s message under /blog/', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    // Such a host answers every unknown address with /404.html.
    const siteNotFound = readFileSync(join(distDir(), '404.html'), 'utf8');
    await page.route('**/blog/article-inconnu/', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: siteNotFound }));
    await page.goto(`${baseURL()}/blog/article-inconnu/`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('h1:visible').textContent()).toBe(content.blog.notFound.title);
    await expect(page.getByRole('link', { name: 'Retour au blog' }).getAttribute('href')).resolves.toBe('/blog/');
    await expect(page.title()).resolves.toContain(content.blog.notFound.title);
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });
});
