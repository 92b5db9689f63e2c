import { dataFiles, type Content, type DataKey } from '../site/content-files.ts';
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
    const { body, file: _file, ...front } = article;
    walk(front, article.file, [], refs);
    const htmls = [body.introduction, ...body.sections.flatMap((s) => [s.html, ...s.subsections.map((sub) => sub.html)]), body.conclusion];
    for (const html of htmls) markdownRefs(html, article.file, refs);
  }
  for (const page of content.legal) markdownRefs(page.html, page.file, refs);
  refs.push(...previewRefs(content));
  return refs;
}

function markdownRefs(html: string, file: string, refs: ImageRef[]): void {
  for (const { src, alt } of findMarkdownImages(html)) {
    if (isPipelineImage(src)) refs.push({ src, alt, file, field: `body: ![…](${src})`, altField: `body: ![…](${src})`, widths: contentImageWidths });
  }
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
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
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
    } else {
      walk(child, file, [...path, key], refs);
    }
  }
}

function joinPath(path: Array<string | number>): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[');
}
