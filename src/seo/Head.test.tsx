import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { fixtureIdentity } from './fixture-identity.ts';
import { Head } from './Head.tsx';

const identity = fixtureIdentity;
const render = (head: Parameters<typeof Head>[0]['head']) => renderToStaticMarkup(<Head head={head} site={identity} jsonLd={[]} />);
const expectTags = (html: string, tags: string[]) => {
  for (const tag of tags) expect(html).toContain(tag);
};

test('the head carries title with brand, description, canonical, Open Graph and Twitter tags', () => {
  const html = render({ title: 'À propos', description: 'Qui nous sommes.', path: '/a-propos/' });
  expectTags(html, [
    '<title>À propos | Atelier Témoin</title>',
    '<meta name="description" content="Qui nous sommes."/>',
    '<link rel="canonical" href="https://www.atelier-temoin.example/a-propos/"/>',
    '<meta property="og:url" content="https://www.atelier-temoin.example/a-propos/"/>',
    '<meta property="og:type" content="website"/>',
    '<meta property="og:image" content="https://www.atelier-temoin.example/images/partage/site.png"/>',
    '<meta property="og:image:type" content="image/png"/>',
    '<meta property="og:image:width" content="1200"/>',
    '<meta property="og:image:height" content="630"/>',
    '<meta name="twitter:card" content="summary_large_image"/>',
    '<meta name="theme-color" content="#0f766e"/>',
    // The brand's colours, for every stylesheet (src/ui/tokens.css).
    '<style>:root{--brand:#0f766e;--brand-accent:#b45309}</style>',
  ]);
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
  expectTags(html, [
    '<title>Titre | Le blog</title>',
    '<meta property="og:type" content="article"/>',
    '<meta property="og:image" content="https://www.atelier-temoin.example/images/partage/blog/x.png"/>',
    '<meta property="og:image:alt" content="Titre (Atelier Témoin)"/>',
    '<meta name="keywords" content="prix, site"/>',
    '<meta property="article:published_time" content="2025-10-28"/>',
  ]);
});

test('error pages are kept out of search results', () => {
  expect(render({ title: 'Page introuvable', description: 'd', path: '/404.html', noindex: true })).toContain('<meta name="robots" content="noindex"/>');
});
