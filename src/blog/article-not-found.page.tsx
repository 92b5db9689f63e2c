import { definePage } from '../site/page.ts';

// Served for unknown paths under /blog/ by hosts that support nested 404 pages.
export default definePage({
  routes: () => [{ path: '/blog/404.html', data: undefined }],
  head: () => ({
    title: 'Article non trouvé',
    description: "Cet article n'existe pas ou a été déplacé. Retrouvez tous nos conseils sur le blog d'Éclosion Web.",
    path: '/blog/404.html',
    noindex: true,
  }),
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
