import { dataFiles, type Article, type Content, type DataKey } from '../site/content-files.ts';
import { contentImageWidths, isPipelineImage, type ImageFileRef, type ImageRef } from './image-types.ts';
import { findMarkdownImages } from './markdown-pictures.ts';
import { previewRefs } from '../previews/preview-images.ts';

/**
 * Every image the site places: the paths written in content (any field of a
 * TypeScript file or of front matter, and Markdown bodies), and the images
 * components place on their own (the demos' previews). The images stage
 * prepares exactly these; Picture fails on any other.
 */
export function collectImageRefs(content: Content): ImageRef[] {
  const refs: ImageRef[] = findContentImages(content, isPipelineImage).map((ref) => ({ ...ref, widths: contentImageWidths }));
  refs.push(...previewRefs(content));
  return refs;
}

/**
 * Every image file of the site's own that content names, prepared by the
 * build or shown as it is (an SVG illustration): the images stage checks
 * that each exists, so a mistyped path is a content error, not a broken
 * page or a crash further on.
 */
export function collectImageFiles(content: Content): ImageFileRef[] {
  return findContentImages(content, isImageFile).map(({ src, file, field }) => ({ src, file, field }));
}

const imageFile = /^\/(?!\/)[^?#]*\.(svg|jpe?g|png|webp|avif|gif|tiff?)$/i;
/** A path of the site's own ('/images/blog/x.svg'), not an address elsewhere. */
function isImageFile(src: string): boolean {
  return imageFile.test(src);
}

type FoundImage = Omit<ImageRef, 'widths'>;

function findContentImages(content: Content, isImage: (src: string) => boolean): FoundImage[] {
  const refs: FoundImage[] = [];
  for (const key of Object.keys(dataFiles) as DataKey[]) walk(content[key], dataFiles[key].file, [], isImage, refs);
  for (const article of content.articles) {
    // Its front matter, then what its body places (the body itself is not
    // read: a build cache hands it over only when the article is rendered).
    for (const key of Object.keys(article) as Array<keyof Article>) {
      if (key !== 'body' && key !== 'bodyImages' && key !== 'file')
        walkField(article as unknown as Record<string, unknown>, key, article.file, [], isImage, refs);
    }
    for (const { src, alt } of article.bodyImages) markdownRef(src, alt, article.file, isImage, refs);
  }
  for (const page of content.legal) for (const { src, alt } of findMarkdownImages(page.html)) markdownRef(src, alt, page.file, isImage, refs);
  return refs;
}

function markdownRef(src: string, alt: string | undefined, file: string, isImage: (src: string) => boolean, refs: FoundImage[]): void {
  if (isImage(src)) refs.push({ src, alt, file, field: `body: ![…](${src})`, altField: `body: ![…](${src})` });
}

/**
 * An image field is any text that is a pipeline image path; its alt text is
 * the sibling `<field>Alt` (`image` → `imageAlt`), or `alt` beside `src`.
 */
function walk(value: unknown, file: string, path: Array<string | number>, isImage: (src: string) => boolean, refs: FoundImage[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, file, [...path, index], isImage, refs));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) walkField(value as Record<string, unknown>, key, file, path, isImage, refs);
}

function walkField(
  record: Record<string, unknown>,
  key: string,
  file: string,
  path: Array<string | number>,
  isImage: (src: string) => boolean,
  refs: FoundImage[],
): void {
  const child = record[key];
  if (typeof child === 'string' && isImage(child)) {
    const altKey = key === 'src' ? 'alt' : `${key}Alt`;
    const alt = record[altKey];
    refs.push({
      src: child,
      alt: typeof alt === 'string' ? alt : undefined,
      file,
      field: joinPath([...path, key]),
      altField: joinPath([...path, altKey]),
    });
  } else if (child !== null && typeof child === 'object') {
    walk(child, file, [...path, key], isImage, refs);
  }
}

function joinPath(path: Array<string | number>): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
}
