import { isValidElement } from 'react';
import { describe, expect, test } from 'vitest';
import { fillIn, fillInText, templateKeys, templateNames } from './fill-in.ts';

const values = { site: { brand: 'Éclosion Web', legal: { siret: '123', host: { name: 'Hôte' } }, socials: [{ name: 'x' }] } };

test('a template gets its values, as text when they all are', () => {
  expect(fillIn('de {from} à {to}', { from: '700 €', to: '1 500 €' })).toBe('de 700 € à 1 500 €');
  expect(fillInText('{years} ans à célébrer', { years: 15 })).toBe('15 ans à célébrer');
});

test('a template keeps an element it is given, such as a link, between its words', () => {
  const nodes = fillIn('les formules de nos {terms}, à prix nets', { terms: <a href="/cgv/">conditions</a> });
  expect(Array.isArray(nodes)).toBe(true);
  expect((nodes as unknown[]).length).toBe(3);
  expect((nodes as unknown[]).every(isValidElement)).toBe(true);
});

describe('values of content/site.ts, by dotted names', () => {
  test('are put in where named', () => {
    expect(fillInText('{site.brand}, SIRET {site.legal.siret}, {site.legal.host.name}', values)).toBe('Éclosion Web, SIRET 123, Hôte');
  });

  test('elide the word before a value that starts with a vowel sound, with a typographic apostrophe', () => {
    expect(fillInText('la propriété de {site.brand}, ce que {site.brand} fait, le {site.legal.host.name}', values)).toBe(
      'la propriété d’Éclosion Web, ce qu’Éclosion Web fait, l’Hôte',
    );
    expect(fillInText('De {site.brand}', values)).toBe('D’Éclosion Web');
  });

  test('keep the word before a value that starts with a consonant, and words that never elide', () => {
    expect(fillInText('de {site.legal.siret}, par {site.brand}', { site: { ...values.site, legal: { siret: 'SIRET 123' } } })).toBe(
      'de SIRET 123, par Éclosion Web',
    );
  });

  test('leave a name without a text value as written: a typo, or a group such as site.legal', () => {
    expect(fillInText('SIRET {site.legal.sirett}, {site.legal}', values)).toBe('SIRET {site.legal.sirett}, {site.legal}');
  });
});

test('templateNames lists the names a template uses; templateKeys, those its values give', () => {
  expect(templateNames('de {site.brand}, {site.legal.siret} et {count}')).toEqual(['site.brand', 'site.legal.siret', 'count']);
  expect(templateKeys(values)).toEqual(['site.brand', 'site.legal.siret', 'site.legal.host.name']);
});
