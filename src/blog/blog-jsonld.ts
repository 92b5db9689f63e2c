import type { Blog, WithContext } from 'schema-dts';
import type { Site } from '../site/site.schema.ts';
import type { Article } from '../site/content-files.ts';
import { articleShareImagePath } from '../seo/share-image.ts';
import { absoluteUrl } from '../seo/urls.ts';

/** The blog index as schema.org sees it: a Blog and its posts, newest first. Self-contained (no @id to resolve elsewhere). */
export function blogJsonLd(site: Site, page: { path: string; description: string }, articles: Article[]): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: site.blogName,
    description: page.description,
    url: absoluteUrl(site, page.path),
    inLanguage: 'fr-FR',
    publisher: { '@type': 'Organization', name: site.brand, url: absoluteUrl(site, '/') },
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      // As on the article's own page: the owner writes the articles.
      author: { '@type': 'Person', name: site.legal.owner },
      headline: article.title,
      url: absoluteUrl(site, `/blog/${article.slug}/`),
      datePublished: article.publishDate,
      dateModified: article.updatedDate ?? article.publishDate,
      // The article's raster preview: rich results want no SVG.
      image: absoluteUrl(site, articleShareImagePath(article.slug)),
      articleSection: article.category,
    })),
  };
}
