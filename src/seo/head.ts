/** Everything a page says about itself in <head>; rendered by seo/Head.tsx only. */
export interface HeadData {
  /** The page's own title, without the brand (the layout appends it) unless `fullTitle`. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Site path, used for the canonical URL and og:url. */
  path: string;
  type?: 'website' | 'article';
  /** The page's illustration (an article's); the social-sharing image is seo/share-image.ts's. */
  image?: string;
  imageAlt?: string;
  keywords?: string[];
  /** For error pages: kept out of search results and the sitemap. */
  noindex?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
  /** article:section, for articles: the article's category. */
  section?: string;
}

export function documentTitle(head: HeadData, brand: string): string {
  return head.fullTitle ? head.title : `${head.title} | ${brand}`;
}
