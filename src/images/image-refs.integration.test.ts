import { describe, expect, test } from 'vitest';
import { loadSite } from '../../tests/integration/site-content.ts';
import { collectImageRefs } from './image-refs.ts';
import { findMarkdownImages, replaceMarkdownImages } from './markdown-pictures.ts';
import { bodyHtml, renderArticle } from '../text/markdown.ts';
import type { Content } from '../site/content-files.ts';

describe('collectImageRefs', () => {
  test('finds the images of TypeScript content with their alt fields, and every demo preview', async () => {
    const { content } = await loadSite();
    const refs = collectImageRefs(content);
    expect(refs).toContainEqual(
      expect.objectContaining({
        src: '/images/art/traiteur/vin-d-honneur.svg',
        file: 'content/demos/traiteur-evenementiel.ts',
        field: 'gallery[0].image',
        altField: 'gallery[0].imageAlt',
        alt: expect.stringContaining('flûtes de champagne'),
      }),
    );
    expect(refs.filter((ref) => ref.src.startsWith('/images/previews/'))).toHaveLength(12);
    // Vector illustrations stay vectors.
    expect(refs.some((ref) => ref.src.startsWith('/images/blog/'))).toBe(false);
  });

  test('finds Markdown images of articles, with the alt text written in brackets', async () => {
    const { content } = await loadSite();
    const body = renderArticle('Intro.\n\n## Une section\n\n![Un atelier de boulanger](/images/photos/atelier.jpg)\n\n![](/images/photos/sans-alt.png)\n');
    // As the parser gives it: the images its body places, found once (build/validate.ts).
    const article = { ...content.articles[0]!, file: 'content/blog/essai.md', body, bodyImages: bodyHtml(body).flatMap(findMarkdownImages) };
    const refs = collectImageRefs({ ...content, articles: [article] } as Content).filter((ref) => ref.file === 'content/blog/essai.md');
    expect(refs.map(({ src, alt, field }) => ({ src, alt, field }))).toEqual([
      { src: '/images/photos/atelier.jpg', alt: 'Un atelier de boulanger', field: 'body: ![…](/images/photos/atelier.jpg)' },
      { src: '/images/photos/sans-alt.png', alt: '', field: 'body: ![…](/images/photos/sans-alt.png)' },
    ]);
  });
});

describe('Markdown images', () => {
  test('become lazy <picture> elements with every format, size and the alt text', () => {
    const html = '<p><img src="/images/photos/atelier.jpg" alt="Un &quot;atelier&quot;"></p>';
    expect(findMarkdownImages(html)).toEqual([{ src: '/images/photos/atelier.jpg', alt: 'Un "atelier"' }]);
    const candidates = (ext: string) => [400, 800].map((width) => ({ url: `/assets/images/atelier-${width}.${ext}`, width }));
    const manifest = new Map([
      [
        '/images/photos/atelier.jpg',
        {
          src: '/images/photos/atelier.jpg',
          width: 800,
          height: 600,
          placeholder: 'data:image/webp;base64,AA',
          avif: candidates('avif'),
          webp: candidates('webp'),
          fallback: candidates('jpg'),
          fallbackType: 'image/jpeg' as const,
        },
      ],
    ]);
    const rules = new Map<string, string>();
    const picture = replaceMarkdownImages(html, manifest, rules);
    expect(picture).toContain('<source type="image/avif" srcset="/assets/images/atelier-400.avif 400w, /assets/images/atelier-800.avif 800w"');
    expect(picture).toContain('<source type="image/webp"');
    expect(picture).toMatch(
      /<img src="\/assets\/images\/atelier-800\.jpg" srcset="[^"]+400w, [^"]+800w" sizes="[^"]+" width="800" height="600" alt="Un &quot;atelier&quot;" loading="lazy" decoding="async"/,
    );
    // The blurred placeholder: a class whose rule is the page's, no style attribute.
    expect(picture).not.toContain('style=');
    const [className, rule] = [...rules][0]!;
    expect(picture).toContain(`class="${className}"`);
    expect(rule).toBe(`.${className}.${className}{background-image:url(data:image/webp;base64,AA);background-size:cover}`);
  });
});
