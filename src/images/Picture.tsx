import { preload } from 'react-dom';
import type { PreparedImage } from './image-types.ts';
import { usePreparedImage } from './image-context.ts';
import { describePicture, type PictureOptions } from './picture-parts.ts';
import { useStyles } from '../ui/style-rules.ts';

export type PictureProps = PictureOptions & ({ src: string; image?: never } | { image: PreparedImage; src?: never });

/**
 * The one way to place an image: AVIF, WebP and the source's format at
 * every prepared width, intrinsic size, lazy unless `priority`, and a blurred
 * placeholder (an SVG shown as it is: the file, at its own size). Pass `src` on the server; inside an island, pass the `image`
 * the page prepared (islands have no build context in the browser).
 */
export function Picture(props: PictureProps) {
  return props.image ? <PictureOf {...props} image={props.image} /> : <PictureFromSrc {...props} src={props.src!} />;
}

function PictureFromSrc(props: PictureOptions & { src: string }) {
  return <PictureOf {...props} image={usePreparedImage(props.src)} />;
}

function PictureOf({ image, ...options }: PictureOptions & { image: PreparedImage }) {
  const { sources, img, placeholder } = describePicture(image, options);
  const styled = useStyles();
  // The image above the fold is requested from <head>, before the stylesheet
  // has laid out the page; browsers without AVIF skip the preload by its type.
  if (options.priority && !image.vector)
    preload(image.avif.at(-1)!.url, { as: 'image', type: 'image/avif', fetchPriority: 'high', imageSrcSet: sources[0]!.srcSet, imageSizes: img.sizes });
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={img.sizes} />
      ))}
      <img {...img} {...styled(placeholder, img.className)} />
    </picture>
  );
}
