import { definePage } from '../site/page.ts';
import type { HeadData } from '../seo/head.ts';
import { notFoundJsonLd } from './not-found-jsonld.ts';

// Served with status 404 for any unknown path. The browser script logs the
// path (src/chrome/chrome.client.ts), as the spec asks.
const head: HeadData = {
  title: 'Page introuvable',
  description: "Cette page n'existe pas ou a été déplacée. Retournez à l'accueil d'Éclosion Web.",
  path: '/404.html',
  noindex: true,
};

export default definePage({
  routes: () => [{ path: '/404.html', data: undefined }],
  head: () => head,
  jsonLd: () => [notFoundJsonLd(head)],
  Component: () => (
    <section className="not-found" data-not-found>
      <div className="container">
        <p className="not-found-code">404</p>
        <h1 lang="en">Oops! Page not found</h1>
        <p>La page demandée n'existe pas ou a été déplacée.</p>
        <a className="btn btn-primary" href="/">
          Retour à l'accueil
        </a>
      </div>
    </section>
  ),
});
