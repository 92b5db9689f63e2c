import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { baseURL, sitemapPaths, useBrowser } from './helpers.ts';
import { content } from './site-content.ts';
import { demoSources } from '../../src/demos/demo-sources.ts';

// Structured data says what the visitor sees: a BreadcrumbList only where a
// breadcrumb is shown, item for item. Both are in the page as served, which
// is what a search engine reads first: the pages are read with JavaScript off.

// The suite's build sets no SITE_URL: the site's own address, from content/site.ts.
const canonicalOrigin = content.site.origin;
const browser = useBrowser();
// One tab reads every page, one after the other: nothing runs in it.
let page: Page;
beforeAll(async () => {
  ({ page } = await browser.open({ javaScriptEnabled: false }));
});

interface Crumb {
  name: string;
  url: string;
}

describe.each(sitemapPaths())('%s', (path) => {
  test('its BreadcrumbList matches its visible breadcrumb, item for item', async () => {
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'domcontentloaded' });
    const { declared, shown } = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
      const lists = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
      const trails = [...document.querySelectorAll('main nav.breadcrumb')];
      return {
        declared: lists.map((list) =>
          (list.itemListElement as Array<{ position: number; name: string; item: string }>).map((entry, index) => ({
            position: entry.position === index + 1,
            name: entry.name,
            url: entry.item,
          })),
        ),
        shown: trails.map((trail) =>
          [...trail.querySelectorAll('li')].map((li) => ({
            name: li.textContent?.trim() ?? '',
            href: li.querySelector('a')?.getAttribute('href') ?? null,
            current: li.getAttribute('aria-current'),
          })),
        ),
      };
    });
    expect(declared.length, 'BreadcrumbList blocks').toBe(shown.length);
    if (shown.length === 0) return;
    expect(shown).toHaveLength(1);
    const visible: Crumb[] = shown[0]!.map((crumb, index, all) => {
      const last = index === all.length - 1;
      // The last item is the current page: not a link, marked aria-current.
      expect(crumb.href === null, `${crumb.name} is a link: ${!last}`).toBe(last);
      if (last) expect(crumb.current).toBe('page');
      return { name: crumb.name, url: last ? `${canonicalOrigin}${path}` : `${canonicalOrigin}${crumb.href}` };
    });
    expect(declared[0]!.every((entry) => entry.position)).toBe(true);
    expect(declared[0]!.map(({ name, url }) => ({ name, url }))).toEqual(visible);
    expect(visible[0]).toEqual({ name: 'Accueil', url: `${canonicalOrigin}/` });
    // Each link of the trail leads to what it names: a page whose own trail
    // ends on that name, or a section of a page. A crumb pointing elsewhere
    // would still be a valid link, which the link checks accept.
    for (const crumb of shown[0]!.slice(1, -1)) {
      const fragment = new URL(crumb.href!, baseURL()).hash;
      await page.goto(`${baseURL()}${crumb.href}`, { waitUntil: 'domcontentloaded' });
      const target = fragment ? page.locator(fragment) : page.locator('main nav.breadcrumb [aria-current="page"]');
      if (fragment) await expect(target.count(), `${crumb.name} → ${crumb.href}`).resolves.toBe(1);
      else await expect(target.allTextContents(), `${crumb.name} → ${crumb.href}`).resolves.toEqual([crumb.name]);
    }
  });
});

test('every demonstration page shows its breadcrumb', async () => {
  for (const { path } of demoSources) {
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'domcontentloaded' });
    const crumbs = page.locator('main nav.breadcrumb li');
    await expect(crumbs.first().isVisible(), path).resolves.toBe(true);
    await expect(crumbs.nth(1).textContent(), path).resolves.toBe('Démonstrations');
  }
});
