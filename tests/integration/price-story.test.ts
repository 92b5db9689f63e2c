import { beforeAll, expect, test } from 'vitest';
import type { Content } from '../../src/site/content-files.ts';
import type { RenderedPage } from '../../build/render.ts';
import { demoSources } from '../../src/demos/demo-sources.ts';
import { formatPrice } from '../../src/text/format.ts';
import { fillInText } from '../../src/text/fill-in.ts';
import { landingPagePrices } from '../../src/offers/landing-page-prices.ts';
import { loadSite, mainText } from './site-content.ts';

// One price story: wherever a price of the same thing differs from another
// page's, the page says what each price covers. The prices are those of
// content/offers.ts and services.ts, whatever they are.

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
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount as the pages write it, with plain spaces ('1 990 €'). */
const euros = (amount: number) => formatPrice(amount).replace(/[\u00a0\u202f]/g, ' ');
/** `said` in a text, not as the end of a larger amount ('990 €' is not in '1 990 €'). */
const saying = (said: string) => new RegExp(`(?<!\\d)(?<!\\d )${escape(said)}`);
const states = (text: string, amount: number) => saying(euros(amount)).test(text);

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

/** The site's pages and the articles checked against the offers, with their text. */
const checkedPages = () => [...texts].filter(([path]) => !path.startsWith('/blog/') || articles().some((article) => path === `/blog/${article.slug}/`));

/** The amounts in euros a text states ('1 990 €' → 1990). */
function amounts(text: string): number[] {
  return [...text.matchAll(/(\d{1,3}(?: \d{3})*)(?:,\d+)? €/g)].map((match) => Number(match[1]!.replace(/ /g, '')));
}

test('a maintenance price paid for the year is said to be so wherever it is stated, beside the monthly prices, as the offers and the terms of sale say', () => {
  const options = content.offers.maintenance;
  // « dès … par mois » is the lowest monthly price the offers allow.
  const cheapest = Math.min(...options.flatMap((option) => [option.monthly, ...(option.yearly ? [option.yearly / 12] : [])]));
  for (const [path, text] of checkedPages()) {
    for (const match of text.matchAll(/dès (\d{1,3}(?: \d{3})*(?:,\d+)?) € par mois/g)) expect(`${match[1]} €`, path).toBe(euros(cheapest));
  }
  const monthly = options.map((option) => option.monthly);
  for (const option of options.filter((item) => item.yearly !== undefined && !monthly.includes(item.yearly / 12))) {
    const yearly = option.yearly!;
    // Under the option on the offers page, and in the terms of sale.
    for (const path of ['/nos-offres/', '/cgv/'])
      expect([states(textOf(path), yearly), states(textOf(path), yearly / 12)], `${path}: ${option.name}`).toEqual([true, true]);
    const perMonth = saying(`${euros(yearly / 12)} par mois`).source;
    const pages = checkedPages().filter(([, text]) => new RegExp(perMonth).test(text));
    for (const [path, text] of pages) {
      // Wherever it is said, the page says it is the yearly price, and gives the monthly and hosted prices.
      expect(text, path).toMatch(new RegExp(`${perMonth}.{0,120}(l'année|année d'avance)|(l'année|à l'année).{0,80}${perMonth}`));
      for (const other of options) expect(text, `${path}: ${other.name}`).toMatch(saying(`${euros(other.monthly)}`));
    }
  }
});

test('each landing page price says what it covers', () => {
  const { offers } = content;
  // Texts written with the client, or ready: the two stories of a landing page's price.
  const written = offers.services.filter((offer) => offer.project === 'landing-page').map((offer) => offer.price);
  const ready = offers.termsOfSale.filter((offer) => offer.project === 'landing-page').map((offer) => offer.price);
  const prices = new Set([...written, ...ready]);
  const withSeveral = checkedPages().filter(([, text]) => [...prices].filter((amount) => states(text, amount)).length > 1);
  // The offers page lists both kinds of offer, whatever their prices.
  if (written.length > 0 && ready.length > 0) expect(withSeveral.map(([path]) => path)).toContain('/nos-offres/');
  // The case studies give both starting prices, from the offers.
  const starting = landingPagePrices(offers);
  if (starting) expect(withSeveral.map(([path]) => path)).toContain('/realisations/');
  for (const [path, text] of withSeveral) {
    expect(text, `${path}: the price with the texts written together`).toMatch(/textes,? écrits avec vous|avec la rédaction|comprennent la rédaction/);
    expect(text, `${path}: the price when the content is ready`).toMatch(/(textes|contenus?)[^.]{0,40}(déjà )?prêts?|fournit ses textes/);
  }
  // No other amount stands for a landing page there.
  if (starting) expect(amounts(textOf('/realisations/'))).toEqual([starting.ready, starting.written]);
});

