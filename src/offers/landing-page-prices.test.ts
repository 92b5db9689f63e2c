import { expect, test } from 'vitest';
import { landingPagePrices } from './landing-page-prices.ts';

const offer = (project: 'landing-page' | 'site-vitrine', price: number) => ({
  id: 'x',
  name: 'x',
  price,
  pages: 1,
  days: 5,
  description: 'x',
  features: ['x'],
  project,
});

test('gives the cheapest landing page with the content ready and with the texts written together', () => {
  const prices = landingPagePrices({
    termsOfSale: [offer('landing-page', 700), offer('landing-page', 500), offer('site-vitrine', 300)],
    services: [offer('site-vitrine', 800), offer('landing-page', 990)],
  });
  expect(prices).toEqual({ ready: 500, written: 990 });
});

test('gives nothing when either kind sells no landing page', () => {
  expect(landingPagePrices({ termsOfSale: [offer('site-vitrine', 900)], services: [offer('landing-page', 990)] })).toBeUndefined();
  expect(landingPagePrices({ termsOfSale: [offer('landing-page', 500)], services: [] })).toBeUndefined();
});
