import { expect, test } from 'vitest';
import { frenchTypography } from './typography.ts';

test('puts no-break spaces where French punctuation and numbers need them', () => {
  expect(frenchTypography('Combien ça coûte ? Voici : la réponse ! Oui ; non.')).toBe(
    'Combien ça coûte\u202f? Voici\u00a0: la réponse\u202f! Oui\u202f; non.',
  );
  expect(frenchTypography('« Bonjour »')).toBe('«\u00a0Bonjour\u00a0»');
  expect(frenchTypography('à partir de 2 990 € en 15 jours')).toBe('à partir de 2\u202f990\u00a0€ en 15\u00a0jours');
});

test('leaves addresses and times alone', () => {
  expect(frenchTypography('https://www.exemple.fr et 9h30')).toBe('https://www.exemple.fr et 9h30');
});
