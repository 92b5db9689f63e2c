import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build, type BuildResult } from '../../build/build.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import { testRoot } from '../setup/paths.ts';
import identity from '../../content/site.ts';
import type { SiteInput } from '../../src/site/site.schema.ts';
import about from '../../content/about.ts';
import home from '../../content/home.ts';
import caseStudies from '../../content/case-studies.ts';
import { useBrowser, viewports } from './helpers.ts';
import { demoSources } from '../../src/demos/demo-sources.ts';
import { legalValues } from '../fixtures/legal-placeholders.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// The path every owner walks before launch, as docs/going-live.md's « Before going
// live » tells it: from a copy of content/, fill in the identity and the
// person, replace every example (case studies with real-looking clients and
// their screenshots, reviews, figures, social pages), add an article with a
// table and a photo, remove `example: true`; then `--production` builds, and
// the site it builds has no placeholder, no example, no broken image, no
// dead link and no page without its structured data.

const work = `${testRoot}/launch`;
const site = `${work}/site`;
const out = `${work}/dist`;
const browser = useBrowser();

const write = (file: string, value: unknown) => writeFileSync(join(site, file), `export default ${JSON.stringify(value, null, 2)};\n`);

/** A photo or screenshot as an owner saves it: a picture of `width` × `height` in its own format. */
async function photo(file: string, width: number, height: number, colour: string): Promise<void> {
  const path = join(site, 'public', file);
  mkdirSync(join(path, '..'), { recursive: true });
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff" opacity="0.6"/></svg>`;
  await sharp(Buffer.from(drawing)).toFile(path);
}

/** The studies of the owner's own clients: one with its review, one whose client gave none. */
const studies = [
  {
    id: 'atelier-cuir-martel',
    client: 'Atelier Cuir Martel',
    category: 'Maroquinier',
    image: '/images/realisations/atelier-cuir-martel.png',
    imageAlt: 'La page d’accueil du site de l’Atelier Cuir Martel, sur un ordinateur',
    problem: 'Des sacs faits main vendus sur les marchés seulement, sans vitrine en ligne pour les clients de passage.',
    solution: 'Un site vitrine de cinq pages, avec les collections, les marchés de la saison et un formulaire de commande sur mesure.',
    results: ['Douze commandes sur mesure le premier trimestre'],
    testimonial: {
      text: 'Mes clients des marchés retrouvent enfin mes créations.',
      author: 'Louise M.',
      role: 'Artisane',
      date: '2026-06-10',
      project: '2026-05',
    },
    rating: 5,
    tech: ['Site vitrine'],
  },
  {
    id: 'garage-des-tilleuls',
    client: 'Garage des Tilleuls',
    category: 'Garagiste',
    image: '/images/realisations/garage-des-tilleuls.jpg',
    imageAlt: 'La page des tarifs du site du Garage des Tilleuls, sur un téléphone',
    problem: 'Des appels toute la journée pour demander les tarifs des révisions.',
    solution: 'Une landing page avec les tarifs, les horaires et une demande de rendez-vous.',
  },
];

const article = `---
slug: prix-d-un-site-en-2027
title: Le prix d'un site en 2027
metaDescription: Ce que coûte un site pour un artisan en 2027, format par format, avec les délais, dans un tableau clair à garder sous la main.
keywords: [prix site, artisan]
image: /images/blog/atelier-photo.png
imageAlt: Une artisane devant son ordinateur, dans son atelier
pillar: Faire évoluer son site
publishDate: 2026-11-20
excerpt: Les prix et les délais de chaque format de site, dans un tableau.
ctaText: 'Parlons de votre projet : le devis est gratuit.'
cta: Demander mon devis
ctaProject: site-vitrine
---

Voici ce que coûte un site, format par format.

| Format | Prix de départ | Délai |
| --- | ---: | --- |
| Landing page | 690 € | 2 semaines |
| Site vitrine | 1 490 € | 4 semaines |

![Une artisane photographie ses créations pour son site](/images/photos/atelier.webp)

Le prix dépend surtout des textes et des photos que vous apportez[^1].

[^1]: Prix hors taxes, TVA non applicable.
`;

