import { beforeAll, expect, test } from 'vitest';
import type { Content } from '../../src/site/content-files.ts';
import type { RenderedPage } from '../../build/render.ts';
import { loadSite, mainText } from './site-content.ts';

// One price story: wherever a price of the same thing differs from another
// page's, the page says what each price covers.

let content: Content;
let texts: Map<string, string>;
beforeAll(async () => {
  const site = await loadSite();
  content = site.content;
  texts = new Map([...site.rendered.values()].map((page: RenderedPage) => [page.path, mainText(page.html).replace(/’/g, "'")]));
});

const textOf = (path: string) => texts.get(path) ?? '';

test('the FAQ\'s « dès 49 € par mois » is the maintenance-only option paid for the year, as the offers and the terms of sale say', () => {
  const options = content.offers.maintenance;
  const cheapest = Math.min(...options.flatMap((option) => [option.monthly, ...(option.yearly ? [option.yearly / 12] : [])]));
  expect(cheapest).toBe(49);
  const pagesWith49 = [...texts].filter(([, text]) => text.includes('49 € par mois')).map(([path]) => path);
  expect(pagesWith49.sort()).toEqual(['/', '/blog/combien-coute-un-site-internet/', '/cgv/', '/nos-offres/']);
  for (const path of pagesWith49) {
    const text = textOf(path);
    // Wherever 49 € is said, the page says it is the yearly price, and gives the monthly and hosted prices.
    expect(text, path).toMatch(/49 € par mois.{0,120}(l'année|année d'avance)|(l'année|à l'année).{0,80}49 € par mois/);
    expect(text, path).toContain('50 €');
    if (path !== '/cgv/') expect(text, path).toContain('80 € par mois');
  }
  expect(textOf('/cgv/')).toContain('588 € par an, soit 49 € par mois');
});

test('each landing page price says what it covers', () => {
  // Home FAQ: 990 € with the texts written together, 500 € when the content is ready.
  expect(textOf('/')).toMatch(/Une landing page démarre à 990 €.*textes écrits avec vous.*déjà prêts, nos formules express démarrent à 500 €/);
  // Terms of sale: the 500 € formula assumes ready content, and points to the 990 € offer.
  expect(textOf('/cgv/')).toMatch(/Landing Page Essentiel : à partir de 500 €.*fournit ses textes et ses visuels.*landing page à partir de 990 €/);
  // Case studies: 700–1 500 € is explained at both ends.
  expect(textOf('/realisations/')).toMatch(/de 700 € à 1 500 €, soit 700 € pour une page de vente aux textes déjà prêts \(formule express Page de Vente Pro\) et jusqu'à 1 500 € avec la rédaction/);
  expect(content.offers.termsOfSale.find((offer) => offer.name === 'Page de Vente Pro')?.price).toBe(content.caseStudies.landingPagePrice.from);
  // All offers: the starting prices include the writing; the express formulas need ready content.
  expect(textOf('/nos-offres/')).toMatch(/Ces prix comprennent les textes, écrits avec vous.*formules express.*vos textes et vos visuels sont déjà prêts/);
});
