import { beforeAll, describe, expect, test } from 'vitest';
import { validateContent } from '../../build/validate.ts';
import { formatDate, formatPrice } from '../../src/text/format.ts';
import { readingMinutes } from '../../src/text/markdown.ts';
import type { Content, RawContent } from '../../src/site/content-files.ts';
import { pillars } from '../../src/blog/article.schema.ts';
import type { RenderedPage } from '../../build/render.ts';
import { renderAtomFeed } from '../../src/blog/feed.ts';
import { demoSources } from '../../src/previews/demos.ts';
import { loadSite, mainText } from './site-content.ts';

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
const sp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");

describe('content counts', () => {
  // How many articles there are is the owner's choice (the build checks each one): every file is a page.
  test('every article file is published at its address, beside six case studies and four legal pages', () => {
    expect(content.articles.map((article) => article.file).sort()).toEqual(raw.articles.map((file) => file.file).sort());
    for (const article of content.articles) expect(rendered.has(`/blog/${article.slug}/`), article.file).toBe(true);
    expect(content.caseStudies.studies).toHaveLength(6);
    expect(content.legal.map((legal) => legal.slug).sort()).toEqual(['cgu', 'cgv', 'mentions-legales', 'politique-confidentialite']);
  });

  test('every case study has a client, a problem, a solution, results, a testimonial, five stars and technologies', () => {
    for (const study of content.caseStudies.studies) {
      expect(study.results.length).toBeGreaterThan(0);
      expect(study.tech.length).toBeGreaterThan(0);
      expect(study.rating).toBe(5);
      expect(study.testimonial.text.length).toBeGreaterThan(20);
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
      expect(text).toContain(sp(formatDate(article.publishDate)));
      expect(text).toMatch(/Blog .* Besoin d'aide pour votre projet \? Discutons de votre landing page gratuitement/s);
      expect(html).toContain(`href="/?projet=${article.ctaProject}#contact"`);
      expect(text).toContain(sp(article.cta));
      expect(text).toContain('Retour au blog');
      expect(text).toContain('Tous les articles');
      expect(text).toContain('Conclusion');
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
    for (const pillar of pillars) {
      const section = sections.find((part) => part.includes(`>${pillar}</h2>`));
      const expected = content.articles.filter((article) => article.pillar === pillar);
      // A pillar without articles has no section.
      expect(section !== undefined, pillar).toBe(expected.length > 0);
      if (!section) continue;
      const links = [...section!.matchAll(/href="\/blog\/([a-z0-9-]+)\/"/g)].map((m) => m[1]);
      expect(links).toEqual(expected.map((article) => article.slug));
      for (const article of expected) {
        const text = sp(mainText(`<main>${section!}</main>`));
        expect(text).toContain(sp(article.category));
        expect(text).toContain(sp(article.excerpt));
        expect(text).toContain(`${sp(formatDate(article.publishDate))} · ${article.readTime} min de lecture`);
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

test('dates are written in French long format', () => {
  expect(formatDate('2025-10-28')).toBe('28 octobre 2025');
  expect(formatDate('2025-06-01')).toBe('1 juin 2025');
});

describe('legal pages', () => {
  test.each(['/cgu/', '/cgv/', '/mentions-legales/', '/politique-confidentialite/'])('%s shows the date of its last change, 25 November 2026', (path) => {
    expect(textOf(path)).toContain('Dernière mise à jour : 25 novembre 2026');
    expect(page(path).html).not.toContain('{{');
  });

  test('the privacy policy states the retention rule the database applies', () => {
    const text = textOf('/politique-confidentialite/');
    expect(text).toContain('3 ans à compter du dernier contact');
    expect(text).toContain('supprimées automatiquement, par une vérification quotidienne');
    expect(text).toContain('24 heures au plus');
  });

  test('the legal notices carry the legal identity of content/site.ts', () => {
    const text = textOf('/mentions-legales/');
    const { legal } = content.site;
    for (const value of [legal.owner, legal.status, legal.siret, legal.address, legal.publicationDirector, legal.host.name, legal.host.address, legal.host.phone, content.site.email]) {
      expect(text).toContain(sp(value));
    }
  });

  const cgvFacts = [
    'Landing Page Essentiel : à partir de 500 €, réalisée en 3 à 5 jours ouvrés',
    'Page de Vente Pro : à partir de 700 €, réalisée en 3 à 5 jours ouvrés',
    'Site Vitrine Complet : à partir de 900 €, réalisé en 5 à 7 jours ouvrés',
    'comprend 5 pages et une formation du Client de 30 minutes',
    'Toutes les formules incluent 1 mois de support offert',
    'devis préalable, gratuit',
    'valable 30 jours',
    'le devis signé par le Client',
    'acompte de 30 % du montant total',
    'brief de projet de 30 à 60 minutes',
    'la fourniture par le Client des éléments',
    'Le solde de 70 % est dû à la livraison du site',
    'payable dans un délai de 7 jours calendaires',
    "pénalités égales à trois fois le taux d'intérêt légal",
    'indemnité forfaitaire de 40 € pour frais de recouvrement',
    'la suspension du support',
    'le virement bancaire',
    'la carte bancaire, via un prestataire de paiement',
    'PayPal',
    "n'intervient qu'après le paiement intégral",
    'Hébergement et maintenance : 80 € par mois',
    "jusqu'à 3 modifications mineures par mois et un support sous 24 heures ouvrées",
    'Maintenance seule : 50 € par mois',
    "jusqu'à 3 modifications mineures par mois et un support par e-mail sous 48 heures",
    'sans engagement de durée',
    'préavis de 30 jours',
    'TVA non applicable, art. 293 B du CGI',
  ];
  test.each(cgvFacts)('the terms of sale state: %s', (fact) => {
    expect(textOf('/cgv/')).toContain(fact);
  });

  const privacyFacts = [
    'Demandes de devis restées sans suite : 3 ans',
    'Données des clients : 10 ans',
    'Cookies de mesure d\'audience : 13 mois',
    'Journaux de connexion : 12 mois',
    // No newsletter, preference or session cookie: the site has none (tests/integration/privacy-policy.test.ts).
    "dans un délai d'un mois",
    'prolongé de deux mois',
    'notifions à la CNIL dans un délai de 72 heures',
    'Aucun cookie publicitaire',
    "ne sont déposés qu'avec votre consentement",
    'votre nom ; votre adresse e-mail ; votre numéro de téléphone (facultatif) ; le nom de votre entreprise (facultatif) ; votre message',
  ];
  test.each(privacyFacts)('the privacy policy states: %s', (fact) => {
    expect(textOf('/politique-confidentialite/')).toContain(fact);
  });

  test('the privacy policy names the consent cookie of content/site.ts', () => {
    expect(textOf('/politique-confidentialite/')).toContain(`« ${content.site.consentCookie} » enregistre votre choix (acceptation ou refus) pendant 13 mois`);
  });

  test('an unknown placeholder fails validation with the file, the field and the reason', () => {
    const broken: RawContent = {
      ...raw,
      // A file given as text only: its bytes, when read from disk, are what the build parses.
      legal: raw.legal.map((file) => (file.file.endsWith('cgv.md') ? { file: file.file, source: file.source.replace('{{site.legal.siret}}', '{{site.legal.sirett}}') } : file)),
    };
    const result = validateContent(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { file: 'content/legal/cgv.md', field: 'body', reason: expect.stringMatching(/^unknown placeholder \{\{site\.legal\.sirett\}\} \(known: .*site\.legal\.siret/) },
    ]);
  });
});

describe('offers, case studies and about', () => {
  test('/nos-offres/ shows the FAQ prices, the terms of sale offers and the maintenance options', () => {
    const text = textOf('/nos-offres/');
    for (const price of [990, 1990, 2990]) expect(text).toContain(`À partir de ${sp(formatPrice(price))}`);
    for (const offer of content.offers.termsOfSale) expect(text).toMatch(new RegExp(`${offer.name} Dès ${sp(formatPrice(offer.price))}`));
    expect(text).toContain('80 € par mois');
    expect(text).toContain('50 € par mois');
    expect(text).toContain('préavis de 30 jours');
    for (const name of ['Jeune Pousse', 'Florale', 'Unique']) expect(text).toContain(name);
    expect(page('/nos-offres/').html).toContain('href="/?projet=refonte#contact"');
  });

  test('/realisations/ shows six case studies, the 4,9/5 banner, the landing page price and a quote button to its contact form', () => {
    const { html } = page('/realisations/');
    const text = textOf('/realisations/');
    for (const study of content.caseStudies.studies) expect(text).toContain(sp(study.client));
    expect(html.match(/class="case-study"/g)).toHaveLength(6);
    expect(text).toContain('4,9/5');
    expect(text).toContain('plus de 47 avis clients');
    expect(text).toContain('de 700 € à 1 500 €');
    expect(html).toMatch(/<a class="btn btn-primary" href="#contact">Demander un devis gratuit<\/a>/);
    expect(html).toContain('id="contact"');
    // Reviews of the agency on its own site are self-serving: shown, not marked up.
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
    expect(types).not.toContain('Review');
    expect(types).not.toContain('AggregateRating');
  });

  test('/a-propos/ has the spec sections, animated once visible, and buttons to the contact form', () => {
    const { html } = page('/a-propos/');
    const text = textOf('/a-propos/');
    expect(html).toContain('<a class="back-link" href="/"><span aria-hidden="true">←</span> Retour à l’accueil</a>');
    for (const heading of ['Notre méthode', 'Nos bases', 'Refonte sur mesure']) expect(text).toContain(heading);
    for (const step of ['Diagnostic & audit', 'Maquettes & retours', 'Livraison & accompagnement']) expect(text).toContain(step);
    expect(text).toContain('Chaque projet est unique');
    expect(text).toMatch(/Jeune Pousse Jusqu'à 3 pages .* Florale Jusqu'à 6 pages .* Unique Entièrement sur mesure/);
    expect(html).toContain('<a class="btn btn-primary" href="/?projet=refonte#contact">Discuter d’une refonte</a>');
    expect(html).toContain('<a class="btn btn-primary" href="/#contact">Planifier mon appel gratuit</a>');
    expect(html.match(/data-reveal/g)?.length).toBeGreaterThanOrEqual(5);
    for (const offer of content.offers.base) expect(html).toContain(`background-image:${offer.gradient}`);
  });
});

describe('not-found pages', () => {
  test('the root 404 says Oops! Page not found and links home', () => {
    const text = textOf('/404.html');
    expect(text).toContain('404 Oops! Page not found');
    expect(page('/404.html').html).toContain('href="/"');
    expect(page('/404.html').html).toContain('data-not-found');
  });

  test('the blog 404 says Article non trouvé and links back to the blog', () => {
    expect(textOf('/blog/404.html')).toContain('Article non trouvé');
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
