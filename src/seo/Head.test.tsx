import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { fixtureIdentity } from './fixture-identity.ts';
import { Head } from './Head.tsx';

const identity = fixtureIdentity;
const render = (head: Parameters<typeof Head>[0]['head']) => renderToStaticMarkup(<Head head={head} site={identity} jsonLd={[]} />);

test('the head carries title with brand, description, canonical, Open Graph and Twitter tags', () => {
  const html = render({ title: 'À propos', description: 'Qui nous sommes.', path: '/a-propos/' });
  expect(html).toContain('<title>À propos | Atelier Témoin</title>');
  expect(html).toContain('<meta name="description" content="Qui nous sommes."/>');
  expect(html).toContain('<link rel="canonical" href="https://www.atelier-temoin.example/a-propos/"/>');
  expect(html).toContain('<meta property="og:url" content="https://www.atelier-temoin.example/a-propos/"/>');
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toContain('<meta property="og:image" content="https://www.atelier-temoin.example/images/partage/site.png"/>');
  expect(html).toContain('<meta property="og:image:type" content="image/png"/>');
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<meta name="theme-color" content="#0f766e"/>');
  // The brand's colours, for every stylesheet (src/ui/tokens.css).
  expect(html).toContain('<style>:root{--brand:#0f766e;--brand-accent:#b45309}</style>');
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
  expect(html).toContain('<meta property="og:image" content="https://www.atelier-temoin.example/images/partage/blog/x.png"/>');
  expect(html).toContain('<meta property="og:image:alt" content="Titre (Atelier Témoin)"/>');
  expect(html).toContain('<meta name="keywords" content="prix, site"/>');
  expect(html).toContain('<meta property="article:published_time" content="2025-10-28"/>');
});

test('error pages are kept out of search results', () => {
  expect(render({ title: 'Page introuvable', description: 'd', path: '/404.html', noindex: true })).toContain('<meta name="robots" content="noindex"/>');
});
