import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build as buildSite } from '../../build/build.ts';
import { projectRoot, testRoot } from '../setup/paths.ts';

// The image pipeline inside the real build: what lands in dist/, the cache
// across builds, and image mistakes in content reported like every other.

const work = `${testRoot}/build-images-test`;
const out = `${work}/dist`;

/** The build's error messages, without the warnings about content/site.ts's placeholders. */
const messages = (message: string) => message.trim().split('\n').filter((line) => line.startsWith('content/demos/') || / nothing was built\.$/.test(line));

const build = (site: string) => buildSite({ site, out, config: {} });

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
    for (const ext of ['avif', 'webp', 'jpg']) expect(assets.some((name) => name.endsWith(`.${ext}`)), ext).toBe(true);
    // The demos' previews are opaque screenshots: their fallback is a JPEG.
    expect(assets.filter((name) => name.startsWith('produit-desktop-')).map((name) => name.split('.').pop()).sort()).toEqual(['avif', 'avif', 'avif', 'avif', 'jpg', 'jpg', 'jpg', 'jpg', 'webp', 'webp', 'webp', 'webp']);
    expect(existsSync(join(out, 'images/previews/produit-desktop.png'))).toBe(false);
    expect(existsSync(join(out, 'images/art/traiteur/vin-d-honneur.svg'))).toBe(false);
    // Vector illustrations are still copied as they are.
    expect(existsSync(join(out, 'images/sections/blog.svg'))).toBe(true);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+traiteur-evenementiel-desktop-[0-9a-f]{10}-480\.avif 480w/);
    expect(home.match(/fetchPriority="high"/g)).toHaveLength(2); // the preload and its <img>
  });

  test('a missing image or a missing alt stops the build naming the file and the field', async () => {
    const site = `${work}/broken`;
    cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
    mkdirSync(site, { recursive: true });
    const file = join(site, 'content/demos/traiteur.ts');
    const source = readFileSync(file, 'utf8')
      .replace("image: '/images/art/traiteur/diner-chandelles.svg'", "image: '/images/art/traiteur/diner.svg'")
      .replace(/imageAlt: 'Une pièce montée[^']*', /, '');
    writeFileSync(file, source);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const result = await build(site);
    expect(result.ok).toBe(false);
    expect(messages(result.message)).toEqual([
      'content/demos/traiteur.ts: gallery[2].imageAlt: required (expected string)',
      '1 content error; nothing was built.',
    ]);
    // Once the schema is satisfied, the images stage finds the missing file.
    writeFileSync(file, source.replace("title: 'Buffet de desserts'", "imageAlt: 'Un buffet', title: 'Buffet de desserts'"));
    const missing = await build(site);
    expect(messages(missing.message)).toEqual([
      'content/demos/traiteur.ts: gallery[1].image: /images/art/traiteur/diner.svg: no such file under public/',
      '1 content error; nothing was built.',
    ]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
  });

  test('an illustration shown as it is (SVG) must exist too, in an article or in a content file, or the build stops naming each place', async () => {
    const site = `${work}/missing`;
    cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
    cpSync(join(projectRoot, 'tests/fixtures/missing-images'), site, { recursive: true });
    const file = join(site, 'content/case-studies.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("image: '/images/realisations/coach-elan-forme.svg'", "image: '/images/realisations/coach.svg'"));
    const result = await build(site);
    expect(result.ok).toBe(false);
    expect(result.message.trim().split('\n')).toEqual([
      'content/blog/illustration-absente.md: body: ![…](/images/blog/schema-absent.svg): /images/blog/schema-absent.svg: no such file under public/',
      'content/blog/illustration-absente.md: body: ![…](/images/photos/atelier-absent.jpg): /images/photos/atelier-absent.jpg: no such file under public/',
      'content/blog/illustration-absente.md: image: /images/blog/illustration-absente.svg: no such file under public/',
      'content/case-studies.ts: studies[2].image: /images/realisations/coach.svg: no such file under public/',
      '4 content errors; nothing was built.',
    ]);
  });
});
