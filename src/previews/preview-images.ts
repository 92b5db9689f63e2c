import type { Content } from '../site/content-files.ts';
import type { ImageRef } from '../images/image-types.ts';
import { demoSources, type DemoSource } from '../demos/demo-sources.ts';

// Screenshots of the demos (`npm run previews`, the demos listed in
// ./demos.ts), placed by the home page, the case studies and the demos'
// social previews.

export type PreviewDevice = 'desktop' | 'phone';

/** Viewport and pixel ratio of each screenshot: the phone is captured at 2×, so it stays sharp in a small frame on retina screens. */
export const previewViewports: Record<PreviewDevice, { width: number; height: number; scale: number }> = {
  desktop: { width: 1280, height: 800, scale: 1 },
  phone: { width: 390, height: 844, scale: 2 },
};

/** Widths made of each preview: up to its full size. */
const previewWidths: Record<PreviewDevice, readonly number[]> = {
  desktop: [480, 640, 960, 1280],
  phone: [200, 400, 780],
};

const previewFolder = '/images/previews/';
/** The record of what each preview was made from (hashes): kept with the code, not published with the images. */
export const previewRecordFile = 'src/previews/record.json';

/** The demo at `demoPath`; any other path is a mistake in the code. */
export function demoSource(demoPath: string): DemoSource {
  const demo = demoSources.find((d) => d.path === demoPath);
  if (!demo) throw new Error(`${demoPath}: not a demo with a preview (see src/previews/preview-images.ts)`);
  return demo;
}

/** Public path of a demo's preview: '/images/previews/produit-desktop.png'. */
export function previewPath(demoPath: string, device: PreviewDevice): string {
  return `${previewFolder}${demoSource(demoPath).slug}-${device}.png`;
}

/** What each demo's social card shows: its title and its desktop screenshot (build/share-images.ts draws it). */
export function demoShareCards(content: Content): Array<{ path: string; title: string; screenshot: string }> {
  return demoSources.map((demo) => ({ path: demo.path, title: demoTitle(content, demo.path), screenshot: previewPath(demo.path, 'desktop') }));
}

/** The previews pages place: both devices of every demo, named after the home portfolio's card. */
export function previewRefs(content: Content): ImageRef[] {
  return demoSources.flatMap((demo) =>
    (['desktop', 'phone'] as const).map((device) => ({
      src: previewPath(demo.path, device),
      alt: previewAlt(demoTitle(content, demo.path), device),
      file: previewRecordFile,
      field: `${demo.slug} (npm run previews makes it)`,
      altField: demo.slug,
      widths: previewWidths[device],
    })),
  );
}

/** A demo's title, as its home portfolio card gives it. */
export function demoTitle(content: Content, path: string): string {
  return content.home.portfolio.demos.find((demo) => demo.path === path)?.title ?? path.replace(/\//g, '');
}

export function previewAlt(title: string, device: PreviewDevice): string {
  return `Aperçu de la démonstration « ${title} » sur ${device === 'desktop' ? 'ordinateur' : 'téléphone'}`;
}
