import { collectImageFiles, collectImageRefs } from '../../src/images/image-refs.ts';
import type { ImageManifest, PreparedImage } from '../../src/images/image-types.ts';
import type { Content } from '../../src/site/content-files.ts';

/**
 * What the images stage would hand the render stage, without encoding a
 * pixel: the same candidates by width, made-up URLs, a 3:2 intrinsic size;
 * SVG shown as it is, at 1200 × 630.
 * For tests about pages; build/images.test.ts tests the images themselves.
 */
export function standInImages(content: Content): ImageManifest {
  const manifest = new Map<string, PreparedImage>();
  for (const ref of collectImageRefs(content)) {
    const widths = [...new Set([...(manifest.get(ref.src)?.avif.map((c) => c.width) ?? []), ...ref.widths])].sort((a, b) => a - b);
    const stem = ref.src.replace(/\.[^.]+$/, '');
    const candidates = (ext: string) => widths.map((width) => ({ url: `/assets${stem}-${width}.${ext}`, width }));
    const largest = widths.at(-1)!;
    manifest.set(ref.src, {
      src: ref.src,
      width: largest,
      height: Math.round((largest * 2) / 3),
      placeholder: 'data:image/webp;base64,UklGRg==',
      avif: candidates('avif'),
      webp: candidates('webp'),
      fallback: candidates('jpg'),
      fallbackType: 'image/jpeg',
    });
  }
  for (const { src } of collectImageFiles(content)) {
    if (!manifest.has(src))
      manifest.set(src, { src, width: 1200, height: 630, vector: true, placeholder: '', avif: [], webp: [], fallback: [], fallbackType: 'image/png' });
  }
  return manifest;
}
