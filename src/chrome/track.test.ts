import { expect, test } from 'vitest';
import { eventOf } from './track.ts';

const element = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement;

test('reads name, category, label and a numeric value from data attributes', () => {
  expect(eventOf(element({ track: 'cta_click', trackCategory: 'CTA', trackLabel: 'Collaborer avec nous', trackValue: '1' }))).toEqual({
    name: 'cta_click',
    category: 'CTA',
    label: 'Collaborer avec nous',
    value: 1,
  });
  expect(eventOf(element({ track: 'demo_open', trackCategory: 'Démo', trackLabel: '/produit/' }))).toEqual({
    name: 'demo_open',
    category: 'Démo',
    label: '/produit/',
  });
  expect(eventOf(element({}))).toBeUndefined();
});
