import { definePage } from '../site/page.ts';
import type { HeadData } from '../seo/head.ts';
import type { Content } from '../site/content-files.ts';
import { notFoundJsonLd } from '../not-found/not-found-jsonld.ts';
import { NotFoundMessage } from '../not-found/NotFoundMessage.tsx';

// Served for unknown paths under /blog/ by hosts that support nested 404 pages.
const head = ({ blog }: Content): HeadData => ({ title: blog.notFound.title, description: blog.notFound.description, path: '/blog/404.html', noindex: true });

export default definePage({
  routes: () => [{ path: '/blog/404.html', data: undefined }],
  head: ({ content }) => head(content),
  scripts: ['not-found/not-found.client.ts'],
  jsonLd: ({ content }) => [notFoundJsonLd(head(content))],
  Component: ({ content: { blog } }) => (
    <section className="not-found" data-not-found>
      <NotFoundMessage heading={blog.notFound.title} text={blog.notFound.text} back="/blog/" backLabel="Retour au blog" />
    </section>
  ),
});
