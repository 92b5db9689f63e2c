import { dataFiles, type Article, type Content, type DataKey } from '../site/content-files.ts';
import { contentImageWidths, isPipelineImage, type ImageRef } from './image-types.ts';
import { findMarkdownImages } from './markdown-pictures.ts';
import { previewRefs } from '../previews/preview-images.ts';

/**
 * Every image the site places: the paths written in content (any field of a
 * TypeScript file or of front matter, and Markdown bodies), and the images
 * components place on their own (the demos' previews). The images stage
 * prepares exactly these; Picture fails on any other.
 */
export function collectImageRefs(content: Content): ImageRef[] {
  const refs: ImageRef[] = [];
  for (const key of Object.keys(dataFiles) as DataKey[]) walk(content[key], dataFiles[key].file, [], refs);
  for (const article of content.articles) {
    // Its front matter, then what its body places (the body itself is not
    // read: a build cache hands it over only when the article is rendered).
    for (const key of Object.keys(article) as Array<keyof Article>) {
      if (key !== 'body' && key !== 'bodyImages' && key !== 'file') walkField(article as unknown as Record<string, unknown>, key, article.file, [], refs);
    }
    for (const { src, alt } of article.bodyImages) markdownRef(src, alt, article.file, refs);
  }
  for (const page of content.legal) for (const { src, alt } of findMarkdownImages(page.html)) markdownRef(src, alt, page.file, refs);
  refs.push(...previewRefs(content));
  return refs;
}

function markdownRef(src: string, alt: string | undefined, file: string, refs: ImageRef[]): void {
  if (isPipelineImage(src)) refs.push({ src, alt, file, field: `body: ![…](${src})`, altField: `body: ![…](${src})`, widths: contentImageWidths });
}

/**
 * An image field is any text that is a pipeline image path; its alt text is
 * the sibling `<field>Alt` (`image` → `imageAlt`), or `alt` beside `src`.
 */
function walk(value: unknown, file: string, path: Array<string | number>, refs: ImageRef[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, file, [...path, index], refs));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) walkField(value as Record<string, unknown>, key, file, path, refs);
}

function walkField(record: Record<string, unknown>, key: string, file: string, path: Array<string | number>, refs: ImageRef[]): void {
  const child = record[key];
  if (typeof child === 'string' && isPipelineImage(child)) {
    const altKey = key === 'src' ? 'alt' : `${key}Alt`;
    const alt = record[altKey];
    refs.push({
      src: child,
      alt: typeof alt === 'string' ? alt : undefined,
      file,
      field: joinPath([...path, key]),
      altField: joinPath([...path, altKey]),
      widths: contentImageWidths,
    });
  } else if (child !== null && typeof child === 'object') {
    walk(child, file, [...path, key], refs);
  }
}

function joinPath(path: Array<string | number>): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[');
}
