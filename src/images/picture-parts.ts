import type { ImageCandidate, PreparedImage } from './image-types.ts';
import { registerStyle, type Declarations } from '../ui/style-rules.ts';

export interface PictureOptions {
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, per viewport. */
  sizes: string;
  /** The one image above the fold: loaded at once, first. Every other one is lazy. */
  priority?: boolean;
  className?: string;
}

export interface PictureParts {
  sources: Array<{ type: string; srcSet: string }>;
  img: {
    src: string;
    srcSet?: string;
    sizes?: string;
    width: number;
    height: number;
    alt: string;
    loading: 'eager' | 'lazy';
    decoding: 'async';
    fetchPriority?: 'high';
    className?: string;
  };
  /** The blurred placeholder drawn behind the image until it has loaded: a rule of the page (src/ui/style-rules.ts); none for a vector. */
  placeholder: Declarations;
}

const srcSet = (candidates: ImageCandidate[]) => candidates.map((c) => `${c.url} ${c.width}w`).join(', ');

/** The `<picture>` of a prepared image as plain data: Picture.tsx and Markdown bodies both render it. */
export function describePicture(image: PreparedImage, options: PictureOptions): PictureParts {
  const loading = {
    loading: options.priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(options.priority ? { fetchPriority: 'high' as const } : {}),
    ...(options.className ? { className: options.className } : {}),
  };
  if (image.vector) {
    // One file, sharp at every width: nothing to choose between.
    return { sources: [], img: { src: image.src, width: image.width, height: image.height, alt: options.alt, ...loading }, placeholder: {} };
  }
  const largest = image.fallback.at(-1)!;
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSet(image.avif) },
      { type: 'image/webp', srcSet: srcSet(image.webp) },
    ],
    img: {
      src: largest.url,
      srcSet: srcSet(image.fallback),
      sizes: options.sizes,
      width: image.width,
      height: image.height,
      alt: options.alt,
      ...loading,
    },
    placeholder: { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover' },
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The same `<picture>` as an HTML string, for Markdown bodies rendered
 * before the images exist; its placeholder's rule goes into `rules`, for
 * the page's stylesheet.
 */
export function renderPictureHtml(image: PreparedImage, options: PictureOptions, rules: Map<string, string>): string {
  const { sources, img, placeholder } = describePicture(image, options);
  const className = [img.className, registerStyle(rules, placeholder)].filter(Boolean).join(' ');
  const attributes: Array<[string, string | number | undefined]> = [
    ['src', img.src],
    ['srcset', img.srcSet],
    ['sizes', img.sizes],
    ['width', img.width],
    ['height', img.height],
    ['alt', img.alt],
    ['loading', img.loading],
    ['decoding', img.decoding],
    ['fetchpriority', img.fetchPriority],
    ['class', className],
  ];
  const imgHtml = `<img ${attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
    .join(' ')}>`;
  return `<picture>${sources.map((s) => `<source type="${s.type}" srcset="${escapeAttribute(s.srcSet)}" sizes="${escapeAttribute(img.sizes ?? '')}">`).join('')}${imgHtml}</picture>`;
}
