import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderCardSvg, shareCards } from '../../build/share-images.ts';
import { demoShareCards } from '../../src/previews/preview-images.ts';
import { sectionShareImages } from '../../src/seo/share-image.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import {
  attributeTexts,
  decodeEntities,
  findFaults,
  islandPropTexts,
  jsonLdTexts,
  ordinalsIn,
  plainOrdinals,
  scriptFaults,
  visibleText,
} from './french-typography.ts';
import { loadSite } from './site-content.ts';
import { readBuiltSite } from './built-site.ts';

// Every text of the built site as a French reader meets it: the pages
// (their text, the head's texts, alt, aria-label, title, placeholder, the
// JSON-LD search engines show, the props their islands receive), the
// strings the scripts write, the blog feed and the share cards. The
// rules are in french-typography.ts; a fault is reported with its page and
// the words around it.

const { out, pages } = readBuiltSite();

/** Each text of a page a reader meets, named by where it stands. */
function pageTexts(html: string): Array<{ where: string; text: string }> {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return [
    { where: 'title', text: decodeEntities(title) },
    { where: 'text', text: visibleText(html.slice(html.indexOf('<body'))) },
    ...attributeTexts(html),
    ...jsonLdTexts(html),
    ...islandPropTexts(html),
  ];
}

/** One line per fault: `/cgv/: meta description: straight apostrophe, not ’: « … »`. */
function faultsOf(page: string, texts: Array<{ where: string; text: string }>): string[] {
  return texts.flatMap(({ where, text }) => findFaults(text).map((fault) => `${page}: ${where}: ${fault.rule}: « ${fault.context} »`));
}

test('no built page breaks a rule of French typography, in its text, head, attributes or JSON-LD', () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(pages.flatMap((page) => faultsOf(page.path, pageTexts(page.html)))).toEqual([]);
});

test('no built page writes an ordinal in its text without raising its ending: 1<sup>re</sup>, 2<sup>e</sup>', () => {
  expect(pages.flatMap((page) => plainOrdinals(page.html).map(({ context }) => `${page.path}: « ${context} »`))).toEqual([]);
});

test('/realisations/ raises the ending of each ordinal its case studies give as a result', async () => {
  const { content } = await loadSite();
  const written = content['case-studies'].studies.flatMap((study) => study.results ?? []).flatMap(ordinalsIn);
  const html = pages.find((page) => page.path === '/realisations/')!.html;
  const raised = [...html.matchAll(/(?<![\p{L}\p{N}])(\d+|[IVX]+)<sup>(\p{L}+)<\/sup>/gu)].map(([, number, ending]) => `${number}${ending}`);
  // Content without an ordinal has nothing to raise: the list of those missing is empty all the same.
  expect(written.filter((found) => !raised.includes(found))).toEqual([]);
});

test('nor do the strings the scripts write: labels, toasts, messages, demo states', () => {
  const scripts = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const faults = scripts.flatMap((file) =>
    scriptFaults(readFileSync(join(out, 'assets', file), 'utf8')).map((fault) => `/assets/${file}: ${fault.rule}: « ${fault.context} »`),
  );
  expect(faults).toEqual([]);
});

test('nor does the blog feed', () => {
  const feed = readFileSync(join(out, 'blog/feed.xml'), 'utf8');
  const texts = [
    ...[...feed.matchAll(/<(title|summary|name)>([\s\S]*?)<\/\1>/g)].map(([, element, text]) => ({ where: element!, text: decodeEntities(text!) })),
    ...[...feed.matchAll(/ term="([^"]*)"/g)].map(([, text]) => ({ where: 'category', text: decodeEntities(text!) })),
  ];
  expect(texts.filter((text) => text.where === 'summary').length).toBeGreaterThan(0);
  expect(faultsOf('/blog/feed.xml', texts)).toEqual([]);
});

test('nor do the share cards, in the words they draw', async () => {
  const { content } = await loadSite();
  const cards = [...shareCards(content.articles, demoShareCards(content)), ...Object.values(sectionShareImages).map((card) => ({ ...card, path: 'section' }))];
  const identity = { brand: content.site.brand, host: new URL(content.site.origin).host, colours: content.site.colours };
  const svgs = await Promise.all(cards.map((card) => renderCardSvg(card, identity, [join(projectRoot, 'public')])));
  const faults = cards.flatMap((card, index) => {
    const svg = svgs[index]!;
    return faultsOf(
      card.path,
      [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text]) => ({ where: 'card', text: decodeEntities(text!) })),
    );
  });
  expect(cards.length).toBeGreaterThan(10);
  expect(faults).toEqual([]);
});

