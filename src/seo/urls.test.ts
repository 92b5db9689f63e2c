import { expect, test } from 'vitest';
import type { Site } from '../site/site.schema.ts';
import { absoluteUrl } from './urls.ts';

test('every address joins the origin exactly as the URL standard does, plain paths included', () => {
  const origins = ['https://www.exemple.fr', 'https://Exemple.FR:443', 'http://localhost:8080', 'https://exemple.fr/sous-dossier'];
  const paths = [
    '/',
    '/#site',
    '/blog/',
    '/blog/un-article/',
    '/blog/feed.xml',
    '/images/partage/blog/un-article.png',
    '/a~b_c-d.e/',
    '',
    'relatif/',
    '//autre.fr/x',
    'https://autre.fr/',
    '/./a',
    '/../a',
    '/a/../b/',
    '/%2e%2e/',
    '/.well-known/x',
    '/é/',
    '/a b/',
    '/a?x=1',
    '/a#fr ag',
    '/a\\b',
    '/a//b',
  ];
  for (const origin of origins) {
    for (const path of paths) expect(absoluteUrl({ origin } as Site, path), `${origin} + ${path}`).toBe(new URL(path, `${origin}/`).href);
  }
  expect(absoluteUrl({ origin: 'https://Exemple.FR:443' } as Site, '/blog/')).toBe('https://exemple.fr/blog/');
});
