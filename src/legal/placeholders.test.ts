import { describe, expect, test } from 'vitest';
import { placeholderKeys, resolvePlaceholders } from './placeholders.ts';

const values = { site: { brand: 'Éclosion Web', legal: { siret: '123', host: { name: 'Hôte' } }, socials: [{ name: 'x' }] } };

describe('resolvePlaceholders', () => {
  test('replaces every known key with its value', () => {
    expect(resolvePlaceholders('{{site.brand}}, SIRET {{ site.legal.siret }}, {{site.legal.host.name}}', values)).toEqual({
      text: 'Éclosion Web, SIRET 123, Hôte',
      unknown: [],
    });
  });

  test('elides the word before a value that starts with a vowel sound, with a typographic apostrophe', () => {
    expect(resolvePlaceholders('la propriété de {{site.brand}}, ce que {{site.brand}} fait, le {{site.legal.host.name}}', values).text).toBe(
      'la propriété d’Éclosion Web, ce qu’Éclosion Web fait, l’Hôte',
    );
    expect(resolvePlaceholders('De {{site.brand}}', values).text).toBe('D’Éclosion Web');
  });

  test('keeps the word before a value that starts with a consonant, and words that never elide', () => {
    expect(resolvePlaceholders('de {{site.legal.siret}}, par {{site.brand}}', { site: { ...values.site, legal: { siret: 'SIRET 123' } } }).text).toBe(
      'de SIRET 123, par Éclosion Web',
    );
  });

  test('reports an unknown key and leaves it in place', () => {
    expect(resolvePlaceholders('SIRET {{site.legal.sirett}}', values)).toEqual({ text: 'SIRET {{site.legal.sirett}}', unknown: ['site.legal.sirett'] });
  });

  test('reports a key that names an object rather than a text', () => {
    expect(resolvePlaceholders('{{site.legal}}', values).unknown).toEqual(['site.legal']);
  });
});

test('placeholderKeys lists the printable leaves only', () => {
  expect(placeholderKeys(values)).toEqual(['site.brand', 'site.legal.siret', 'site.legal.host.name']);
});
