import { expect, test } from 'vitest';
import site from '../../content/site.ts';
import { siteSchema } from '../site/site.schema.ts';
import { findLegalPlaceholders } from './legal-identity.ts';

const shipped = siteSchema.parse(site);
const completed = siteSchema.parse({
  ...site,
  legal: {
    ...site.legal,
    owner: 'Camille Martin',
    siret: '123 456 789 00012',
    address: '12 rue de la République, 69002 Lyon, France',
    publicationDirector: 'Camille Martin',
    host: { name: 'Hébergeur SAS', address: '1 avenue du Port, 13002 Marseille, France', website: 'https://www.hebergeur.fr' },
  },
});

test('flags every legal identity field content/site.ts still holds as a placeholder', () => {
  expect(findLegalPlaceholders(shipped).map((error) => `${error.file}: ${error.field}`)).toEqual([
    'content/site.ts: legal.owner',
    'content/site.ts: legal.siret',
    'content/site.ts: legal.address',
    'content/site.ts: legal.publicationDirector',
    'content/site.ts: legal.host.name',
    'content/site.ts: legal.host.address',
    'content/site.ts: legal.host.website',
  ]);
});

test('accepts a completed identity, and names a SIRET that is not 14 digits', () => {
  expect(findLegalPlaceholders(completed)).toEqual([]);
  const wrong = { ...completed, legal: { ...completed.legal, siret: '123 456 789' } };
  expect(findLegalPlaceholders(wrong)).toEqual([{ file: 'content/site.ts', field: 'legal.siret', reason: 'expected a SIRET of 14 digits, got "123 456 789"' }]);
});
