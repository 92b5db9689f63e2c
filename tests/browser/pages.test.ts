import { describe, expect, test } from 'vitest';
import { axeViolations, baseURL, sitemapPaths, useBrowser, viewports } from './helpers.ts';

// Every URL of sitemap.xml, as a visitor's browser and a search engine see it.

const canonicalOrigin = 'https://www.eclosion-web.fr';
const browser = useBrowser();

describe.each(sitemapPaths())('%s', (path) => {
  test('answers 200 with its own head tags, valid JSON-LD, no console error and no foreign request', async () => {
    const { page, errors, foreignRequests } = await browser.open({ viewport: viewports.mobile });
    const response = await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);

    const head = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      titles: document.querySelectorAll('title').length,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      og: Object.fromEntries(
        [...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')]),
      ),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      h1: document.querySelectorAll('h1').length,
    }));
    expect(head.lang).toBe('fr-FR');
    expect(head.titles).toBe(1);
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.description.length).toBeGreaterThan(50);
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

    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test('stays still on a phone while its fonts and the consent banner arrive', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
          const nodes = entry.sources.map((source) => (source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node?.nodeName)));
          seen.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Fonts that arrive late, as on a slow phone network: they must not move the text.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => !document.querySelector<HTMLElement>('[data-consent]')?.hidden)).toBe(true);
    await page.waitForTimeout(1200);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    await page.context().close();
  });

  test.each(Object.entries(viewports))('has no axe violation at %s width', async (_, viewport) => {
    const { page } = await browser.open({ viewport, reducedMotion: 'reduce' });
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

test('an unknown address answers 404 with the 404 page', async () => {
  const { page } = await browser.open();
  const response = await page.goto(`${baseURL()}/cette-page-n-existe-pas/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe('Oops! Page not found');
  await expect(page.locator('main a[href="/"]').count()).resolves.toBe(1);
  await page.context().close();
});

test('an unknown blog address says the article was not found and links back to the blog', async () => {
  const { page } = await browser.open();
  const response = await page.goto(`${baseURL()}/blog/article-inconnu/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe('Article non trouvé');
  await expect(page.locator('main a[href="/blog/"]').count()).resolves.toBe(1);
  await page.context().close();
});
