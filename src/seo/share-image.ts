import type { HeadData } from './head.ts';
import { fillInText } from '../text/fill-in.ts';
import { demoSources } from '../demos/demo-sources.ts';
import { demoSource } from '../previews/preview-images.ts';

// The image social networks show for a page (og:image, twitter:image).
// Facebook, LinkedIn, X and WhatsApp all display a PNG of 1200 × 630 under
// 300 kB; none of them shows an SVG. Articles get their own, made by the
// build from the title and the illustration (build/share-images.ts); each
// demo gets one showing its own screenshot (npm run previews); other pages
// share one per section.

export interface ShareImage {
  path: string;
  alt: string;
  width: number;
  height: number;
  type: 'image/png';
}

export const shareImageSize = { width: 1200, height: 630 } as const;

export type ShareSection = 'site' | 'blog';

export const sectionShareImagePath = (section: ShareSection) => `/images/partage/${section}.png`;
export const articleShareImagePath = (slug: string) => `/images/partage/blog/${slug}.png`;
/** A demo's card, named as its previews are ('/produit/' → '/images/partage/demos/produit.png'). */
export const demoShareImagePath = (demoPath: string) => `/images/partage/demos/${demoSource(demoPath).slug}.png`;

const sectionOf = (path: string): ShareSection => (path.startsWith('/blog/') ? 'blog' : 'site');

/** The share image of a page, from its head data. */
export function shareImageOf(head: HeadData, brand: string): ShareImage {
  const article = head.type === 'article' ? /^\/blog\/([a-z0-9-]+)\/$/.exec(head.path)?.[1] : undefined;
  if (article) {
    const title = head.title.split(' | ')[0]!;
    return { path: articleShareImagePath(article), alt: `${title} (${brand})`, type: 'image/png', ...shareImageSize };
  }
  if (demoSources.some((demo) => demo.path === head.path)) {
    const title = head.title.split(' | ')[0]!;
    return { path: demoShareImagePath(head.path), alt: `Aperçu de la page « ${title} » (${brand})`, type: 'image/png', ...shareImageSize };
  }
  const section = sectionOf(head.path);
  return { path: sectionShareImagePath(section), alt: fillInText(sectionShareImages[section].alt, { brand }), type: 'image/png', ...shareImageSize };
}

/** What each section's image shows; `illustration` is a file under public/; {brand} in `alt` is content/site.ts's. */
export const sectionShareImages: Record<ShareSection, { kicker: string; title: string; illustration: string; alt: string }> = {
  site: {
    kicker: 'Agence web',
    title: 'Faites éclore votre présence en ligne',
    illustration: '/images/sections/site.svg',
    alt: '{brand}, agence web : faites éclore votre présence en ligne',
  },
  blog: {
    kicker: 'Le blog',
    title: 'Conseils pour réussir votre site internet',
    illustration: '/images/sections/blog.svg',
    alt: 'Le blog {brand} : conseils pour réussir votre site internet',
  },
};
