// Shapes shared by the images stage (build/images.ts), which prepares every
// image, and the components that place them (Picture.tsx). Plain JSON, so a
// prepared image can also travel in an island's props.

/** One encoded file of an image. */
export type ImageCandidate = {
  url: string;
  width: number;
};

/** What the build made of one source image. */
// Type aliases, not interfaces: island props must be JSON, which an interface cannot promise.
export type PreparedImage = {
  /** The source's path as content writes it ('/images/previews/produit-desktop.png'). */
  src: string;
  /** Size of the largest candidate: the intrinsic size given to `<img>`. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URL, shown while the image loads. */
  placeholder: string;
  avif: ImageCandidate[];
  webp: ImageCandidate[];
  /** A JPEG, or a PNG for a PNG or GIF with transparent pixels: for browsers without AVIF or WebP. */
  fallback: ImageCandidate[];
  fallbackType: 'image/jpeg' | 'image/png';
  /**
   * An SVG shown as it is (an illustration outside /images/art/): drawn
   * sharp at any width, so no candidate is made; `width` and `height` are
   * its own, read from the file.
   */
  vector?: true;
};

/** Prepared images by source path. */
export type ImageManifest = ReadonlyMap<string, PreparedImage>;

/** One place where content or a component uses an image: what the build must prepare. */
export interface ImageRef {
  src: string;
  /** The image's text alternative; undefined when the content gives none. */
  alt: string | undefined;
  /** Where the reference is, for error messages: file and field. */
  file: string;
  field: string;
  altField: string;
  widths: readonly number[];
}

/** Where content names an image file, prepared or shown as it is: it must exist under public/. */
export interface ImageFileRef {
  src: string;
  file: string;
  field: string;
}

/** Widths made of an image placed by content: phones, tablets, and retina desktops. */
export const contentImageWidths = [400, 800, 1200] as const;

const rasterPattern = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;

/**
 * Whether a path goes through the pipeline: raster files, and the SVG art
 * under /images/art/ (illustrations painted for the demos, rasterised at
 * build like photographs). Other SVGs stay vectors.
 */
export function isPipelineImage(src: string): boolean {
  return src.startsWith('/') && (rasterPattern.test(src) || /^\/images\/art\/.+\.svg$/i.test(src));
}
