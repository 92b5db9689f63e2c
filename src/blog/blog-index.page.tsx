import { keepCompounds } from '../ui/keep-compounds.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { formatDate } from '../text/format.ts';
import { Picture } from '../images/Picture.tsx';
import type { Article, Content } from '../site/content-files.ts';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage } from '../site/page.ts';
import { newestDate } from '../site/content-dates.ts';
import { blogJsonLd } from './blog-jsonld.ts';

const path = '/blog/';

/** The articles by pillar, in the order content/blog.ts lists the pillars. */
function byPillar(content: Content): Array<{ pillar: string; articles: Article[] }> {
  return content.blog.pillars
    .map((pillar) => ({ pillar, articles: content.articles.filter((article) => article.pillar === pillar) }))
    .filter((group) => group.articles.length > 0);
}
const crumbs = breadcrumbTrail({ name: 'Blog', path });

function ArticleCards({ articles }: { articles: Article[] }) {
  return (
    <ul className="card-grid">
      {articles.map((article) => (
        <li key={article.slug} className="card blog-card">
          <Picture src={article.image} alt="" sizes="(min-width: 72rem) 34rem, (min-width: 40rem) 46vw, calc(100vw - 2rem)" />
          {article.category && <p className="badge">{article.category}</p>}
          <h3>
            <a href={`/blog/${article.slug}/`}>{keepCompounds(article.title)}</a>
          </h3>
          <p>{article.excerpt}</p>
          <p className="meta">
            <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> · {article.readTime} min de lecture
          </p>
        </li>
      ))}
    </ul>
  );
}

export default definePage({
  // The blog changes when an article is published or updated.
  routes: (content) => [{ path, data: undefined, lastmod: newestDate(content.articles.map((article) => article.updatedDate ?? article.publishDate)) }],
  styles: ['blog/blog.css'],
  head: ({ content }) => ({ title: content.blog.index.title, description: content.blog.index.description, path }),
  jsonLd: ({ content }) => {
    const { title, description } = content.blog.index;
    return [...innerPageJsonLd(content, { path, title, description }, crumbs), blogJsonLd(content.site, { path, description }, content.articles)];
  },
  Component: ({ content }) => (
    <>
      <PageIntro crumbs={crumbs} title={content.blog.index.heading} lead={content.blog.index.lead} />
      {content.blog.pillars.length === 0 ? (
        <div className="section blog-pillar">
          <div className="container">
            <ArticleCards articles={content.articles} />
          </div>
        </div>
      ) : (
        byPillar(content).map(({ pillar, articles }, index) => (
          <Section key={pillar} className="section blog-pillar" titleId={`pilier-${index}`} title={pillar}>
            <ArticleCards articles={articles} />
          </Section>
        ))
      )}
    </>
  ),
});
