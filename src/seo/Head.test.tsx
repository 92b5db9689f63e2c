import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import site from '../../content/site.ts';
import { siteSchema } from '../site/site.schema.ts';
import { Head } from './Head.tsx';

const identity = siteSchema.parse(site);
const render = (head: Parameters<typeof Head>[0]['head']) => renderToStaticMarkup(<Head head={head} site={identity} jsonLd={[]} />);

test('the head carries title with brand, description, canonical, Open Graph and Twitter tags', () => {
  const html = render({ title: 'À propos', description: 'Qui nous sommes.', path: '/a-propos/' });
  expect(html).toContain('<title>À propos | Éclosion Web</title>');
  expect(html).toContain('<meta name="description" content="Qui nous sommes."/>');
  expect(html).toContain('<link rel="canonical" href="https://www.eclosion-web.fr/a-propos/"/>');
  expect(html).toContain('<meta property="og:url" content="https://www.eclosion-web.fr/a-propos/"/>');
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toContain('<meta property="og:image" content="https://www.eclosion-web.fr/images/partage/site.png"/>');
  expect(html).toContain('<meta property="og:image:type" content="image/png"/>');
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<meta name="theme-color" content="#6d28d9"/>');
  expect(html).not.toContain('noindex');
});

test('an article head has its own type, image, keywords and dates', () => {
  const html = render({
    title: 'Titre | Le blog',
    fullTitle: true,
    description: 'd',
    path: '/blog/x/',
    type: 'article',
    image: '/images/blog/x.svg',
    keywords: ['prix', 'site'],
    publishedTime: '2025-10-28',
  });
  expect(html).toContain('<title>Titre | Le blog</title>');
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain('<meta property="og:image" content="https://www.eclosion-web.fr/images/partage/blog/x.png"/>');
  expect(html).toContain('<meta property="og:image:alt" content="Titre (Éclosion Web)"/>');
  expect(html).toContain('<meta name="keywords" content="prix, site"/>');
  expect(html).toContain('<meta property="article:published_time" content="2025-10-28"/>');
});

test('error pages are kept out of search results', () => {
  expect(render({ title: 'Page introuvable', description: 'd', path: '/404.html', noindex: true })).toContain(
    '<meta name="robots" content="noindex"/>',
  );
});
