import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { findStalePreviews, hashDemos } from '../../scripts/previews/demo-hash.ts';
import { demoSources } from '../../src/previews/demos.ts';
import { previewPath, previewRecordFile, previewViewports } from '../../src/previews/preview-images.ts';
import { projectRoot, testRoot } from '../setup/paths.ts';

// The demos' screenshots are source files: they must follow the demos.

const copy = `${testRoot}/previews-test`;
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('demo previews', () => {
  test('every preview was made from the demo as it is now (run `npm run previews` after changing a demo)', () => {
    expect(findStalePreviews(projectRoot)).toEqual([]);
  });

  test('every preview exists at the size of its screenshot', async () => {
    for (const demo of demoSources) {
      for (const [device, { width, height, scale }] of Object.entries(previewViewports)) {
        const meta = await sharp(join(projectRoot, 'public', previewPath(demo.path, device as 'desktop' | 'phone'))).metadata();
        expect({ file: `${demo.slug}-${device}`, width: meta.width, height: meta.height }).toEqual({ file: `${demo.slug}-${device}`, width: width * scale, height: height * scale });
      }
    }
  });

  test('a change to a demo content file or to its page makes its preview, and only its, stale', () => {
    rmSync(copy, { recursive: true, force: true });
    for (const demo of demoSources) {
      mkdirSync(join(copy, demo.content, '..'), { recursive: true });
      cpSync(join(projectRoot, demo.content), join(copy, demo.content));
      cpSync(join(projectRoot, demo.folder), join(copy, demo.folder), { recursive: true });
    }
    mkdirSync(join(copy, previewRecordFile, '..'), { recursive: true });
    writeFileSync(join(copy, previewRecordFile), JSON.stringify(hashDemos(copy)));
    expect(findStalePreviews(copy)).toEqual([]);

    const content = join(copy, 'content/demos/traiteur.ts');
    writeFileSync(content, readFileSync(content, 'utf8').replace('Vin d’honneur', 'Cocktail'));
    expect(findStalePreviews(copy)).toEqual(['traiteur-evenementiel']);

    const page = join(copy, 'src/demos/shop/shop.css');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n.shop { color: red; }\n`);
    expect(findStalePreviews(copy)).toEqual(['produit', 'traiteur-evenementiel']);

    // Tests of a demo do not change what it looks like.
    writeFileSync(join(copy, 'src/demos/coach/coach.browser.test.ts'), '// changed');
    expect(findStalePreviews(copy)).toEqual(['produit', 'traiteur-evenementiel']);
  });
});
