import { beforeAll, expect, test } from 'vitest';
import type { Content } from '../../src/site/content-files.ts';
import type { RenderedPage } from '../../build/render.ts';
import { loadSite, mainText } from './site-content.ts';

// One price story: wherever a price of the same thing differs from another
// page's, the page says what each price covers.

let content: Content;
let texts: Map<string, string>;
let rendered: Map<string, RenderedPage>;
beforeAll(async () => {
  const site = await loadSite();
  content = site.content;
  rendered = site.rendered;
  texts = new Map([...site.rendered.values()].map((page: RenderedPage) => [page.path, mainText(page.html).replace(/’/g, "'")]));
});

const textOf = (path: string) => texts.get(path) ?? '';

test('the FAQ\'s « dès 49 € par mois » is the maintenance-only option paid for the year, as the offers and the terms of sale say', () => {
  const options = content.offers.maintenance;
  const cheapest = Math.min(...options.flatMap((option) => [option.monthly, ...(option.yearly ? [option.yearly / 12] : [])]));
  expect(cheapest).toBe(49);
  // The site's pages, and the articles checked against the offers (below).
  const checked = (path: string) => !path.startsWith('/blog/') || articles().some((article) => path === `/blog/${article.slug}/`);
  const pagesWith49 = [...texts].filter(([path, text]) => checked(path) && text.includes('49 € par mois')).map(([path]) => path);
  expect(pagesWith49.filter((path) => !path.startsWith('/blog/')).sort()).toEqual(['/', '/cgv/', '/nos-offres/']);
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

// Prices in articles are the offers' own, with what each covers; the only
// other amount is a worked example of what a client brings in, not a claim.
const workedExamples = new Set([800]);

// The articles of this site as they were checked against the offers. An
// article the owner adds, renames or removes is the owner's to check: these
// tests read the ones still there, and never fail for a new one.
const checkedArticles = [
  'combien-coute-un-site-internet',
  'combien-de-temps-pour-creer-un-site',
  'comment-choisir-son-agence-web',
  'landing-page-ou-site-vitrine',
  'preparer-son-projet-de-site',
  'referencement-local-google',
];
const articles = () => content.articles.filter((article) => checkedArticles.includes(article.slug));

/** The amounts in euros a text states ('1 990 €' → 1990). */
function amounts(text: string): number[] {
  return [...text.matchAll(/(\d{1,3}(?: \d{3})*)(?:,\d+)? €/g)].map((match) => Number(match[1]!.replace(/ /g, '')));
}

test('every price an article states is one of the offers, and the article says it is net of VAT and links to the offers', () => {
  const { offers, caseStudies } = content;
  const known = new Set([
    ...offers.services.map((offer) => offer.price),
    ...offers.termsOfSale.map((offer) => offer.price),
    ...offers.maintenance.flatMap((option) => [option.monthly, ...(option.yearly ? [option.yearly, option.yearly / 12] : [])]),
    caseStudies.landingPagePrice.from,
    caseStudies.landingPagePrice.to,
  ]);
  for (const article of articles()) {
    const text = textOf(`/blog/${article.slug}/`);
    const stated = amounts(text).filter((amount) => !workedExamples.has(amount));
    for (const amount of stated) expect(known, `${article.slug}: ${amount} €`).toContain(amount);
    if (stated.length > 0) expect(text, article.slug).toContain(content.site.legal.vatMention);
  }
});

test('every page that lists prices gives the VAT mention, demonstrations of fictional businesses aside', () => {
  const demos = ['/produit/', '/studio-design/', '/portfolio-creatif/', '/portfolio-photographe/', '/traiteur-evenementiel/', '/coach-sportif-premium/'];
  const others = content.articles.filter((article) => !checkedArticles.includes(article.slug)).map((article) => `/blog/${article.slug}/`);
  const priced = [...texts].filter(([path, text]) => !demos.includes(path) && !others.includes(path) && amounts(text).length > 0);
  expect(priced.map(([path]) => path)).toEqual(expect.arrayContaining(['/', '/nos-offres/', '/realisations/', '/cgv/']));
  for (const [path, text] of priced) expect(text, path).toContain(content.site.legal.vatMention);
  expect(textOf('/nos-offres/')).not.toContain('TTC');
});

test('every delivery time says from when it counts: the project brief, as the terms of sale say', () => {
  for (const offer of [...content.offers.services, ...content.offers.termsOfSale]) expect(offer.delay, offer.name).toMatch(/^Livrée? en .* après le brief$/);
  expect(textOf('/')).toContain('Comptez 7 à 15 jours selon le projet, à compter du brief de projet');
  expect(textOf('/cgv/')).toContain("Il court à compter du jour où la commande est ferme (article 4) : le brief de projet a eu lieu");
  // The articles give the offers' delays, never another reading of them.
  const delays = articles().map((article) => textOf(`/blog/${article.slug}/`)).join(' ');
  expect(delays).not.toMatch(/10 à 15 jours|deux à trois semaines|en une semaine/);
  if (texts.has('/blog/combien-de-temps-pour-creer-un-site/')) expect(textOf('/blog/combien-de-temps-pour-creer-un-site/')).toMatch(/Une landing page : 7 jours\. Un site vitrine de cinq à sept pages : de 7 à 15 jours\. Un site avec blog et référencement : 15 jours\./);
});

test('each article links in its text to an offer page and to another article, and dates no claim by year', () => {
  for (const article of articles()) {
    const page = rendered.get(`/blog/${article.slug}/`)!.html;
    const body = page.slice(page.indexOf('<div class="container prose">'), page.indexOf('<aside class="article-cta"'));
    const links = [...body.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]!);
    expect(links.filter((href) => href === '/nos-offres/' || href === '/cgv/'), article.slug).not.toHaveLength(0);
    expect(links.filter((href) => href.startsWith('/blog/') && href !== `/blog/${article.slug}/` && href !== '/blog/'), article.slug).not.toHaveLength(0);
    expect(`${article.metaDescription} ${article.excerpt} ${textOf(`/blog/${article.slug}/`)}`, article.slug).not.toMatch(/\ben 20\d\d\b/);
  }
});
