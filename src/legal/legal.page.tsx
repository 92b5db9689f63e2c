import { formatDate } from '../text/format.ts';
import type { LegalPage } from '../site/content-files.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage } from '../site/page.ts';
import { MarkdownHtml } from '../images/MarkdownHtml.tsx';

const pathOf = (page: LegalPage) => `/${page.slug}/`;
const crumbsOf = (page: LegalPage) => breadcrumbTrail({ name: page.title, path: pathOf(page) });

/** The legal pages, one per file in content/legal/. */
export default definePage<LegalPage>({
  routes: (content) => content.legal.map((page) => ({ path: pathOf(page), data: page, lastmod: page.updated })),
  head: ({ data: page }) => ({ title: page.title, description: page.description, path: pathOf(page) }),
  styles: ['legal/legal.css'],
  jsonLd: ({ data: page, content }) => innerPageJsonLd(content, { path: pathOf(page), title: page.title, description: page.description }, crumbsOf(page)),
  Component: ({ data: page }) => (
    <>
      <PageIntro crumbs={crumbsOf(page)} title={page.title} lead={`Dernière mise à jour : ${formatDate(page.updated)}`} />
      <MarkdownHtml className="container prose legal" html={page.html} />
    </>
  ),
});
