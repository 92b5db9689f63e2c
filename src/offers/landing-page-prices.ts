import type { Offers } from './offers.schema.ts';

/**
 * The two starting prices of a landing page: with the content ready (the
 * cheapest landing page of the terms of sale's express formulas) and with
 * the texts written together (the cheapest of the services). Undefined when
 * the offers sell no landing page of one kind: a page then says nothing.
 */
export function landingPagePrices(offers: Pick<Offers, 'services' | 'termsOfSale'>): { ready: number; written: number } | undefined {
  const cheapest = (list: Offers['services']) => {
    const prices = list.filter((offer) => offer.project === 'landing-page').map((offer) => offer.price);
    return prices.length > 0 ? Math.min(...prices) : undefined;
  };
  const ready = cheapest(offers.termsOfSale);
  const written = cheapest(offers.services);
  return ready === undefined || written === undefined ? undefined : { ready, written };
}
