import { formatDate } from '../text/format.ts';
import type { LegalPage } from '../site/content-files.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage } from '../site/page.ts';
import { MarkdownHtml } from '../images/MarkdownHtml.tsx';
import type { Content } from '../site/content-files.ts';
import { Island } from '../islands/Island.tsx';
import { FormNotice } from '../contact/FormNotice.tsx';
import { fillInText } from '../text/fill-in.ts';
import { typeset } from '../text/typography.ts';

/** The page whose form cancels a maintenance option on the site (L215-1-1), under its text. */
const cancellationPage = 'resiliation';

function CancellationSection({ content }: { content: Content }) {
  const { email, phone } = content.site;
  const { form, cancellationProject, cancellation } = content.contact;
  // Island props are not typeset by the JSX runtime: the texts are typeset here.
  const notice = typeset(fillInText(cancellation.notice, { days: content.offers.terms.noticeDays ?? '' }));
  const received = typeset(cancellation.received);
  return (
    <section className="container contact-card" id="formulaire-resiliation" aria-label="Formulaire de résiliation">
      <Island
        name="CancellationForm"
        props={{ email, phone, texts: form, options: content.offers.maintenance.map((option) => option.name), project: cancellationProject, notice, received }}
        wake="visible"
      />
      <FormNotice content={content} />
    </section>
  );
}

const pathOf = (page: LegalPage) => `/${page.slug}/`;
const crumbsOf = (page: LegalPage) => breadcrumbTrail({ name: page.title, path: pathOf(page) });

/** The legal pages, one per file in content/legal/. */
export default definePage<LegalPage>({
  routes: (content) => content.legal.map((page) => ({ path: pathOf(page), data: page, lastmod: page.updated })),
  head: ({ data: page }) => ({ title: page.title, description: page.description, path: pathOf(page) }),
  styles: ['legal/legal.css'],
  jsonLd: ({ data: page, content }) => innerPageJsonLd(content, { path: pathOf(page), title: page.title, description: page.description }, crumbsOf(page)),
  Component: ({ data: page, content }) => (
    <>
      <PageIntro crumbs={crumbsOf(page)} title={page.title} lead={`Dernière mise à jour : ${formatDate(page.updated)}`} />
      <MarkdownHtml className="container prose legal" html={page.html} />
      {page.slug === cancellationPage ? <CancellationSection content={content} /> : null}
    </>
  ),
});
