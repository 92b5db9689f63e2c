import type { WebPage, WithContext } from 'schema-dts';
import type { HeadData } from '../seo/head.ts';

/**
 * A 404 page's structured data: what it is, and no address, since it is
 * served at every unknown one. Self-contained: nothing to resolve elsewhere.
 */
export function notFoundJsonLd(head: HeadData): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: head.title,
    description: head.description,
    inLanguage: 'fr-FR',
  };
}
