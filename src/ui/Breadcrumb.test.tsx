import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

test('every crumb but the last is a link; the last is the current page', () => {
  const html = renderToStaticMarkup(<Breadcrumb crumbs={breadcrumbTrail({ name: 'Blog', path: '/blog/' }, { name: 'Article', path: '/blog/a/' })} />);
  expect(html).toContain('<li><a href="/">Accueil</a></li>');
  expect(html).toContain('<li><a href="/blog/">Blog</a></li>');
  expect(html).toContain('<li aria-current="page">Article</li>');
  expect(html).not.toContain('href="/blog/a/"');
});
