import { definePage } from '../site/page.ts';
import type { HeadData } from '../seo/head.ts';
import type { Content } from '../site/content-files.ts';
import { notFoundJsonLd } from './not-found-jsonld.ts';
import { NotFoundMessage } from './NotFoundMessage.tsx';
import { documentTitle } from '../seo/head.ts';
import { typeset } from '../text/typography.ts';

// Served with status 404 for any unknown path. The browser script logs the
// path (src/chrome/chrome.client.ts), so a broken link shows in the console.
const head = (content: Content): HeadData => ({
  title: content['not-found'].title,
  description: content['not-found'].description,
  path: '/404.html',
  noindex: true,
});

const blogHead = ({ blog }: Content): HeadData => ({
  title: blog.notFound.title,
  description: blog.notFound.description,
  path: '/blog/404.html',
  noindex: true,
});

export default definePage({
  routes: () => [{ path: '/404.html', data: undefined }],
  head: ({ content }) => head(content),
  scripts: ['not-found/not-found.client.ts'],
  jsonLd: ({ content }) => [notFoundJsonLd(head(content))],
  // Hosts without nested 404 pages serve this one for /blog/* too: the
  // blog's message is here, hidden, and the browser script shows it there.
  Component: ({ content }) => (
    <section className="not-found" data-not-found>
      <NotFoundMessage
        heading={content['not-found'].heading}
        text={content['not-found'].text}
        back="/"
        backLabel="Retour à l'accueil"
        title={typeset(documentTitle(head(content), content.site.brand))}
      />
      <NotFoundMessage
        heading={content.blog.notFound.title}
        text={content.blog.notFound.text}
        back="/blog/"
        backLabel="Retour au blog"
        hidden
        title={typeset(documentTitle(blogHead(content), content.site.brand))}
      />
    </section>
  ),
});
