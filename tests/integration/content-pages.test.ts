import { beforeAll, describe, expect, test } from 'vitest';
import { validateContent } from '../../build/validate.ts';
import caseStudiesFile from '../../content/case-studies.ts';
import { fillInText } from '../../src/text/fill-in.ts';
import { declarationText, styleClassName } from '../../src/ui/style-rules.ts';
import { formatDate, formatMonthYear, formatPrice } from '../../src/text/format.ts';
import { readingMinutes } from '../../src/text/markdown.ts';
import type { Content, RawContent } from '../../src/site/content-files.ts';
import type { RenderedPage } from '../../build/render.ts';
import { renderAtomFeed } from '../../src/blog/feed.ts';
import { demoSources } from '../../src/demos/demo-sources.ts';
import { loadSite, mainText } from './site-content.ts';
import { landingPagePrices } from '../../src/offers/landing-page-prices.ts';
import { plain } from '../fixtures/plain-text.ts';

let raw: RawContent;
let content: Content;
let rendered: Map<string, RenderedPage>;
beforeAll(async () => {
  ({ raw, content, rendered } = await loadSite());
});

const page = (path: string) => {
  const found = rendered.get(path);
  if (!found) throw new Error(`no page at ${path}`);
  return found;
};
// Facts are checked whatever the apostrophe (Markdown is typeset with ’; tests/integration/french-text.test.ts checks that).
const textOf = (path: string) => mainText(page(path).html).replace(/’/g, "'");
const price = (amount: number) => plain(formatPrice(amount));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text of each case study card of /realisations/, in order, and its markup. */
const caseStudyCards = () =>
  page('/realisations/')
    .html.split('<article class="case-study"')
    .slice(1)
    .map((html) => html.slice(0, html.indexOf('</article>')))
    .map((html) => ({ html, text: plain(mainText(`<main>${html}</main>`)) }));