describe('the checker', () => {
  const page = `<!DOCTYPE html><html lang="fr"><head>
    <title>Besoin d'aide ? | Éclosion Web</title>
    <meta name="description" content="Réponse sous 48 heures."/>
    <meta property="og:url" content="https://www.eclosion-web.fr/?projet=landing-page#contact"/>
    <style>.a::after{content:" : ";}</style>
    <script type="application/ld+json">{"@type":"WebPage","url":"https://www.eclosion-web.fr/a-propos/","name":"Retour à l'accueil","datePublished":"2025-10-21"}</script>
  </head><body>
    <nav aria-label="Fil d'Ariane"><a href="/?q=1">Accueil</a></nav>
    <p>6<!-- --> min de lecture, le lundi à 18h00, <time datetime="2025-10-21T18:00">le 21</time>.</p>
    <p>Écrivez à contact@eclosion-web.fr, ou au +33 6 39 98 00 00 : <code>a ? b : c</code>.</p>
    <input placeholder="Tapez ici..." id="champ-2"/>
    <h1>Oops! Page not found</h1>
    <p>Tout est prêt${'\u202f'}! Un site en 7${'\u00a0'}jours, dès 990${'\u00a0'}€, séance à 18${'\u00a0'}h${'\u00a0'}00 : «${'\u202f'}merci${'\u202f'}».</p>
  </body></html>`;
  const faults = faultsOf('/essai/', pageTexts(page));

  test('reports each fault with its page, where it stands, the rule and the words around it', () => {
    expect(faults).toEqual([
      "/essai/: title: straight apostrophe, not ’: « Besoin d'aide ? | Éclosion Web »",
      "/essai/: title: no narrow no-break space before the mark: « Besoin d'aide ? | Éclosion Web »",
      '/essai/: text: no no-break space between the number and its unit: « ⏎ Accueil ⏎ 6 min de lecture, le lundi à 1 »',
      '/essai/: text: time not written "18 h" or "18 h 00": « n de lecture, le lundi à 18h00, le 21. ⏎ Écrivez à »',
      '/essai/: text: no narrow no-break space before the mark: « ou au +33 6 39 98 00 00 : ⏎ . ⏎ Oops! Pag »',
      '/essai/: text: no narrow no-break space before the mark: « 00 : ⏎ . ⏎ Oops! Page not found ⏎ Tou »',
      `/essai/: text: no narrow no-break space before the mark: « 990${'\u00a0'}€, séance à 18${'\u00a0'}h${'\u00a0'}00 : «${'\u202f'}merci${'\u202f'}». ⏎ »`,
      '/essai/: meta description: no no-break space between the number and its unit: « Réponse sous 48 heures. »',
      "/essai/: nav aria-label: straight apostrophe, not ’: « Fil d'Ariane »",
      '/essai/: input placeholder: three dots, not …: « Tapez ici... »',
      "/essai/: JSON-LD name: straight apostrophe, not ’: « Retour à l'accueil »",
    ]);
  });

  test('reads the props of an island as a visitor will once it shows them, leaving addresses, styles and identifiers alone', () => {
    const props = JSON.stringify({
      time: '18h00',
      label: "Objectif d'aujourd'hui",
      id: 't-shirt-signature',
      d: 'M3 14h3a2 2 0 0 1 2 2',
      background: 'linear-gradient(160deg, #fff, #000)',
      src: '/images/a.svg',
      date: '2025-06',
    });
    const html = `<div data-island="X" data-props="${props.replace(/"/g, '&quot;')}"></div>`;
    expect(faultsOf('/ilot/', islandPropTexts(html))).toEqual([
      '/ilot/: island props time: time not written "18 h" or "18 h 00": « 18h00 »',
      "/ilot/: island props label: straight apostrophe, not ’: « Objectif d'aujourd'hui »",
      "/ilot/: island props label: straight apostrophe, not ’: « Objectif d'aujourd'hui »",
    ]);
  });

  test('finds in a script the French strings with three dots, a straight apostrophe or a unit without its space, and leaves code alone', () => {
    const script = `const a="Traitement en cours...",b=\`Nombre d'invités : \${n}\`,c=n+" kcal",d="Coton 180 g/m²",e="Can't read property",f=".a::after{content:'...'}",g="0.3s ease",h="Prêt\u00a0!";`;
    expect(scriptFaults(script).map((fault) => `${fault.rule}: « ${fault.context} »`)).toEqual([
      'three dots, not …: « Traitement en cours... »',
      "straight apostrophe, not ’: « Nombre d'invités :  »",
      'a unit after a value without a no-break space: «  kcal »',
      'no no-break space between the number and its unit: « Coton 180 g/m² »',
    ]);
  });

  test('leaves to the JSX runtime the text an island gives an HTML element, and reads the rest', () => {
    const script = `a("span",{className:"unit",children:" kcal"}),t("p",{children:["Objectif du jour : ",c(r)," kcal"]}),a("code",{children:" kcal"}),a(Card,{children:" kcal"}),u=n+" kcal";`;
    expect(scriptFaults(script).map((fault) => `${fault.rule}: « ${fault.context} »`)).toEqual([
      'a unit after a value without a no-break space: «  kcal »',
      'a unit after a value without a no-break space: «  kcal »',
      'a unit after a value without a no-break space: «  kcal »',
    ]);
  });

  test('finds the ordinals of the text left plain, and not those raised, in code, in attributes or in addresses', () => {
    const html = `<body><p>La 1re position, le 2<sup>e</sup> rang, au XXIe siècle.</p><ul><li>3es</li></ul>
      <p title="1re place"><a href="/1er-mai/">le 1<sup>er</sup> mai</a>, <code>2e</code>, #1e1e1e, 1e5, 2ème, contact1er@exemple.fr</p></body>`;
    expect(plainOrdinals(html).map(({ ordinal }) => ordinal)).toEqual(['1re', 'XXIe', '3es']);
    expect(plainOrdinals(html)[0]!.context).toBe('⏎ La 1re position, le 2^ rang, au');
  });

  test('finds no fault in text set right, nor in addresses, times, styles and code', () => {
    const right = `<html><head><title>Besoin d’aide${'\u202f'}?</title></head><body><p>Oups${'\u202f'}! Page introuvable</p><p>Tout est prêt${'\u202f'}! Séance à 18${'\u00a0'}h${'\u00a0'}00, 7${'\u00a0'}jours, 990${'\u00a0'}€</p><a href="/?q=1" title="Voir l’offre">x</a></body></html>`;
    expect(faultsOf('/juste/', pageTexts(right))).toEqual([]);
  });
});
