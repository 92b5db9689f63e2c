import { describe, expect, test } from 'vitest';
import navigation from '../../content/navigation.ts';
import site from '../../content/site.ts';
import { checkContent } from './content-errors.ts';
import { articleFrontMatterSchema } from '../blog/article.schema.ts';
import { navigationSchema, siteSchema } from './site.schema.ts';

const article = {
  slug: 'prix-site',
  title: 'Combien coûte un site ?',
  metaDescription: 'Les prix d’un site internet pour un indépendant, poste par poste.',
  keywords: ['prix'],
  image: '/images/blog/prix-site.svg',
  imageAlt: 'Illustration',
  category: 'Budget',
  pillar: 'Avant de vous lancer',
  publishDate: '2025-10-28',
  excerpt: 'Résumé.',
  ctaText: 'Parlons de votre budget.',
  cta: 'Demander un devis',
};

const errorsOf = (file: string, schema: Parameters<typeof checkContent>[1], value: unknown) => {
  const checked = checkContent(file, schema, value);
  return checked.ok ? [] : checked.errors.map((e) => `${e.file}: ${e.field}: ${e.reason}`).sort();
};

describe('content schemas', () => {
  test('the real identity and navigation files are valid', () => {
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(navigationSchema.safeParse(navigation).success).toBe(true);
  });

  test('an article’s button may preselect no project (the form then opens on « Je ne sais pas encore »)', () => {
    expect(articleFrontMatterSchema.parse(article).ctaProject).toBeUndefined();
  });

  test('rejects an article without a title, naming the field', () => {
    const { title: _omitted, ...rest } = article;
    expect(errorsOf('content/blog/x.md', articleFrontMatterSchema, rest)).toEqual(['content/blog/x.md: title: required (expected string)']);
  });

  test('rejects a wrong type, an unknown key and a bad date with plain reasons', () => {
    const value = { ...article, keywords: 'prix', publishDate: '28/10/2025', auteur: 'Léa' };
    expect(errorsOf('content/blog/x.md', articleFrontMatterSchema, value)).toEqual([
      'content/blog/x.md: auteur: unknown field (check its spelling, or remove it)',
      'content/blog/x.md: keywords: expected array, got the text "prix"',
      'content/blog/x.md: publishDate: expected an ISO date (YYYY-MM-DD)',
    ]);
  });

  test('an article needs no category nor pillar of its own (content/blog.ts says whether the blog groups them)', () => {
    const { category: _, pillar: __, ...plain } = article;
    expect(errorsOf('content/blog/x.md', articleFrontMatterSchema, plain)).toEqual([]);
  });

  test('rejects a site path without its trailing slash', () => {
    const value = { ...navigation, header: [{ label: 'À propos', href: '/a-propos' }] };
    expect(errorsOf('content/navigation.ts', navigationSchema, value)[0]).toMatch(/^content\/navigation\.ts: header\[0\]\.href: expected a site path/);
  });
});
