/** Everything a page says about itself in <head>; rendered by components/Head.tsx only. */
export interface HeadData {
  /** The page's own title, without the brand (the layout appends it) unless `fullTitle`. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Site path, used for the canonical URL and og:url. */
  path: string;
  type?: 'website' | 'article';
  /** Site path of the social-sharing image; the site's default otherwise. */
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

/** Every social image of the site is 1200 × 630 (DESIGN.md), the size Open Graph readers expect. */
export const shareImageSize = { width: 1200, height: 630 } as const;

export const defaultShareImage = { path: '/images/partage.png', alt: "Éclosion Web, agence web : faites éclore votre présence en ligne" };

export function documentTitle(head: HeadData, brand: string): string {
  return head.fullTitle ? head.title : `${head.title} | ${brand}`;
}