let built: BuildResult;
let baseURL: string;
let server: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });

  // The identity, a real phone, the social pages confirmed.
  const filled = structuredClone(identity) as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(legalValues)) {
    const keys = field.split('.');
    const last = keys.pop()!;
    (keys.reduce((object, key) => object[key] as Record<string, unknown>, filled) as Record<string, unknown>)[last] = value;
  }
  write('content/site.ts', {
    ...filled,
    phone: '+33 4 78 00 12 34',
    socials: ((identity as SiteInput).socials ?? []).map(({ name, url }) => ({ name, url: url.replace('eclosion', 'camille-martin') })),
  });
  // The person behind the business, with their photo.
  await photo('images/a-propos/camille.jpg', 1200, 1500, '#a78bfa');
  write('content/about.ts', {
    ...about,
    person: {
      ...about.person,
      role: 'fondatrice, conceptrice et développeuse web',
      photo: '/images/a-propos/camille.jpg',
      photoAlt: 'Camille Martin, souriante, à son bureau',
      text: ['Après dix ans dans une agence lyonnaise, je crée des sites pour les artisans et les indépendants.'],
      place: 'Lyon, et partout en France à distance',
    },
  });
  // The figures the owner can vouch for.
  write('content/home.ts', {
    ...home,
    why: {
      ...home.why,
      figures: [
        { value: '10 ans', label: 'de métier' },
        { value: '2', label: 'sites livrés cette année' },
      ],
    },
  });
  // Their own clients, with screenshots in PNG and JPEG; no overall rating yet.
  await photo('images/realisations/atelier-cuir-martel.png', 1280, 800, '#7c3aed');
  await photo('images/realisations/garage-des-tilleuls.jpg', 1600, 1000, '#db2777');
  const { rating: _, ...page } = caseStudies;
  write('content/case-studies.ts', {
    ...page,
    page: { ...caseStudies.page, description: 'Les sites que nous avons créés pour des artisans et des indépendants, avec ce qu’ils en disent.' },
    studies,
  });
  // An article with a table, a photo, a footnote, in a pillar of its own.
  await photo('images/blog/atelier-photo.png', 1280, 800, '#2563eb');
  await photo('images/photos/atelier.webp', 1400, 900, '#059669');
  writeFileSync(join(site, 'content/blog/prix-d-un-site-en-2027.md'), article);
  const blog = join(site, 'content/blog.ts');
  writeFileSync(blog, readFileSync(blog, 'utf8').replace(/pillars: \[/, "pillars: ['Faire évoluer son site', "));
  // Whatever else the content still marks as an example is confirmed.
  for (const file of readdirSync(join(site, 'content'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
    const path = join(site, 'content', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/\bexample: true,\s*/g, ''));
  }

  built = await build({ site, out, production: true, config: {} });
  server = createSiteServer({ root: out, handlers: [] });
  baseURL = (await listenLocally(server)).origin;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const pages = () =>
  (readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(out, file), 'utf8') }));
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const decode = (url: string) => url.replace(/&amp;/g, '&');

describe('a launch rehearsal', () => {
  test('--production builds the owner’s content', () => {
    expect(built.message).toBe('');
    expect(built.ok).toBe(true);
  });

  test('the built site has no placeholder and no example left', () => {
    // The demonstrations show fictional businesses, and say so.
    const demos = demoSources.map((demo) => demo.path.slice(1));
    for (const { file, html } of pages().filter(({ file }) => !demos.some((demo) => file.startsWith(demo)))) {
      const text = visibleText(html);
      // The placeholders' marks: a bracketed instruction, an example domain.
      expect(text.match(/\[[^\]]*(compléter|Votre|Vos|Quelques|Ce que|Où vous)[^\]]*\]|a-completer|\w+\.example\b/i)?.[0], file).toBeUndefined();
      expect(html, file).not.toContain('portrait-a-remplacer');
    }
  });

  test('every image, source and srcset candidate, and every link of the site, leads to a file', () => {
    const missing = new Set<string>();
    const exists = (url: string) => {
      const path = decodeURIComponent(url.split(/[?#]/)[0]!);
      return existsSync(join(out, path)) && (!path.endsWith('/') || existsSync(join(out, path, 'index.html')));
    };
    for (const { file, html } of pages()) {
      for (const [, url] of html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*|\/)"/g)) if (!exists(decode(url!))) missing.add(`${file}: ${url}`);
      for (const [, set] of html.matchAll(/\ssrcset="([^"]+)"/gi))
        for (const candidate of set!.split(',').map((part) => part.trim().split(/\s+/)[0]!))
          if (!exists(decode(candidate))) missing.add(`${file}: ${candidate}`);
    }
    expect([...missing]).toEqual([]);
  });

  test('every page carries its structured data, the about page the person behind the business', () => {
    for (const { file, html } of pages().filter(({ file }) => !file.endsWith('404.html'))) {
      expect(html, file).toContain('<script type="application/ld+json">');
    }
    const aboutPage = readFileSync(join(out, 'a-propos/index.html'), 'utf8');
    const nodes = [...aboutPage.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(nodes).toContainEqual(
      expect.objectContaining({ '@type': 'Person', name: 'Camille Martin', jobTitle: 'fondatrice, conceptrice et développeuse web' }),
    );
    expect(visibleText(aboutPage)).toContain('Camille Martin');
  });

  test.each([
    ['phone', viewports.mobile],
    ['desktop', viewports.desktop],
  ])('on a %s, the owner’s photos load in the article, its Markdown, the case studies and the about page', async (_, viewport) => {
    const { page, errors } = await browser.open({ viewport });
    const loaded = async (path: string, selector: string) => {
      await page.goto(`${baseURL}${path}`);
      const images = page.locator(selector);
      expect(await images.count(), `${path} ${selector}`).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: `${path} ${selector}` })
          .toBeGreaterThan(0);
      }
    };
    await loaded('/blog/prix-d-un-site-en-2027/', 'img.article-hero');
    await loaded('/blog/prix-d-un-site-en-2027/', '.prose picture img');
    await loaded('/realisations/', '.case-study img');
    await loaded('/a-propos/', 'img.about-person-photo');
    await loaded('/blog/', '.blog-card img');
    // The table scrolls in its own region, never widening the page.
    await page.goto(`${baseURL}/blog/prix-d-un-site-en-2027/`);
    expect(await page.locator('.table-scroll th').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
