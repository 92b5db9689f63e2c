import { formatPrice } from '../text/format.ts';
import type { Offers } from './offers.schema.ts';

/**
 * The values of content/offers.ts a legal page names, as it prints them:
 * {offers.terms.supportDays} → '30', {offers.siteVitrine.price} → '1 990 €',
 * {offers.siteVitrine.pages}, {offers.siteVitrine.days} and
 * {offers.maintenanceOnly.yearly}. The terms of sale thus never retype a
 * number of the offers pages.
 */
export function offerValues(offers: Offers): Record<string, unknown> {
  const priced = [...offers.services, ...offers.termsOfSale].map((offer) => [
    offer.id,
    { name: offer.name, price: formatPrice(offer.price), pages: offer.pages, days: offer.days },
  ]);
  const maintenance = offers.maintenance.map((option) => [
    option.id,
    {
      name: option.name,
      monthly: formatPrice(option.monthly),
      ...(option.yearly === undefined ? {} : { yearly: formatPrice(option.yearly), yearlyMonthly: formatPrice(option.yearly / 12) }),
    },
  ]);
  return { terms: offers.terms, ...Object.fromEntries([...priced, ...maintenance]) };
}
