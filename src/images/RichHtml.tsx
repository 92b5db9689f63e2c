import { useContext } from 'react';
import { ImageContext } from './image-context.ts';
import { replaceMarkdownImages } from './markdown-pictures.ts';

/** HTML rendered from Markdown, its images placed like every other (Picture). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const manifest = useContext(ImageContext);
  return <div className={className} dangerouslySetInnerHTML={{ __html: replaceMarkdownImages(html, manifest) }} />;
}
