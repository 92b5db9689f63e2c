import { definePage } from '../site/page.ts';
import type { HeadData } from '../seo/head.ts';
import { notFoundJsonLd } from '../not-found/not-found-jsonld.ts';

// Served for unknown paths under /blog/ by hosts that support nested 404 pages.
const head: HeadData = {
  title: 'Article non trouvé',
  description: "Cet article n'existe pas ou a été déplacé. Retrouvez tous nos conseils sur le blog d'Éclosion Web.",
  path: '/blog/404.html',
  noindex: true,
};

export default definePage({
  routes: () => [{ path: '/blog/404.html', data: undefined }],
  head: () => head,
  jsonLd: () => [notFoundJsonLd(head)],
  Component: () => (
    <section className="not-found" data-not-found>
      <div className="container">
        <p className="not-found-code">404</p>
        <h1>Article non trouvé</h1>
        <p>Cet article n'existe pas ou a été déplacé.</p>
        <a className="btn btn-primary" href="/blog/">
          Retour au blog
        </a>
      </div>
    </section>
  ),
});
