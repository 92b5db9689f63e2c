import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderCardSvg, renderShareImages, shareCards } from '../../build/share-images.ts';
import site from '../../content/site.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import { demoSources } from '../../src/demos/demo-sources.ts';
import { testRoot } from '../setup/paths.ts';
import { readBuiltSite } from './built-site.ts';

// What social networks and search engines read in every built page: the
// share image, and JSON-LD that stands alone on the page.

const require = createRequire(import.meta.url);
/** This file's own folder, for the share cards it draws itself. */
const work = `${testRoot}/built-pages-test`;
const origin = site.origin;
const { out, pages } = readBuiltSite();

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (data: Buffer) => ({ png: data.subarray(1, 4).toString() === 'PNG', width: data.readUInt32BE(16), height: data.readUInt32BE(20) });

/** What the cards show of the agency: a fixture's. */
const identity = { brand: 'Atelier Témoin', host: 'www.atelier-temoin.example', colours: { brand: '#0f766e', accent: '#b45309' } };

describe('social previews', () => {
  test('every page has a PNG of 1200 × 630 under 300 kB, with its type, size and alt text', () => {
    for (const { file, html } of pages) {
      const image = meta(html, 'og:image');
      expect(image, file).toMatch(new RegExp(`^${origin}/images/partage/.+\\.png$`));
      expect(meta(html, 'twitter:image'), file).toBe(image);
      const data = readFileSync(join(out, new URL(image!).pathname));
      expect(pngSize(data), file).toEqual({ png: true, width: 1200, height: 630 });
      expect(data.length, file).toBeLessThanOrEqual(300 * 1024);
      expect([meta(html, 'og:image:type'), meta(html, 'og:image:width'), meta(html, 'og:image:height')], file).toEqual(['image/png', '1200', '630']);
      expect(meta(html, 'og:image:alt')?.length, file).toBeGreaterThan(10);
    }
  });

  test('each article and each demo has its own image; other pages share one per section', () => {
    const images = new Map(pages.map(({ file, html }) => [file, new URL(meta(html, 'og:image')!).pathname]));
    const articles = [...images].filter(([file]) => /^blog\/[a-z0-9-]+\/index\.html$/.test(file));
    expect(articles).toHaveLength(readdirSync(join(projectRoot, 'content/blog')).filter((name) => name.endsWith('.md')).length);
    for (const [file, image] of articles) expect(image).toBe(`/images/partage/blog/${file.split('/')[1]}.png`);
    expect(images.get('index.html')).toBe('/images/partage/site.png');
    expect(images.get('blog/index.html')).toBe('/images/partage/blog.png');
    for (const demo of demoSources) expect(images.get(`${demo.path.slice(1)}index.html`)).toBe(`/images/partage/demos/${demo.slug}.png`);
  });

  test("a demo's image shows its desktop screenshot, so it follows npm run previews", async () => {
    const cards = shareCards([], [{ path: '/produit/', title: 'Boutique de t-shirts en 3D', screenshot: '/images/previews/produit-desktop.png' }]);
    const demo = cards.find((card) => card.path === '/images/partage/demos/produit.png')!;
    const svg = await renderCardSvg(demo, identity, [join(projectRoot, 'public')]);
    const screenshot = readFileSync(join(projectRoot, 'public/images/previews/produit-desktop.png')).toString('base64');
    expect(svg).toContain(`href="data:image/png;base64,${screenshot}"`);
    expect(svg).toContain('>Démonstration</text>');
    expect(svg).toContain('>t-shirts en 3D</text>');
  });

  test('an image is rendered again only when what it shows changes', async () => {
    const cacheDir = `${work}/share-cache`;
    const card = { path: '/images/partage/blog/essai.png', kicker: 'Budget', title: 'Un titre', illustration: '/images/sections/blog.svg' };
    const publicDir = `${work}/public`;
    mkdirSync(`${publicDir}/images/sections`, { recursive: true });
    const illustration = readFileSync(join(projectRoot, 'public', card.illustration), 'utf8');
    writeFileSync(join(publicDir, card.illustration), illustration);
    const options = { identity, publicDirs: [publicDir], cacheDir };
    const [first] = (await renderShareImages([card], options)).map(([, file]) => readFileSync(file));
    const cached = () => readdirSync(cacheDir).filter((file) => file.endsWith('.png'));
    expect(cached()).toHaveLength(1);
    const [again] = (await renderShareImages([card], options)).map(([, file]) => readFileSync(file));
    expect(again!.equals(first!)).toBe(true);
    expect(cached()).toHaveLength(1);
    const [changed] = (await renderShareImages([{ ...card, title: 'Un autre titre' }], options)).map(([, file]) => readFileSync(file));
    expect(changed!.equals(first!)).toBe(false);
    expect(cached()).toHaveLength(2);
    // The same card with another drawing under the same file name.
    writeFileSync(join(publicDir, card.illustration), illustration.replace(/#[0-9a-f]{6}/i, '#ff0000'));
    const [redrawn] = (await renderShareImages([card], options)).map(([, file]) => readFileSync(file));
    expect(redrawn!.equals(first!)).toBe(false);
    expect(cached()).toHaveLength(3);
  });
});

type Node = Record<string, unknown>;
const jsonLdOf = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Node);

/** Every object of the blocks, nested ones included. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  return [value as Node, ...Object.values(value).flatMap(nodesOf)];
}

/** @id values a page points to without defining them there (a definition says more than its @id and @type). */
function undefinedIds(blocks: Node[]): string[] {
  const nodes = nodesOf(blocks);
  const defined = new Set(nodes.filter((node) => node['@id'] && Object.keys(node).some((key) => !key.startsWith('@'))).map((node) => node['@id']));
  return [...new Set(nodes.map((node) => node['@id'] as string).filter((id) => id && !defined.has(id)))];
}

describe('structured data', () => {
  test('every @id a page points to is defined on that page, the organisation with name, URL and logo', () => {
    for (const { file, html } of pages) {
      const blocks = jsonLdOf(html);
      expect(undefinedIds(blocks), file).toEqual([]);
      for (const node of nodesOf(blocks).filter((node) => node['@type'] === 'Organization' && node['@id'] === `${origin}/#organisation`)) {
        if (node['url'] === undefined && node['logo'] === undefined) continue; // a reference that names it; the full node is on the page
        expect(node, file).toMatchObject({ name: site.brand, url: `${origin}/`, logo: expect.anything() });
      }
      // A page that points to the organisation carries it once, in full (a 404 page's minimal WebPage points nowhere).
      if (JSON.stringify(blocks).includes(`"${origin}/#organisation"`)) {
        expect(
          blocks.filter((block) => block['@type'] === 'Organization' && block['logo']),
          file,
        ).toHaveLength(1);
      }
    }
    expect(undefinedIds([{ '@type': 'WebPage', '@id': 'x#page', name: 'x', publisher: { '@id': 'x#org' } }])).toEqual(['x#org']);
  });

  test('no page reviews or rates the agency itself, and every image in JSON-LD is a raster file', () => {
    for (const { file, html } of pages) {
      const nodes = nodesOf(jsonLdOf(html));
      // Google's review rules refuse self-serving reviews of an Organization.
      expect(nodes.filter((node) => ['Review', 'AggregateRating'].includes(node['@type'] as string)).length, file).toBe(0);
      expect(
        nodes.some((node) => 'aggregateRating' in node || 'review' in node),
        file,
      ).toBe(false);
      const images = nodes
        .flatMap((node) => [node['image'], node['logo'], node['primaryImageOfPage']])
        .flatMap((image) => (typeof image === 'string' ? [image] : image && typeof image === 'object' ? [(image as Node)['url'] as string] : []));
      for (const image of images) expect(image, file).toMatch(/\.(png|jpe?g|webp)$/);
    }
  });

  test('Google’s rich-result rules (structured-data-testing-tool, Google preset) report no failure on any page', async () => {
    const { structuredDataTest } = require('structured-data-testing-tool') as {
      structuredDataTest(input: string, options: object): Promise<{ passed: unknown[]; failed: Array<{ test: string }> }>;
    };
    const { Google } = require('structured-data-testing-tool/presets') as { Google: object };
    for (const { file, html } of pages) {
      const result = await structuredDataTest(html, { presets: [Google] }).catch((error: { res?: { failed: Array<{ test: string }> } }) => {
        if (!error.res) throw error;
        return error.res;
      });
      expect(
        result.failed.map((failure) => failure.test),
        relative('.', file),
      ).toEqual([]);
    }
  });
});
