import { describe, expect, test } from 'vitest';
import { elide, startsWithVowelSound } from './elision.ts';

describe('elide', () => {
  test('elides de, le, la and que before a vowel, an accented capital or a mute h', () => {
    expect(elide('de', 'Éclosion Web')).toBe('d’');
    expect(elide('le', 'atelier')).toBe('l’');
    expect(elide('la', 'Hélène')).toBe('l’');
    expect(elide('que', 'Éclosion Web')).toBe('qu’');
    expect(elide('jusque', 'à')).toBe('jusqu’');
  });

  test('keeps the capital of the word', () => {
    expect(elide('De', 'Éclosion Web')).toBe('D’');
  });

  test('leaves the word alone before a consonant, an aspirated h or a word that does not elide', () => {
    expect(elide('de', 'Lumière')).toBe('de');
    expect(elide('le', 'hasard')).toBe('le');
    expect(elide('de', 'Hollande')).toBe('de');
    expect(elide('par', 'Éclosion Web')).toBe('par');
  });
});

test('startsWithVowelSound tells a mute h from an aspirated one', () => {
  expect(startsWithVowelSound('hôtel')).toBe(true);
  expect(startsWithVowelSound('héros')).toBe(false);
  expect(startsWithVowelSound('Yves')).toBe(false);
});
