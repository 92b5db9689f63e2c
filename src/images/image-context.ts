import { createContext, useContext } from 'react';
import type { ImageManifest, PreparedImage } from './image-types.ts';

/** The images the build prepared, provided by the render stage. */
export const ImageContext = createContext<ImageManifest>(new Map());

/**
 * The prepared image of a source path. A path the images stage did not
 * prepare is a mistake in the code (content paths are all prepared), so it
 * fails the render loudly.
 */
export function usePreparedImage(src: string): PreparedImage {
  const image = useContext(ImageContext).get(src);
  if (!image) throw new Error(`${src}: this image was not prepared by the images stage (list it in src/images/image-refs.ts)`);
  return image;
}

/** Resolves several paths at once, for a page that hands prepared images to an island. */
export function usePreparedImages(): (src: string) => PreparedImage {
  const manifest = useContext(ImageContext);
  return (src) => {
    const image = manifest.get(src);
    if (!image) throw new Error(`${src}: this image was not prepared by the images stage (list it in src/images/image-refs.ts)`);
    return image;
  };
}
