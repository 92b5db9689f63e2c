import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImageRef } from '../src/images/image-types.ts';
import { testRoot } from '../tests/setup/paths.ts';
import { prepareImages } from './images.ts';

// The images stage on small made-up images: what it writes, what it caches,
// and how it refuses a missing file, a too small image or a missing alt.

const work = `${testRoot}/images-test`;
const publicDir = `${work}/public`;
const cacheDir = `${work}/cache`;
const widths = [80, 160] as const;

const ref = (src: string, extra: Partial<ImageRef> = {}): ImageRef => ({
  src,
  alt: 'Une description',
  file: 'content/demos/traiteur-evenementiel.ts',
  field: 'gallery[0].image',
  altField: 'gallery[0].imageAlt',
  widths,
  ...extra,
});

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(`${publicDir}/images/art`, { recursive: true });
  const gradient = { create: { width: 400, height: 300, channels: 3 as const, background: '#db2777' } };
  await sharp(gradient).jpeg().toFile(`${publicDir}/images/photo.jpg`);
  await sharp({ create: { width: 240, height: 480, channels: 4, background: '#7c3aed80' } })
    .png()
    .toFile(`${publicDir}/images/ecran.png`);
  await sharp({ create: { width: 120, height: 90, channels: 3, background: '#0f172a' } })
    .jpeg()
    .toFile(`${publicDir}/images/petite.jpg`);
  writeFileSync(
    `${publicDir}/images/art/scene.svg`,
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#f59e0b"/></svg>',
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('prepareImages', () => {
  test('writes AVIF, WebP and the source format at each width, with the intrinsic size and a placeholder', async () => {
    const result = await prepareImages([ref('/images/photo.jpg'), ref('/images/ecran.png')], { publicDirs: [publicDir], cacheDir });
    expect(result.errors).toEqual([]);
    const photo = result.manifest.get('/images/photo.jpg')!;
    expect({ width: photo.width, height: photo.height, fallbackType: photo.fallbackType }).toEqual({ width: 160, height: 120, fallbackType: 'image/jpeg' });
    expect(photo.avif.map((c) => c.width)).toEqual([80, 160]);
    expect(photo.webp.map((c) => c.width)).toEqual([80, 160]);
    expect(photo.fallback.map((c) => c.url)).toEqual([
      expect.stringMatching(/^\/assets\/images\/photo-[0-9a-f]{10}-80\.jpg$/),
      expect.stringMatching(/-160\.jpg$/),
    ]);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    // A PNG with transparent pixels keeps its format (and its transparency) as the fallback.
    expect(result.manifest.get('/images/ecran.png')!.fallback.map((c) => c.url.split('.').pop())).toEqual(['png', 'png']);

    const files = new Map(result.files);
    for (const [list, format] of [
      [photo.avif, 'heif'],
      [photo.webp, 'webp'],
      [photo.fallback, 'jpeg'],
    ] as const) {
      for (const candidate of list) {
        const meta = await sharp(readFileSync(files.get(candidate.url)!)).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width: candidate.width, height: (candidate.width * 3) / 4 });
      }
    }
    // Sources are published only in their encoded forms.
    expect([...result.sources].sort()).toEqual([`${publicDir}/images/ecran.png`, `${publicDir}/images/photo.jpg`]);
    expect(result.encoded).toBe(2);
  });

  test('a second build takes every image from the cache, byte for byte', async () => {
    const first = await prepareImages([ref('/images/photo.jpg')], { publicDirs: [publicDir], cacheDir });
    const second = await prepareImages([ref('/images/photo.jpg')], { publicDirs: [publicDir], cacheDir });
    expect({ encoded: second.encoded, cached: second.cached }).toEqual({ encoded: 0, cached: 1 });
    // The very files the first build wrote into the cache, every one still there.
    expect(second.files).toEqual(first.files);
    for (const [url, file] of second.files) expect(existsSync(file), url).toBe(true);
    expect(second.manifest).toEqual(first.manifest);
  });

  test('other options or other bytes are a cache miss', async () => {
    const wider = await prepareImages([ref('/images/photo.jpg', { widths: [100, 200] })], { publicDirs: [publicDir], cacheDir });
    expect({ encoded: wider.encoded, cached: wider.cached }).toEqual({ encoded: 1, cached: 0 });
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#047857' } })
      .jpeg()
      .toFile(`${publicDir}/images/photo-2.jpg`);
    const other = await prepareImages([ref('/images/photo-2.jpg')], { publicDirs: [publicDir], cacheDir });
    expect(other.encoded).toBe(1);
  });

  test('the same photo saved under two names is published under both, in one build', async () => {
    writeFileSync(`${publicDir}/images/photo-copie.jpg`, readFileSync(`${publicDir}/images/photo.jpg`));
    const result = await prepareImages([ref('/images/photo.jpg'), ref('/images/photo-copie.jpg')], {
      publicDirs: [publicDir],
      cacheDir: `${work}/cache-copies`,
    });
    const urls = [...result.manifest.values()].flatMap((image) => image.avif.map((candidate) => candidate.url));
    expect(urls.some((url) => url.includes('/photo-copie-'))).toBe(true);
    for (const [url, file] of result.files) expect(existsSync(file), url).toBe(true);
  });

  test('SVG art is rasterised at its largest width, with a JPEG fallback', async () => {
    const result = await prepareImages([ref('/images/art/scene.svg')], { publicDirs: [publicDir], cacheDir });
    const art = result.manifest.get('/images/art/scene.svg')!;
    expect({ width: art.width, height: art.height, fallbackType: art.fallbackType }).toEqual({ width: 160, height: 120, fallbackType: 'image/jpeg' });
  });

  test('an opaque PNG (a screenshot), with or without an alpha channel, falls back to a JPEG', async () => {
    await sharp({ create: { width: 200, height: 150, channels: 3, background: '#0f172a' } })
      .png()
      .toFile(`${publicDir}/images/capture.png`);
    await sharp({ create: { width: 200, height: 150, channels: 4, background: '#0f172aff' } })
      .png()
      .toFile(`${publicDir}/images/capture-rgba.png`);
    const result = await prepareImages([ref('/images/capture.png'), ref('/images/capture-rgba.png')], { publicDirs: [publicDir], cacheDir });
    for (const src of ['/images/capture.png', '/images/capture-rgba.png']) {
      const image = result.manifest.get(src)!;
      expect({ src, fallbackType: image.fallbackType, formats: image.fallback.map((c) => c.url.split('.').pop()) }).toEqual({
        src,
        fallbackType: 'image/jpeg',
        formats: ['jpg', 'jpg'],
      });
    }
  });

  test('a missing file, a too small image and a missing alt are content errors naming the file and the field', async () => {
    const result = await prepareImages(
      [
        ref('/images/absente.jpg', { file: 'content/case-studies.ts', field: 'studies[2].image', altField: 'studies[2].imageAlt' }),
        ref('/images/petite.jpg', { field: 'gallery[1].image' }),
        ref('/images/photo.jpg', { alt: undefined, altField: 'gallery[3].imageAlt' }),
        ref('/images/photo.jpg', { alt: '  ', altField: 'gallery[2].imageAlt' }),
      ],
      { publicDirs: [publicDir], cacheDir },
    );
    expect(result.errors.map(({ file, field, reason }) => `${file}: ${field}: ${reason}`)).toEqual([
      'content/case-studies.ts: studies[2].image: /images/absente.jpg: no such file under public/',
      'content/demos/traiteur-evenementiel.ts: gallery[1].image: /images/petite.jpg is 120 px wide; its largest size needs at least 160 px (use a larger original)',
      'content/demos/traiteur-evenementiel.ts: gallery[2].imageAlt: required: describe /images/photo.jpg for visitors who cannot see it',
      'content/demos/traiteur-evenementiel.ts: gallery[3].imageAlt: required: describe /images/photo.jpg for visitors who cannot see it',
    ]);
  });

  test('an SVG shown as it is keeps its own size and is published as it is; a broken one or a broken photo names what to do', async () => {
    mkdirSync(`${publicDir}/images/blog`, { recursive: true });
    writeFileSync(
      `${publicDir}/images/blog/dessin.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 750"><rect width="1200" height="750"/></svg>',
    );
    writeFileSync(`${publicDir}/images/blog/casse.svg`, 'pas un dessin');
    writeFileSync(`${publicDir}/images/blog/casse.jpg`, 'pas une photo');
    const at = (src: string, field: string) => ({ src, file: 'content/blog/essai.md', field });
    const result = await prepareImages([ref('/images/blog/casse.jpg', { file: 'content/blog/essai.md', field: 'image' })], {
      publicDirs: [publicDir],
      cacheDir,
      files: [
        at('/images/blog/dessin.svg', 'image'),
        at('/images/blog/casse.svg', 'body: ![…](/images/blog/casse.svg)'),
        at('/images/blog/absent.svg', 'image'),
      ],
    });
    expect(result.manifest.get('/images/blog/dessin.svg')).toMatchObject({ width: 1200, height: 750, vector: true, avif: [] });
    expect(new Map(result.files).get('/images/blog/dessin.svg')).toBe(`${publicDir}/images/blog/dessin.svg`);
    expect(result.errors.map(({ field, reason }) => `${field}: ${reason}`)).toEqual([
      expect.stringMatching(/^body: !\[…\]\(\/images\/blog\/casse\.svg\): \/images\/blog\/casse\.svg: cannot be read as an image \(.*\); save it again/),
      'image: /images/blog/absent.svg: no such file under public/',
      expect.stringMatching(/^image: \/images\/blog\/casse\.jpg: cannot be read as an image \(.*\); open it and save it again as JPEG or PNG$/),
    ]);
  });
});
