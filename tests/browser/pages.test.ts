import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { headersForPath, parseHeadersFile } from '../../build/http-policy.ts';
import { axeViolations, baseURL, distDir, idle, sitemapPaths, useBrowser, viewports, wakeIslands } from './helpers.ts';
import { content } from './site-content.ts';

// Every URL of sitemap.xml, as a visitor's browser and a search engine see it.

// The suite's build sets no SITE_URL: the site's own address, from content/site.ts.
const canonicalOrigin = content.site.origin;
const browser = useBrowser();
const headerRules = () => parseHeadersFile(readFileSync(`${distDir()}/_headers`, 'utf8'));

// Pages side by side (each test has a browser context of its own): most of
// a test is waiting for the page to settle.
describe.concurrent.each(sitemapPaths())('%s', (path) => {
  test('answers 200 with its own head tags, security policy and valid JSON-LD; with every island awake, no console error (policy violations included) and no foreign request', async ({
    expect,
  }) => {
    const { page, errors, foreignRequests } = await browser.open({ viewport: viewports.mobile });
    const response = await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // The server sends what the build's headers file gives this path.
    expect(response?.headers()['content-security-policy']).toBe(headersForPath(headerRules(), path)['content-security-policy']);

    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      titles: document.querySelectorAll('title').length,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      h1: document.querySelectorAll('h1').length,
    }));
    expect(head.lang).toBe('fr-FR');
    expect(head.titles).toBe(1);
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toEqual([`${canonicalOrigin}${path}`]);
    expect(head.og['og:url']).toBe(`${canonicalOrigin}${path}`);
    expect(head.og['og:title']).toBe(head.title);
    expect(head.og['og:image']).toMatch(new RegExp(`^${canonicalOrigin}/`));
    expect(head.twitter).toBe('summary_large_image');
    expect(head.h1).toBe(1);
    expect(head.jsonLd.length).toBeGreaterThan(0);
    for (const block of head.jsonLd) {
      const data = JSON.parse(block) as Record<string, unknown>;
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBeTruthy();
    }

    // Each island scrolled into view and waited for until hydrated.
    await wakeIslands(page);
    // What the scroll sets off (reveals, lazy sections) has its turn to fail.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await idle(page);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test('has no axe violation at phone or desktop width', async ({ expect }) => {
    // One page, resized: what each width lays out (the menu, the grids) is
    // what axe sees at that width.
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    const violations: string[] = [];
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      violations.push(...(await axeViolations(page)).map((violation) => `${name}: ${violation}`));
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

/** Chromium logs an unknown page's 404 status itself as an error, and nothing else may be. */
const notFoundError = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

test('an unknown address answers 404 with the 404 page', async () => {
  const { page, errors } = await browser.open();
  const response = await page.goto(`${baseURL()}/cette-page-n-existe-pas/`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toBe(headersForPath(headerRules(), '/cette-page-n-existe-pas/')['content-security-policy']);
  await expect(page.locator('h1:visible').textContent()).resolves.toBe(content['not-found'].heading);
  await expect(page.locator('main a[href="/"]').count()).resolves.toBe(1);
  await idle(page);
  expect(errors).toEqual([notFoundError]);
  await page.context().close();
});

test('an unknown blog address says the article was not found and links back to the blog', async () => {
  const { page, errors } = await browser.open();
  const response = await page.goto(`${baseURL()}/blog/article-inconnu/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe(content.blog.notFound.title);
  await expect(page.locator('main a[href="/blog/"]').count()).resolves.toBe(1);
  await idle(page);
  expect(errors).toEqual([notFoundError]);
  await page.context().close();
});
