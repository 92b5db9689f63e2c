import type { Content } from '../site/content-files.ts';
import { breadcrumbJsonLd, webPageJsonLd, type Crumb, type JsonLd, type WebPageFacts } from './jsonld.ts';

/** The JSON-LD every inner page carries: its WebPage and its breadcrumb trail. */
export function innerPageJsonLd(content: Content, page: WebPageFacts, crumbs: Crumb[]): JsonLd[] {
  return [webPageJsonLd(content.site, page), breadcrumbJsonLd(content.site, crumbs)];
}
