import { expect, test } from 'vitest';
import { renderSite } from '../../build/render.ts';
import { validateContent } from '../../build/validate.ts';
import { loadContent } from '../../build/load.ts';
import { pages } from '../../src/site/routes.ts';
import { standInImages } from './image-stand-in.ts';
import { projectRoot } from '../../scripts/project-root.ts';

test("no sitemap entry is dated by the build: each comes from the content's dates or its files' last change", async () => {
  const validated = validateContent(await loadContent(projectRoot));
  if (!validated.ok) throw new Error('invalid content');
  const { content } = validated;
  const buildDate = '2099-12-31';
  const entries = new Map(
    renderSite(content, pages, buildDate, standInImages(content)).flatMap((page) => (page.sitemap ? [[page.path, page.sitemap.lastmod]] : [])),
  );

  expect(entries.size).toBeGreaterThan(15);
  for (const [path, lastmod] of entries) {
    expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmod, path).not.toBe(buildDate);
  }
  const article = content.articles[0]!;
  expect(entries.get(`/blog/${article.slug}/`)).toBe(article.updatedDate ?? article.publishDate);
  expect(entries.get('/blog/')).toBe(
    content.articles
      .map((a) => a.updatedDate ?? a.publishDate)
      .sort()
      .at(-1),
  );
  for (const legal of content.legal) expect(entries.get(`/${legal.slug}/`), legal.file).toBe(legal.updated);
  const home = ['content/home.ts', 'content/services.ts', 'content/faq.ts', 'content/offers.ts']
    .map((file) => content.fileDates[file]!)
    .sort()
    .at(-1);
  expect(entries.get('/')).toBe(home);
  expect(entries.get('/coach-sportif-premium/')).toBe(content.fileDates['content/demos/coach-sportif-premium.ts']);
});
