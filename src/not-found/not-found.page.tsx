import { definePage } from '../site/page.ts';
import type { HeadData } from '../seo/head.ts';
import type { Content } from '../site/content-files.ts';
import { notFoundJsonLd } from './not-found-jsonld.ts';

// Served with status 404 for any unknown path. The browser script logs the
// path (src/chrome/chrome.client.ts), as the spec asks.
const head = ({ notFound }: Content): HeadData => ({ title: notFound.title, description: notFound.description, path: '/404.html', noindex: true });

export default definePage({
  routes: () => [{ path: '/404.html', data: undefined }],
  head: ({ content }) => head(content),
  jsonLd: ({ content }) => [notFoundJsonLd(head(content))],
  Component: ({ content: { notFound } }) => (
    <section className="not-found" data-not-found>
      <div className="container">
        <p className="not-found-code">404</p>
        <h1 lang="en">{notFound.heading}</h1>
        <p>{notFound.text}</p>
        <a className="btn btn-primary" href="/">
          Retour à l'accueil
        </a>
      </div>
    </section>
  ),
});
