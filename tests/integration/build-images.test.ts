import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build as buildSite } from '../../build/build.ts';
import caseStudies from '../../content/case-studies.ts';
import caterer from '../../content/demos/traiteur-evenementiel.ts';
import home from '../../content/home.ts';
import { testRoot } from '../setup/paths.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// The image pipeline inside the real build: what lands in dist/, the cache
// across builds, and image mistakes in content reported like every other.

const work = `${testRoot}/build-images-test`;
const out = `${work}/dist`;

/** The build's error messages, without the warnings about content/site.ts's placeholders. */
const messages = (message: string) =>
  message
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('content/demos/') || / nothing was built\.$/.test(line));

const build = (site: string) => buildSite({ site, out, config: {} });

/** Writes a content data file as the value it exports (the build reads the value, not the source). */
const writeData = (file: string, value: unknown) => writeFileSync(file, `export default ${JSON.stringify(value, null, 2)};\n`);

/** The demo whose desktop screenshot the home page's hero shows first, and loads first. */
const heroDemo = home.hero.showcase.desktop.replace(/^\/|\/$/g, '');

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('images in the build', () => {
  test('publishes the encoded images, not their sources, and a second build encodes nothing', async () => {
    expect((await build(projectRoot)).ok).toBe(true);
    const second = await build(projectRoot);
    expect(second.ok).toBe(true);
    expect(second.images.encoded).toBe(0);
    expect(second.images.cached).toBeGreaterThan(20);
    const assets = readdirSync(join(out, 'assets/images'));
    for (const ext of ['avif', 'webp', 'jpg'])
      expect(
        assets.some((name) => name.endsWith(`.${ext}`)),
        ext,
      ).toBe(true);
    // The demos' previews are opaque screenshots: their fallback is a JPEG.
    expect(
      assets
        .filter((name) => name.startsWith(`${heroDemo}-desktop-`))
        .map((name) => name.split('.').pop())
        .sort(),
    ).toEqual(['avif', 'avif', 'avif', 'avif', 'jpg', 'jpg', 'jpg', 'jpg', 'webp', 'webp', 'webp', 'webp']);
    expect(existsSync(join(out, `images/previews/${heroDemo}-desktop.png`))).toBe(false);
    // The demos' art (SVG under /images/art/) is rasterised, not published.
    for (const { image } of caterer.gallery) expect(existsSync(join(out, image)), image).toBe(false);
    // Vector illustrations are still copied as they are.
    expect(existsSync(join(out, 'images/sections/blog.svg'))).toBe(true);
    const homePage = readFileSync(join(out, 'index.html'), 'utf8');
    expect(homePage).toMatch(
      new RegExp(`<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="[^"]+${heroDemo}-desktop-[0-9a-f]{10}-480\\.avif 480w`),
    );
    expect(homePage.match(/fetchPriority="high"/g)).toHaveLength(2); // the preload and its <img>
  });

  test('a missing image or a missing alt stops the build naming the file and the field', async () => {
    const site = `${work}/broken`;
    cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
    mkdirSync(site, { recursive: true });
    const file = join(site, 'content/demos/traiteur-evenementiel.ts');
    // The first picture of the gallery names a file that is not there, the last one loses its description.
    const missingImage = 0;
    const missingAlt = caterer.gallery.length - 1;
    const gallery = caterer.gallery.map((item, index) => ({ ...item, ...(index === missingImage ? { image: '/images/art/traiteur/absente.svg' } : {}) }));
    const withoutAlt = gallery.map((item, index) => (index === missingAlt ? { ...item, imageAlt: undefined } : item));
    writeData(file, { ...caterer, gallery: withoutAlt });
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const result = await build(site);
    expect(result.ok).toBe(false);
    expect(messages(result.message)).toEqual([
      `content/demos/traiteur-evenementiel.ts: gallery[${missingAlt}].imageAlt: required (expected string)`,
      '1 content error; nothing was built.',
    ]);
    // Once the schema is satisfied, the images stage finds the missing file.
    writeData(file, { ...caterer, gallery });
    const missing = await build(site);
    expect(messages(missing.message)).toEqual([
      `content/demos/traiteur-evenementiel.ts: gallery[${missingImage}].image: /images/art/traiteur/absente.svg: no such file under public/`,
      '1 content error; nothing was built.',
    ]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
  });

  test('an illustration shown as it is (SVG) must exist too, in an article or in a content file, or the build stops naming each place', async () => {
    const site = `${work}/missing`;
    cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
    cpSync(join(projectRoot, 'tests/fixtures/missing-images'), site, { recursive: true });
    // The last case study shown with an SVG illustration names one that is not there.
    const study = caseStudies.studies.findLastIndex((item) => item.image.endsWith('.svg') && !item.image.startsWith('/images/art/'));
    expect(study, 'a case study illustrated by an SVG').toBeGreaterThanOrEqual(0);
    writeData(join(site, 'content/case-studies.ts'), {
      ...caseStudies,
      studies: caseStudies.studies.map((item, index) => (index === study ? { ...item, image: '/images/realisations/absente.svg' } : item)),
    });
    const result = await build(site);
    expect(result.ok).toBe(false);
    expect(result.message.trim().split('\n')).toEqual([
      'content/blog/illustration-absente.md: body: ![…](/images/blog/schema-absent.svg): /images/blog/schema-absent.svg: no such file under public/',
      'content/blog/illustration-absente.md: body: ![…](/images/photos/atelier-absent.jpg): /images/photos/atelier-absent.jpg: no such file under public/',
      'content/blog/illustration-absente.md: image: /images/blog/illustration-absente.svg: no such file under public/',
      `content/case-studies.ts: studies[${study}].image: /images/realisations/absente.svg: no such file under public/`,
      '4 content errors; nothing was built.',
    ]);
  });
});
