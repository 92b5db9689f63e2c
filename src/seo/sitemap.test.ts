import { expect, test } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { outputFile } from './urls.ts';

test('the sitemap lists each URL with its last change', () => {
  const xml = renderSitemap([
    { url: 'https://www.eclosion-web.fr/', lastmod: '2025-10-28' },
    { url: 'https://www.eclosion-web.fr/blog/?a=1&b=2', lastmod: '2025-11-02' },
  ]);
  expect(xml).toContain('<url><loc>https://www.eclosion-web.fr/</loc><lastmod>2025-10-28</lastmod></url>');
  expect(xml).toContain('<loc>https://www.eclosion-web.fr/blog/?a=1&amp;b=2</loc>');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
});

test('an entry whose date is unknown has no lastmod rather than a guessed one', () => {
  expect(renderSitemap([{ url: 'https://www.eclosion-web.fr/' }])).toContain('<url><loc>https://www.eclosion-web.fr/</loc></url>');
});

test('robots.txt names the sitemap', () => {
  expect(renderRobots('https://www.eclosion-web.fr/sitemap.xml')).toContain('Sitemap: https://www.eclosion-web.fr/sitemap.xml');
});

test('each path maps to the file a static host serves for it', () => {
  expect(outputFile('/')).toBe('index.html');
  expect(outputFile('/a-propos/')).toBe('a-propos/index.html');
  expect(outputFile('/blog/un-article/')).toBe('blog/un-article/index.html');
  expect(outputFile('/404.html')).toBe('404.html');
});
