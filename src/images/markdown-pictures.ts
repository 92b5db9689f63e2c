import type { ImageManifest } from './image-types.ts';
import { renderPictureHtml } from './picture-parts.ts';

const imgTag = /<img\s[^>]*>/g;
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Markdown bodies are long text columns: images take the column's width. */
const bodySizes = '(max-width: 760px) calc(100vw - 2rem), 720px';

/** `<img>` tags of Markdown HTML whose source the pipeline prepared, with their attribute values as written. */
export function findMarkdownImages(html: string): Array<{ src: string; alt: string | undefined }> {
  if (!html.includes('<img')) return [];
  return [...html.matchAll(imgTag)].map(([tag]) => {
    const alt = attribute(tag, 'alt');
    return { src: decode(attribute(tag, 'src') ?? ''), alt: alt === undefined ? undefined : decode(alt) };
  });
}

/** Turns the prepared images of Markdown HTML into `<picture>` elements (they sit below the fold); their placeholders' rules go into `rules`. */
export function replaceMarkdownImages(html: string, manifest: ImageManifest, rules: Map<string, string>): string {
  if (!html.includes('<img')) return html;
  return html.replace(imgTag, (tag) => {
    const image = manifest.get(decode(attribute(tag, 'src') ?? ''));
    return image ? renderPictureHtml(image, { alt: decode(attribute(tag, 'alt') ?? ''), sizes: bodySizes }, rules) : tag;
  });
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
