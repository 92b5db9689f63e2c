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
