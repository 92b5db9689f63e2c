import { useContext } from 'react';
import { ImageContext } from './image-context.ts';
import { replaceMarkdownImages } from './markdown-pictures.ts';
import { StyleRules } from '../ui/style-rules.ts';

/**
 * HTML rendered from Markdown (an article's part, a legal page), with its
 * images placed as every other image is: `<picture>` with every format and
 * size, lazy, their blurred placeholders rules of the page.
 */
export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  const manifest = useContext(ImageContext);
  const rules = useContext(StyleRules);
  return <div className={className} dangerouslySetInnerHTML={{ __html: replaceMarkdownImages(html, manifest, rules ?? new Map()) }} />;
}
