import { keepCompounds } from '../ui/keep-compounds.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { formatDate } from '../text/format.ts';
import { pillars } from './article.schema.ts';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage } from '../site/page.ts';
import { newestDate } from '../site/content-dates.ts';
import { blogJsonLd } from './blog-jsonld.ts';

const path = '/blog/';
const crumbs = breadcrumbTrail({ name: 'Blog', path });

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
      {pillars.map((pillar, index) => {
        const articles = content.articles.filter((article) => article.pillar === pillar);
        if (articles.length === 0) return null;
        return (
          <Section key={pillar} className="section blog-pillar" titleId={`pilier-${index}`} title={pillar}>
            <ul className="card-grid">
              {articles.map((article) => (
                <li key={article.slug} className="card blog-card">
                  <img src={article.image} alt="" width="1200" height="630" loading="lazy" decoding="async" />
                  <p className="badge">{article.category}</p>
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
          </Section>
        );
      })}
    </>
  ),
});
