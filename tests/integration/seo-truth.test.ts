import { beforeAll, expect, test } from 'vitest';
import type { RenderedPage } from '../../build/render.ts';
import type { Content } from '../../src/site/content-files.ts';
import { loadSite } from './site-content.ts';
import { demoSources } from '../../src/demos/demo-sources.ts';

// What search engines and social networks read must fit and be true.

let content: Content;
let pages: RenderedPage[];
beforeAll(async () => {
  const site = await loadSite();
  content = site.content;
  pages = [...site.rendered.values()];
});

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const titleOf = (page: RenderedPage) => decode(/<title>([^<]*)<\/title>/.exec(page.html)![1]!);
const metaOf = (page: RenderedPage, property: string) => {
  const found = new RegExp(`<meta property="${property}" content="([^"]*)"/>`).exec(page.html);
  return found ? decode(found[1]!) : undefined;
};
const jsonLdOf = (page: RenderedPage) => [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const byPath = (path: string) => pages.find((page) => page.path === path)!;

test('every title fits search results: at most 60 characters before the site or blog name', () => {
  const tooLong = pages
    .map((page) => [page.path, titleOf(page).split(' | ')[0]!] as const)
    .filter(([, title]) => [...title].length > 60)
    .map(([path, title]) => `${path}: ${title} (${[...title].length})`);
  expect(tooLong).toEqual([]);
});

test('articles end their title with the short blog name', () => {
  expect([...content.site.blogName].length).toBeLessThan([...`Le blog ${content.site.brand}`].length);
  for (const article of content.articles) {
    expect(titleOf(byPath(`/blog/${article.slug}/`))).toBe(`${article.title} | ${content.site.blogName}`);
  }
});

test('article pages carry their dates, section and social image size', () => {
  for (const article of content.articles) {
    const page = byPath(`/blog/${article.slug}/`);
    expect(metaOf(page, 'article:published_time')).toBe(article.publishDate);
    expect(metaOf(page, 'article:modified_time')).toBe(article.updatedDate ?? article.publishDate);
    expect(metaOf(page, 'article:section')).toBe(article.category);
    expect(metaOf(page, 'og:image:width')).toBe('1200');
    expect(metaOf(page, 'og:image:height')).toBe('630');
  }
});

test('the blog index describes itself as a Blog listing every article', () => {
  const blog = jsonLdOf(byPath('/blog/')).find((block) => block['@type'] === 'Blog');
  expect(blog).toBeDefined();
  expect(blog.blogPost.map((post: { url: string }) => post.url)).toEqual(content.articles.map((a) => `${content.site.origin}/blog/${a.slug}/`));
  expect(blog.blogPost[0]).toMatchObject({ '@type': 'BlogPosting', headline: content.articles[0]!.title, datePublished: content.articles[0]!.publishDate });
  for (const post of blog.blogPost) expect(post.author, post.url).toMatchObject({ '@type': 'Person', name: content.site.legal.owner });
});

test('the shop demo describes a demonstration, not a product for sale', () => {
  const blocks = jsonLdOf(byPath('/produit/'));
  expect(blocks.map((block) => block['@type'])).not.toContain('Product');
  expect(JSON.stringify(blocks)).not.toMatch(/InStock|"offers"|"price"/);
  const page = blocks.find((block) => block['@type'] === 'WebPage');
  // What content/demos/produit.ts says of the demonstration, its values filled in.
  expect(page.about).toMatchObject({ '@type': 'CreativeWork', name: content.produit.page.about.name });
  expect(page.about.description).toContain(content.site.brand);
  expect(page.about.description).toContain(content.produit.hero.name);
  expect(page.about.description).not.toMatch(/[{}]/);
  expect(page.primaryImageOfPage.url).toMatch(/\.png$/);
});

test.each(demoSources.map((demo) => demo.path))('the demo %s names as its main image the card social networks show for it', (path) => {
  const page = jsonLdOf(byPath(path)).find((block) => block['@type'] === 'WebPage');
  expect(page.primaryImageOfPage.url).toBe(metaOf(byPath(path), 'og:image'));
  expect(page.name).toBe(titleOf(byPath(path)).split(' | ')[0]);
});

test.each(['/404.html', '/blog/404.html'])('the 404 page %s has a minimal WebPage JSON-LD and no canonical address of its own', (path) => {
  const page = byPath(path);
  expect(page.html).toContain('<meta name="robots" content="noindex"/>');
  expect(page.html).not.toMatch(/rel="canonical"/);
  expect(page.html).not.toContain('404.html"');
  const blocks = jsonLdOf(page);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebPage', inLanguage: 'fr-FR' });
  expect(blocks[0].name).toBe(titleOf(page).split(' | ')[0]);
  expect(JSON.stringify(blocks[0])).not.toContain('404.html');
});
