import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { demoSources } from '../../src/demos/demo-sources.ts';
import { previewPath, previewViewports } from '../../src/previews/preview-images.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// The demos' screenshots are placed by the home page and the case studies:
// each must exist at its screenshot's size. Whether one is older than its
// demo is the build's warning (build/previews.ts), not a test: an owner's
// edit of a demo never fails the suite.

test('every preview exists at the size of its screenshot', async () => {
  for (const demo of demoSources) {
    for (const [device, { width, height, scale }] of Object.entries(previewViewports)) {
      const meta = await sharp(join(projectRoot, 'public', previewPath(demo.path, device as 'desktop' | 'phone'))).metadata();
      expect({ file: `${demo.slug}-${device}`, width: meta.width, height: meta.height }).toEqual({
        file: `${demo.slug}-${device}`,
        width: width * scale,
        height: height * scale,
      });
    }
  }
});