/** The label of each primary button of a page that leads to `href`. */
const primaryButtons = (path: string, href: string) =>
  [...page(path).html.matchAll(new RegExp(`<a class="btn btn-primary" href="${escape(href)}">([^<]*)</a>`, 'g'))].map((match) =>
    plain(match[1]!.replace(/&#x27;/g, "'")),
  );

describe('published content', () => {
  // How many articles, case studies and legal pages there are is the owner's choice (the build checks each one): every one is published.
  test('every article and legal file is published at its address, and every case study of content/case-studies.ts on /realisations/', () => {
    expect(content.articles.map((article) => article.file).sort()).toEqual(raw.articles.map((file) => file.file).sort());
    for (const article of content.articles) expect(rendered.has(`/blog/${article.slug}/`), article.file).toBe(true);
    expect(content.legal.map((legal) => legal.file).sort()).toEqual(raw.legal.map((file) => file.file).sort());
    for (const legal of content.legal) {
      expect(legal.file).toBe(`content/legal/${legal.slug}.md`);
      expect(rendered.has(`/${legal.slug}/`), legal.file).toBe(true);
    }
    // In the order the reviews statement announces: the newest review first, the studies without one after them.
    const dateOf = (study: (typeof caseStudiesFile.studies)[number]) => ('testimonial' in study && study.testimonial ? study.testimonial.date : '');
    const newestFirst = [...caseStudiesFile.studies].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
    expect(caseStudyCards().map(({ html }) => /id="etude-([^"]+)"/.exec(html)?.[1])).toEqual(newestFirst.map((study) => study.id));
  });

  test('every case study shows its client, problem, solution, and the results, testimonial, stars and technologies it has', () => {
    const cards = caseStudyCards();
    expect(cards).toHaveLength(content['case-studies'].studies.length);
    for (const study of content['case-studies'].studies) {
      const { html, text } = cards.find((card) => card.html.includes(`id="etude-${study.id}"`))!;
      for (const value of [
        study.category,
        study.client,
        study.problem,
        study.solution,
        ...(study.results ?? []),
        ...(study.testimonial ? [study.testimonial.text, study.testimonial.author] : []),
        ...(study.tech ?? []),
      ]) {
        expect(text, study.id).toContain(plain(value));
      }
      // A block the study does not have leaves no heading behind.
      expect(html.includes('<h4>Les résultats</h4>'), study.id).toBe(study.results !== undefined);
      expect(html.includes('<blockquote>'), study.id).toBe(study.testimonial !== undefined);
      if (study.rating !== undefined) expect(plain(html), study.id).toContain(`aria-label="Note : ${study.rating} sur 5">${'★'.repeat(study.rating)}</p>`);
      else expect(html, study.id).not.toContain('class="stars"');
      // The date of the review and of the project it is about (D111-17).
      if (study.testimonial)
        expect(text, study.id).toContain(
          plain(
            fillInText(content['case-studies'].page.reviewDates, {
              review: formatDate(study.testimonial.date),
              project: formatMonthYear(study.testimonial.project),
            }),
          ),
        );
    }
  });
});

describe('blog articles', () => {
  test('the reading time is derived from the text', () => {
    for (const article of content.articles) {
      expect(article.readTime).toBe(readingMinutes(article.body.words));
      expect(textOf(`/blog/${article.slug}/`)).toContain(`${article.readTime} min de lecture`);
    }
  });

  test('the article page shows the French date, the call to action and the links back to the blog', () => {
    for (const article of content.articles) {
      const { html } = page(`/blog/${article.slug}/`);
      const text = textOf(`/blog/${article.slug}/`);
      expect(html).toContain(`<title>${article.title.replace(/'/g, '&#x27;')} | ${content.site.blogName}</title>`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(text).toContain(plain(formatDate(article.publishDate)));
      // A revised article says when, beside its first date.
      if (article.updatedDate !== undefined && article.updatedDate > article.publishDate)
        expect(text).toContain(`${plain(content.blog.article.updated)} ${plain(formatDate(article.updatedDate))}`);
      else expect(text).not.toContain(plain(content.blog.article.updated));
      expect(text).toContain(`${plain(content.blog.callToAction.title)} ${plain(article.ctaText)}`);
      expect(html).toContain(article.ctaProject ? `href="/?projet=${article.ctaProject}#contact"` : 'href="/#contact"');
      expect(text).toContain(plain(article.cta));
      expect(text).toContain('Retour au blog');
      expect(text).toContain('Tous les articles');
      // Its conclusion under its own heading, when it has one.
      expect(html.includes('id="conclusion"'), article.slug).toBe(article.body.conclusion !== '');
    }
  });

  test('the article JSON-LD names the author, the dates and the image', () => {
    const article = content.articles[0]!;
    const blocks = [...page(`/blog/${article.slug}/`).html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    // The owner, a person, from content/site.ts: a placeholder the production build refuses until it is filled in.
    expect(posting.author).toMatchObject({ '@type': 'Person', name: content.site.legal.owner });
    expect(textOf(`/blog/${article.slug}/`)).toContain(`Par ${content.site.legal.owner} · `);
    expect(posting.datePublished).toBe(article.publishDate);
    // Raster, as rich results require: the share image made from the title and the illustration.
    expect(posting.image).toBe(`${content.site.origin}/images/partage/blog/${article.slug}.png`);
  });

  test('the blog index groups the articles under their pillar, with category, excerpt, date and reading time', () => {
    const { html } = page('/blog/');
    const sections = html.split('<section').slice(1);
    for (const pillar of content.blog.pillars) {
      const section = sections.find((part) => part.includes(`>${pillar}</h2>`));
      const expected = content.articles.filter((article) => article.pillar === pillar);
      // A pillar without articles has no section.
      expect(section !== undefined, pillar).toBe(expected.length > 0);
      if (!section) continue;
      const links = [...section!.matchAll(/href="\/blog\/([a-z0-9-]+)\/"/g)].map((m) => m[1]);
      expect(links).toEqual(expected.map((article) => article.slug));
      for (const article of expected) {
        const text = plain(mainText(`<main>${section!}</main>`));
        if (article.category) expect(text).toContain(plain(article.category));
        expect(text).toContain(plain(article.excerpt));
        expect(text).toContain(`${plain(formatDate(article.publishDate))} · ${article.readTime} min de lecture`);
      }
    }
  });

  test('the Atom feed lists every article', () => {
    const feed = renderAtomFeed(content.site, content.articles, '2025-11-01');
    expect(feed.match(/<entry>/g)).toHaveLength(content.articles.length);
  });

  test('the Atom feed escapes what XML reserves, and only that', () => {
    const [first] = content.articles;
    const article = { ...first!, title: 'Sites & blogs : <le> "vrai" prix', category: 'R&D', excerpt: 'Ni 0 € ni 20 000 €, l’entre-deux.' };
    const feed = renderAtomFeed(content.site, [article], '2025-11-01');
    expect(feed).toContain('<title>Sites &amp; blogs : &lt;le&gt; &quot;vrai&quot; prix</title>');
    expect(feed).toContain('<category term="R&amp;D"/>');
    expect(feed).toContain('<summary>Ni 0 € ni 20 000 €, l’entre-deux.</summary>');
  });
});

describe('legal pages', () => {
  test('every legal page shows the date of its last change, and no placeholder left unfilled', () => {
    for (const legal of content.legal) {
      expect(textOf(`/${legal.slug}/`), legal.file).toContain(`Dernière mise à jour : ${plain(formatDate(legal.updated))}`);
      expect(page(`/${legal.slug}/`).html, legal.file).not.toMatch(/\{site\./);
    }
  });

  test('an unknown placeholder fails validation with the file, the field and the reason', () => {
    // The first placeholder of a legal page, misspelt.
    const target = raw.legal.find((file) => /\{site\.[\w.]+\}/.test(file.source));
    expect(target, 'a legal page with a {site.…} placeholder').toBeDefined();
    const name = /\{(site\.[\w.]+)\}/.exec(target!.source)![1]!;
    const broken: RawContent = {
      ...raw,
      // A file given as text only: its bytes, when read from disk, are what the build parses.
      legal: raw.legal.map((file) => (file === target ? { file: file.file, source: file.source.replace(`{${name}}`, `{${name}t}`) } : file)),
    };
    const result = validateContent(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        file: target!.file,
        field: 'body',
        reason: expect.stringMatching(new RegExp(`^unknown placeholder \\{${escape(name)}t\\} \\(known: .*${escape(name)}\\b`)),
      },
    ]);
  });
});

describe('offers, case studies and about', () => {
  test('the FAQ and the terms of sale read every offers value they name', () => {
    for (const path of ['/', '/cgv/']) expect(page(path).html, path).not.toMatch(/\{offers\.[\w.]+\}/);
  });

  test("/nos-offres/ shows the services' starting prices, the terms of sale offers and the maintenance options", () => {
    const { offers } = content;
    const text = textOf('/nos-offres/');
    for (const offer of offers.services) expect(text).toContain(`${plain(offer.name)} À partir de ${price(offer.price)}`);
    for (const offer of offers.termsOfSale) expect(text).toContain(`${plain(offer.name)} Dès ${price(offer.price)}`);
    for (const option of offers.maintenance) {
      expect(text).toContain(`${plain(option.name)} ${price(option.monthly)} par mois`);
      if (option.yearly)
        expect(text).toContain(plain(fillInText(offers.page.yearlyPrice, { monthly: formatPrice(option.yearly / 12), yearly: formatPrice(option.yearly) })));
    }
    expect(text).toContain(plain(offers.maintenanceTerms));
    expect(page('/nos-offres/').html).toContain('href="/?projet=refonte#contact"');
  });

  test('/realisations/ shows every case study, the rating banner, the landing page price and a quote button to its contact form', () => {
    const { rating, page: texts } = content['case-studies'];
    const prices = landingPagePrices(content.offers);
    const { html } = page('/realisations/');
    const text = textOf('/realisations/');
    for (const study of content['case-studies'].studies) expect(text).toContain(plain(study.client));
    expect(html.match(/class="case-study"/g)).toHaveLength(content['case-studies'].studies.length);
    if (rating) expect(text).toContain(`${rating.value.toLocaleString('fr-FR')}/5 ${plain(fillInText(texts.ratingCount, { count: rating.count }))}`);
    else expect(html).not.toContain('rating-value');
    if (prices)
      expect(text).toContain(
        plain(
          fillInText(texts.landingPagePrice, { ready: formatPrice(prices.ready), written: formatPrice(prices.written), vat: content.site.legal.vatMention }),
        ),
      );
    expect(primaryButtons('/realisations/', '#contact')).toContain(plain(texts.quoteLabel));
    expect(html).toContain('id="contact"');
    // Reviews of the agency on its own site are self-serving: shown, not marked up.
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
    expect(types).not.toContain('Review');
    expect(types).not.toContain('AggregateRating');
  });

  test('/a-propos/ has its sections, animated once visible, and buttons to the contact form', () => {
    const { html } = page('/a-propos/');
    const text = textOf('/a-propos/');
    const { about, offers } = content;
    expect(html).toContain('<a class="back-link" href="/"><span aria-hidden="true">←</span> Retour à l’accueil</a>');
    for (const heading of ['Notre méthode', 'Nos offres', 'Refonte sur mesure']) expect(text).toContain(heading);
    expect(text).toContain(plain(about.heading));
    for (const item of [...about.principles, ...about.steps]) expect(text).toContain(plain(item.title));
    // The offers in the order of content/offers.ts, each with its price.
    const bases = offers.services.map((offer) => text.indexOf(`${plain(offer.name)} ${offer.pages}`));
    expect(bases).not.toContain(-1);
    expect(bases).toEqual([...bases].sort((a, b) => a - b));
    expect(html).toContain('<a class="btn btn-primary" href="/?projet=refonte#contact">Discuter d’une refonte</a>');
    expect(primaryButtons('/a-propos/', '/#rendez-vous')).toContain(plain(about.callLabel));
    expect(html.match(/ data-reveal="rise"/g)?.length).toBeGreaterThanOrEqual(5);
    // Each offer on its gradient: a rule of the page's own stylesheet, named after it (src/ui/style-rules.ts).
    for (const offer of content.offers.services.filter((item) => item.gradient !== undefined)) {
      const declarations = declarationText({ backgroundImage: offer.gradient! });
      expect(html).toMatch(new RegExp(`class="[^"]*\\b${styleClassName(declarations)}\\b[^"]*"`));
      expect(page('/a-propos/').styleRules).toContain(declarations);
    }
  });
});

describe('not-found pages', () => {
  test('the root 404 says the page is not found and links home', () => {
    const text = textOf('/404.html');
    expect(text).toContain(`404 ${plain(content['not-found'].heading)}`);
    expect(page('/404.html').html).toContain('href="/"');
    expect(page('/404.html').html).toContain('data-not-found');
  });

  test('the blog 404 says the article is not found and links back to the blog', () => {
    expect(textOf('/blog/404.html')).toContain(`404 ${plain(content.blog.notFound.title)}`);
    expect(page('/blog/404.html').html).toContain('href="/blog/"');
  });

  test('neither is listed in the sitemap', () => {
    expect(page('/404.html').sitemap).toBeUndefined();
    expect(page('/blog/404.html').sitemap).toBeUndefined();
  });
});

test('every demo has one back pill to the home page, and no other back link', () => {
  for (const demo of demoSources) {
    const { html } = page(demo.path);
    expect(html.match(/<a class="demo-back" href="\/"><span aria-hidden="true">←<\/span> Retour( à l’accueil)?<\/a>/g), demo.path).toHaveLength(1);
    expect(html, demo.path).not.toMatch(/class="(ct-back|co-back|back-fixed|back-link)"/);
  }
});
