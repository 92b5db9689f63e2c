import site from '../../content/site.ts';
import { siteSchema } from '../site/site.schema.ts';

/**
 * An identity for the head and structured-data tests: the owner's
 * content/site.ts may say anything valid, so the tests assert on this one
 * (its legal fields are the owner's, which these tests do not read).
 */
export const fixtureIdentity = siteSchema.parse({
  ...site,
  brand: 'Atelier Témoin',
  origin: 'https://www.atelier-temoin.example',
  email: 'contact@atelier-temoin.example',
  socials: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/atelier-temoin' },
    { name: 'Instagram', url: 'https://www.instagram.com/atelier.temoin' },
  ],
  country: 'FR',
  languages: ['fr', 'en'],
  foundingDate: '2020',
  colours: { brand: '#0f766e', accent: '#b45309' },
});
