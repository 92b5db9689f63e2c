import { Breadcrumb } from '../ui/Breadcrumb.tsx';
import { formatDate } from '../text/format.ts';
import type { Article } from '../site/content-files.ts';
import { articleJsonLd, breadcrumbJsonLd, breadcrumbTrail, webPageJsonLd } from '../seo/jsonld.ts';
import { articleShareImagePath } from '../seo/share-image.ts';
import { definePage } from '../site/page.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Picture } from '../images/Picture.tsx';
import { MarkdownHtml } from '../images/MarkdownHtml.tsx';

const articlePath = (article: Article) => `/blog/${article.slug}/`;
/** Revised after it was first published: both dates are shown. */
const isRevised = (article: Article): article is Article & { updatedDate: string } =>
  article.updatedDate !== undefined && article.updatedDate > article.publishDate;
const crumbsOf = (article: Article) => breadcrumbTrail({ name: 'Blog', path: '/blog/' }, { name: article.title, path: articlePath(article) });

export default definePage<Article>({
  routes: (content) => content.articles.map((article) => ({ path: articlePath(article), data: article, lastmod: article.updatedDate ?? article.publishDate })),
  head: ({ data: article, content }) => ({
    title: `${article.title} | ${content.site.blogName}`,
    fullTitle: true,
    description: article.metaDescription,
    path: articlePath(article),
    type: 'article',
    image: article.image,
    imageAlt: article.imageAlt,
    keywords: article.keywords,
    publishedTime: article.publishDate,
    // Open Graph readers expect both dates; an article never updated was last modified when published.
    modifiedTime: article.updatedDate ?? article.publishDate,
    section: article.category,
  }),
  jsonLd: ({ data: article, content }) => [
    webPageJsonLd(content.site, { path: articlePath(article), title: article.title, description: article.metaDescription }),
    breadcrumbJsonLd(content.site, crumbsOf(article)),
    articleJsonLd(content.site, {
      path: articlePath(article),
      headline: article.title,
      description: article.metaDescription,
      // Raster, as rich results require: the article's share image.
      image: articleShareImagePath(article.slug),
      datePublished: article.publishDate,
      dateModified: article.updatedDate,
      // The owner writes the articles (a placeholder in content/site.ts until going live).
      author: content.site.legal.owner,
      authorType: 'Person',
      keywords: article.keywords,
    }),
  ],
  Component: ({ data: article, content }) => (
    <article className="article">
      <header className="article-header container">
        <Breadcrumb crumbs={crumbsOf(article)} />
        {article.category && <p className="badge">{article.category}</p>}
        <h1>{article.title}</h1>
        <p className="meta">
          Par <span className="author">{content.site.legal.owner}</span> · <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> ·{' '}
          {isRevised(article) && (
            <>
              {content.blog.article.updated} <time dateTime={article.updatedDate}>{formatDate(article.updatedDate)}</time> ·{' '}
            </>
          )}
          {article.readTime} min de lecture
        </p>
        <Picture src={article.image} alt={article.imageAlt} sizes="(max-width: 48rem) calc(100vw - 2rem), 46rem" priority className="article-hero" />
      </header>
      <div className="container prose">
        <MarkdownHtml html={article.body.introduction} />
        {article.body.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            <MarkdownHtml html={section.html} />
            {section.subsections.map((sub) => (
              <section key={sub.id} aria-labelledby={sub.id}>
                <h3 id={sub.id}>{sub.title}</h3>
                <MarkdownHtml html={sub.html} />
              </section>
            ))}
          </section>
        ))}
        {article.body.conclusion && (
          <section className="article-conclusion" aria-labelledby="conclusion">
            <h2 id="conclusion">Conclusion</h2>
            <MarkdownHtml html={article.body.conclusion} />
          </section>
        )}
        {article.body.footnotes && <MarkdownHtml html={article.body.footnotes} />}
        <aside className="article-cta" aria-labelledby="cta-title">
          <h2 id="cta-title">{content.blog.callToAction.title}</h2>
          <p>{article.ctaText}</p>
          <ButtonLink look="primary" href={article.ctaProject ? `/?projet=${article.ctaProject}#contact` : '/#contact'} label={article.cta} />
        </aside>
        <p className="article-footer">
          <a href="/blog/">Retour au blog</a>
          <a href="/blog/">Tous les articles</a>
        </p>
      </div>
    </article>
  ),
});