test('every price an article states is one of the offers, and the article says it is net of VAT and links to the offers', () => {
  const { offers } = content;
  const known = new Set([
    ...offers.services.map((offer) => offer.price),
    ...offers.termsOfSale.map((offer) => offer.price),
    ...offers.maintenance.flatMap((option) => [option.monthly, ...(option.yearly ? [option.yearly, option.yearly / 12] : [])]),
  ]);
  for (const article of articles()) {
    const text = textOf(`/blog/${article.slug}/`);
    const stated = amounts(text).filter((amount) => !workedExamples.has(amount));
    for (const amount of stated) expect(known, `${article.slug}: ${amount} €`).toContain(amount);
    if (stated.length > 0) expect(text, article.slug).toContain(content.site.legal.vatMention);
  }
});

test('every page that lists prices gives the VAT mention, demonstrations of fictional businesses aside', () => {
  const demos = demoSources.map((demo) => demo.path);
  const others = content.articles.filter((article) => !checkedArticles.includes(article.slug)).map((article) => `/blog/${article.slug}/`);
  // A page lists prices when it states one of the site's: an amount the law sets (contracts of 120 € or more) is no price.
  const { offers, services } = content;
  const prices = new Set([
    ...offers.services.map((offer) => offer.price),
    ...offers.termsOfSale.map((offer) => offer.price),
    ...offers.maintenance.flatMap((option) => [option.monthly, ...(option.yearly ? [option.yearly] : [])]),
    ...services.flatMap((service) => (service.priceFrom === undefined ? [] : [service.priceFrom])),
  ]);
  const priced = [...texts].filter(([path, text]) => !demos.includes(path) && !others.includes(path) && amounts(text).some((amount) => prices.has(amount)));
  // The pages whose prices the site itself writes out of content/.
  const withPrices = ['/nos-offres/', '/realisations/', ...(content.services.some((service) => service.priceFrom !== undefined) ? ['/'] : [])];
  expect(priced.map(([path]) => path)).toEqual(expect.arrayContaining(withPrices));
  for (const [path, text] of priced) expect(text, path).toContain(content.site.legal.vatMention);
  expect(textOf('/nos-offres/')).not.toContain('TTC');
});

test('every delivery time says from when it counts: the project brief, as the terms of sale say', () => {
  const offers = [...content.offers.services, ...content.offers.termsOfSale];
  const delays = offers.map((offer) => fillInText(content.offers.page.delay, { days: offer.days }));
  for (const [index, delay] of delays.entries()) expect(delay, offers[index]!.name).toMatch(/\bbrief\b/);
  // '7 jours ouvrés' of 'Livraison en 7 jours ouvrés au plus après le brief'.
  const durations = delays.map((delay) => /\d+(?: à \d+)? jours(?: ouvrés)?/.exec(delay.replace(/[\u00a0\u202f]/g, ' '))?.[0]);
  expect(durations, 'each delay in days').not.toContain(undefined);
  // A page that gives an offer's delay as a range of days says from when it counts.
  const ranges = [...new Set(durations.filter((duration) => duration!.includes(' à ')))] as string[];
  for (const [path, text] of checkedPages()) if (ranges.some((range) => text.includes(range))) expect(text, path).toMatch(/\bbrief\b/);
  // The articles give the offers' delays, never another reading of them.
  const articleTexts = articles()
    .map((article) => textOf(`/blog/${article.slug}/`))
    .join(' ');
  expect(articleTexts).not.toMatch(/10 à 15 jours|deux à trois semaines|en une semaine/);
  const article = textOf('/blog/combien-de-temps-pour-creer-un-site/');
  if (article) for (const offer of content.offers.services) expect(article, offer.name).toContain(durations[offers.indexOf(offer)]!);
});

test('each article links in its text to an offer page and to another article, and dates no claim by year', () => {
  for (const article of articles()) {
    const page = rendered.get(`/blog/${article.slug}/`)!.html;
    const body = page.slice(page.indexOf('<div class="container prose">'), page.indexOf('<aside class="article-cta"'));
    const links = [...body.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]!);
    expect(
      links.filter((href) => href === '/nos-offres/' || href === '/cgv/'),
      article.slug,
    ).not.toHaveLength(0);
    expect(
      links.filter((href) => href.startsWith('/blog/') && href !== `/blog/${article.slug}/` && href !== '/blog/'),
      article.slug,
    ).not.toHaveLength(0);
    expect(`${article.metaDescription} ${article.excerpt} ${textOf(`/blog/${article.slug}/`)}`, article.slug).not.toMatch(/\ben 20\d\d\b/);
  }
});
