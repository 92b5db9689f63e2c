import { describe, expect, test } from 'vitest';
import { fixtureIdentity } from './fixture-identity.ts';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  organizationJsonLd,
  jsonLdScripts,
  serializeJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  websiteJsonLd,
  type JsonLd,
} from './jsonld.ts';

const identity = fixtureIdentity;
// schema-dts types are unions that include plain strings; tests read fields.
const fields = (value: object) => value as Record<string, unknown>;

describe('JSON-LD builders', () => {
  test('the organisation declares the identity, country, languages and founding date', () => {
    const org = fields(organizationJsonLd(identity));
    expect(org['@type']).toBe('Organization');
    expect(org).toMatchObject({
      name: 'Atelier Témoin',
      url: 'https://www.atelier-temoin.example/',
      email: 'contact@atelier-temoin.example',
      foundingDate: '2020',
      knowsLanguage: ['fr', 'en'],
      address: { addressCountry: 'FR' },
    });
    expect(org['sameAs']).toHaveLength(2);
  });

  test('the website and the web page point at the organisation by @id', () => {
    const website = fields(websiteJsonLd(identity));
    const page = fields(webPageJsonLd(identity, { path: '/a-propos/', title: 'À propos', description: 'd' }));
    expect(website['publisher']).toEqual({ '@id': fields(organizationJsonLd(identity))['@id'] });
    expect(page['isPartOf']).toEqual({ '@id': website['@id'] });
    expect(page['url']).toBe('https://www.atelier-temoin.example/a-propos/');
  });

  test('a breadcrumb starts at Accueil and lists absolute URLs in order', () => {
    const crumbs = breadcrumbTrail({ name: 'Blog', path: '/blog/' }, { name: 'Un article', path: '/blog/un-article/' });
    expect(crumbs[0]).toEqual({ name: 'Accueil', path: '/' });
    const list = fields(breadcrumbJsonLd(identity, crumbs));
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.atelier-temoin.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.atelier-temoin.example/blog/' },
      { '@type': 'ListItem', position: 3, name: 'Un article', item: 'https://www.atelier-temoin.example/blog/un-article/' },
    ]);
  });

  test('an article carries headline, dates, absolute image and author', () => {
    const article = articleJsonLd(identity, {
      path: '/blog/x/',
      headline: 'Titre',
      description: 'Résumé',
      image: '/images/blog/x.svg',
      datePublished: '2025-10-28',
      author: 'Atelier Témoin',
      authorType: 'Organization',
    });
    expect(article).toMatchObject({
      headline: 'Titre',
      datePublished: '2025-10-28',
      dateModified: '2025-10-28',
      image: 'https://www.atelier-temoin.example/images/blog/x.svg',
      author: { '@type': 'Organization', name: 'Atelier Témoin' },
    });
  });

  test('FAQ and service builders carry their fields', () => {
    expect(fields(faqPageJsonLd([{ question: 'Q ?', answer: 'R.' }]))['mainEntity']).toEqual([
      { '@type': 'Question', name: 'Q ?', acceptedAnswer: { '@type': 'Answer', text: 'R.' } },
    ]);
    expect(serviceJsonLd(identity, { name: 'Landing page', description: 'd', priceFrom: 990 })).toMatchObject({
      '@type': 'Service',
      offers: { priceSpecification: { minPrice: 990, priceCurrency: 'EUR' } },
    });
  });

  test('a page about one of the agency’s works says what it is, who made it and shows it', () => {
    const page = fields(
      webPageJsonLd(identity, {
        path: '/produit/',
        title: 'Boutique',
        description: 'd',
        about: { name: 'Boutique de démonstration', description: 'Rien n’est en vente.' },
        image: '/i.png',
      }),
    );
    expect(page).toMatchObject({
      '@type': 'WebPage',
      '@id': 'https://www.atelier-temoin.example/produit/#page',
      about: { '@type': 'CreativeWork', name: 'Boutique de démonstration', creator: { '@id': 'https://www.atelier-temoin.example/#organisation' } },
      primaryImageOfPage: { '@type': 'ImageObject', url: 'https://www.atelier-temoin.example/i.png' },
    });
    // A plain page claims neither.
    expect(webPageJsonLd(identity, { path: '/cgu/', title: 'CGU', description: 'd' })).not.toHaveProperty('about');
  });

  test('a page that points to the organisation or the site by @id gets their full nodes, once', () => {
    const page = webPageJsonLd(identity, { path: '/cgu/', title: 'CGU', description: 'd' });
    const scripts = jsonLdScripts(identity, [page]);
    const blocks = scripts.map((script) => JSON.parse(script) as JsonLd);
    expect(blocks.map((block) => (block as { '@type'?: string })['@type'])).toEqual(['WebPage', 'WebSite', 'Organization']);
    expect(blocks[2]).toMatchObject({
      name: 'Atelier Témoin',
      url: 'https://www.atelier-temoin.example/',
      logo: 'https://www.atelier-temoin.example/icon-512.png',
    });
    expect(jsonLdScripts(identity, blocks)).toEqual(scripts);
    const faq = faqPageJsonLd([{ question: 'Q ?', answer: 'R.' }]);
    expect(jsonLdScripts(identity, [faq])).toEqual([serializeJsonLd(faq)]);
  });

  test('serialising escapes < so no text can close the script element', () => {
    const page = webPageJsonLd(identity, { path: '/', title: '</script><script>alert(1)</script>', description: 'd' });
    const text = serializeJsonLd(page);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
