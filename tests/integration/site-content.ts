import { loadContent } from '../../build/load.ts';
import { renderSite, type RenderedPage } from '../../build/render.ts';
import { validateContent } from '../../build/validate.ts';
import type { Content, RawContent } from '../../src/site/content-files.ts';
import { pages } from '../../src/site/routes.ts';
import type { ImageManifest } from '../../src/images/image-types.ts';
import { standInImages } from './image-stand-in.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// The real content of the repository, validated and rendered once for the
// content tests, as the build does it.

export async function loadSite(): Promise<{ raw: RawContent; content: Content; rendered: Map<string, RenderedPage>; images: ImageManifest }> {
  const raw = await loadContent(projectRoot);
  const validated = validateContent(raw);
  if (!validated.ok) throw new Error(validated.errors.map((e) => `${e.file}: ${e.field}: ${e.reason}`).join('\n'));
  const images = standInImages(validated.content);
  const rendered = renderSite(validated.content, pages, '2025-11-01', images);
  return { raw, content: validated.content, rendered: new Map(rendered.map((page) => [page.path, page])), images };
}

/** The visible text of a page's <main>, with every kind of space as one plain space. */
export function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(strong|em|a|span|time|code|abbr|sup)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}
