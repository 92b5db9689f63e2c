import { isValidElement } from 'react';
import { expect, test } from 'vitest';
import { fillIn, fillInText } from './fill-in.ts';

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
