import { expect, test } from 'vitest';
import site from '../../content/site.ts';
import { siteSchema } from '../site/site.schema.ts';
import { findLegalPlaceholders } from './legal-identity.ts';
import { legalPlaceholderFields } from '../../tests/fixtures/legal-placeholders.ts';

const shipped = siteSchema.parse(site);
const completed = siteSchema.parse({
  ...site,
  legal: {
    ...site.legal,
    owner: 'Camille Martin',
    siret: '123 456 789 00012',
    registration: 'Registre national des entreprises (RNE)',
    address: '12 rue de la République, 69002 Lyon, France',
    publicationDirector: 'Camille Martin',
    insurance: { insurer: 'Assurances Mutuelles SA, 10 rue de la Paix, 75002 Paris', coverage: 'France et Union européenne' },
    host: { name: 'Hébergeur SAS', address: '1 avenue du Port, 13002 Marseille, France', phone: '+33 4 91 00 00 00', website: 'https://www.hebergeur.fr' },
    mediator: { name: 'Médiateur des services SAS', address: '1 rue du Médiateur, 75001 Paris', website: 'https://www.mediateur-services.fr' },
    supabaseRegion: 'eu-west-3 (Paris)',
    mailbox: 'Messagerie SAS (France)',
    paymentProvider: 'Paiements SA (Irlande)',
    signatureProvider: 'Signature SAS (France)',
    videoCallService: 'Visio SAS (France)',
    domainRegistrar: 'Domaines SAS (France)',
    clientSitesHost: 'Hébergement SAS (France)',
  },
});
const withLegal = (legal: Partial<typeof completed.legal>) => ({ ...completed, legal: { ...completed.legal, ...legal } });

test('flags every legal value content/site.ts still holds as a placeholder', () => {
  expect(findLegalPlaceholders(shipped).map((error) => `${error.file}: ${error.field}`)).toEqual(legalPlaceholderFields);
});

test('names a register that is not one', () => {
  expect(findLegalPlaceholders(withLegal({ registration: 'Lyon' }))).toEqual([
    {
      file: 'content/site.ts',
      field: 'legal.registration',
      reason: "expected the register as the certificate names it, such as 'Registre national des entreprises (RNE)' or 'RCS Lyon 123 456 789', got \"Lyon\"",
    },
  ]);
});

test('accepts a completed identity, and names a SIRET that is not 14 digits', () => {
  expect(findLegalPlaceholders(completed)).toEqual([]);
  expect(findLegalPlaceholders(withLegal({ siret: '123 456 789' }))).toEqual([
    { file: 'content/site.ts', field: 'legal.siret', reason: 'expected a SIRET of 14 digits, got "123 456 789"' },
  ]);
});

test('refuses a mediator left on an example domain, even once named', () => {
  const errors = findLegalPlaceholders(
    withLegal({ mediator: { name: 'Médiateur des services SAS', address: '1 rue du Médiateur, 75001 Paris', website: 'https://mediateur.example' } }),
  );
  expect(errors).toEqual([
    {
      file: 'content/site.ts',
      field: 'legal.mediator.website',
      reason: 'still a placeholder ("https://mediateur.example"): the legal pages must show the consumer mediator’s website before the site goes live',
    },
  ]);
});

test('refuses a postal code that cannot be real, and an address without one', () => {
  expect(findLegalPlaceholders(withLegal({ address: '12 rue de la République, 69XXX Lyon, France' })).map((error) => error.field)).toEqual(['legal.address']);
  expect(findLegalPlaceholders(withLegal({ address: '12 rue de la République, Lyon, France' }))).toEqual([
    {
      file: 'content/site.ts',
      field: 'legal.address',
      reason: 'expected a postal address with its 5-digit postal code, got "12 rue de la République, Lyon, France"',
    },
  ]);
});

test('asks for a phone number for the host, and a region code for the Supabase project', () => {
  expect(findLegalPlaceholders(withLegal({ host: { ...completed.legal.host, phone: 'voir leur site' } }))).toEqual([
    { file: 'content/site.ts', field: 'legal.host.phone', reason: `expected a phone number such as '+33 1 23 45 67 89', got "voir leur site"` },
  ]);
  expect(findLegalPlaceholders(withLegal({ supabaseRegion: 'Paris' })).map((error) => error.field)).toEqual(['legal.supabaseRegion']);
});
