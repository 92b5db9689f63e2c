import type { Content } from '../site/content-files.ts';
import { offerValues } from '../offers/offer-values.ts';
import { fillInText } from '../text/fill-in.ts';
import { typeset } from '../text/typography.ts';

/** The FAQ with the offers' numbers put in ({offers.siteVitrine.price}), as the terms of sale have them. */
export function faqOf(content: Pick<Content, 'faq' | 'offers'>): Content['faq'] {
  const values = { offers: offerValues(content.offers) };
  return content.faq.map((item) => ({ ...item, answer: typeset(fillInText(item.answer, values)) }));
}
