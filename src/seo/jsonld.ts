import type { Article, Blog, BreadcrumbList, FAQPage, Organization, Person, Service, WebPage, WebSite, WithContext } from 'schema-dts';
import { dialledNumber } from '../site/phone.ts';
import type { Site } from '../site/site.schema.ts';
import { typeset } from '../text/typography.ts';
import { absoluteUrl } from './urls.ts';

// Small builders, one per schema.org type, linked to one another by @id.

export type JsonLd = WithContext<Organization | Person | WebSite | WebPage | Service | BreadcrumbList | Article | Blog | FAQPage>;

const context = 'https://schema.org' as const;

const organizationId = (site: Site) => absoluteUrl(site, '/#organisation');
const websiteId = (site: Site) => absoluteUrl(site, '/#site');

export function organizationJsonLd(site: Site): WithContext<Organization> {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brand,
    description: site.description,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/icon-512.png'),
    email: site.email,
    telephone: dialledNumber(site.phone),
    foundingDate: site.foundingDate,
    founder: { '@type': 'Person', '@id': personId(site), name: site.legal.owner },
    address: { '@type': 'PostalAddress', addressCountry: site.country },
    knowsLanguage: site.languages,
    areaServed: { '@type': 'Country', name: 'France' },
    ...(site.socials.length > 0 ? { sameAs: site.socials.map((social) => social.url) } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: dialledNumber(site.phone),
      availableLanguage: site.languages,
    },
  };
}

const personId = (site: Site) => absoluteUrl(site, '/a-propos/#personne');

/** The person behind the business (content/about.ts), named as the publisher is: the founder of the Organization. */
export function personJsonLd(site: Site, person: { role: string; place: string; text: string[] }): WithContext<Person> {
  return {
    '@context': context,
    '@type': 'Person',
    '@id': personId(site),
    name: site.legal.owner,
    jobTitle: person.role,
    description: person.text.join(' '),
    url: absoluteUrl(site, '/a-propos/'),
    homeLocation: { '@type': 'Place', name: person.place },
    worksFor: { '@id': organizationId(site) },
  };
}

export function websiteJsonLd(site: Site): WithContext<WebSite> {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': websiteId(site),
    url: absoluteUrl(site, '/'),
    name: site.brand,
    inLanguage: 'fr-FR',
    publisher: { '@id': organizationId(site) },
  };
}

export interface WebPageFacts {
  path: string;
  title: string;
  description: string;
  /** What the page is about when it is one work of the agency's (a demonstration): named, described, made by the organisation. */
  about?: { name: string; description: string };
  /** A raster image showing the page, site path. */
  image?: string;
}

export function webPageJsonLd(site: Site, page: WebPageFacts): WithContext<WebPage> {
  const url = absoluteUrl(site, page.path);
  return {
    '@context': context,
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: 'fr-FR',
    isPartOf: { '@id': websiteId(site) },
    publisher: { '@id': organizationId(site) },
    ...(page.about
      ? { about: { '@type': 'CreativeWork', name: page.about.name, description: page.about.description, creator: { '@id': organizationId(site) } } }
      : {}),
    ...(page.image ? { primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(site, page.image) } } : {}),
  };
}

export interface ServiceFacts {
  name: string;
  description: string;
  /** Lowest price in euros, when the offer has one. */
  priceFrom?: number;
  path?: string;
}

export function serviceJsonLd(site: Site, service: ServiceFacts): WithContext<Service> {
  return {
    '@context': context,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.name,
    provider: { '@id': organizationId(site) },
    areaServed: { '@type': 'Country', name: 'France' },
    ...(service.path ? { url: absoluteUrl(site, service.path) } : {}),
    ...(service.priceFrom !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'EUR',
            priceSpecification: { '@type': 'PriceSpecification', minPrice: service.priceFrom, priceCurrency: 'EUR' },
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail starts with 'Accueil' at '/'; the last crumb is the current page. */
export function breadcrumbTrail(...crumbs: Crumb[]): Crumb[] {
  return [{ name: 'Accueil', path: '/' }, ...crumbs];
}

export function breadcrumbJsonLd(site: Site, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export interface ArticleFacts {
  path: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  authorType: 'Person' | 'Organization';
  keywords?: string[];
}

export function articleJsonLd(site: Site, article: ArticleFacts): WithContext<Article> {
  const url = absoluteUrl(site, article.path);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline: article.headline,
    description: article.description,
    image: absoluteUrl(site, article.image),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: 'fr-FR',
    author:
      article.authorType === 'Person'
        ? { '@type': 'Person', '@id': personId(site), name: article.author, url: absoluteUrl(site, '/a-propos/'), worksFor: { '@id': organizationId(site) } }
        : { '@type': 'Organization', name: article.author, '@id': organizationId(site) },
    // In full, not only by @id: checkers of Google's article rules read the
    // publisher's name and logo where the article names it.
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.brand,
      url: absoluteUrl(site, '/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/icon-512.png'), width: '512', height: '512' },
    },
    ...(article.keywords ? { keywords: article.keywords.join(', ') } : {}),
  };
}

export function faqPageJsonLd(questions: Array<{ question: string; answer: string }>): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * A page's blocks, serialised for <script> elements, plus the WebSite and
 * Organization nodes they point to by @id but do not define: a validator
 * reading one page alone then finds the publisher's name, URL and logo
 * (they are otherwise defined on the home page only). Each block is
 * serialised once; its text tells which nodes it points to.
 */
export function jsonLdScripts(site: Site, blocks: JsonLd[]): string[] {
  const scripts = blocks.map(serializeJsonLd);
  const defined = (id: string) => blocks.some((block) => (block as { '@id'?: string })['@id'] === id);
  const pointedTo = (id: string) => scripts.some((script) => script.includes(`"${id}"`));
  const needsSite = pointedTo(websiteId(site)) && !defined(websiteId(site));
  const needsOrganization = (needsSite || pointedTo(organizationId(site))) && !defined(organizationId(site));
  if (needsSite) scripts.push(serializeJsonLd(websiteJsonLd(site)));
  if (needsOrganization) scripts.push(serializeJsonLd(organizationJsonLd(site)));
  return scripts;
}

// Addresses, e-mails and dates are data, not text.
const notText = /^([a-z][a-z0-9+.-]*:\S|\/|[^\s@]+@[^\s@]+$|\d{4}-\d\d)/i;
const typesetText = (key: string, value: unknown) => (typeof value === 'string' && !key.startsWith('@') && !notText.test(value) ? typeset(value) : value);

/**
 * Serialises for a <script> element: every text typeset the French way, as
 * search engines show it (typography.ts), and `<` escaped so no text can
 * close the element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data, typesetText).replace(/</g, '\\u003c');
}
