import { describe, expect, test } from 'vitest';
import { readingMinutes, renderArticle, renderMarkdown } from './markdown.ts';

const article = `Avant tout : une introduction.

### Un intertitre avant la première section

Reste dans l’introduction.

## Combien ça coûte ?

Un paragraphe avec **du gras** et [un lien](/nos-offres/).

### Le détail

- un
- deux

## Délais et étapes

Texte.

## Conclusion

### Pas une sous-partie

Le mot de la fin.
`;

describe('renderArticle', () => {
  const body = renderArticle(article);

  test('splits the introduction, the sections with their subsections, and the conclusion', () => {
    expect(body.introduction).toContain('introduction');
    expect(body.introduction).toContain('<h3>Un intertitre avant la première section</h3>');
    expect(body.sections.map((section) => section.title)).toEqual(['Combien ça coûte\u202f?', 'Délais et étapes']);
    expect(body.sections[0]!.html).toBe('<p>Un paragraphe avec <strong>du gras</strong> et <a href="/nos-offres/">un lien</a>.</p>');
    expect(body.sections[0]!.subsections).toEqual([{ title: 'Le détail', id: 'le-detail', html: '<ul>\n<li>un</li>\n<li>deux</li>\n</ul>' }]);
    expect(body.conclusion).toBe('<h3>Pas une sous-partie</h3>\n<p>Le mot de la fin.</p>');
  });

  test('resolves a reference link wherever its definition stands in the article (the first one wins)', () => {
    const linked = renderArticle(
      'Voir [le guide][guide].\n\n## Étapes\n\nEt [encore][Guide].\n\n## Conclusion\n\nFin.\n\n[guide]: https://exemple.fr/guide\n[guide]: https://exemple.fr/autre\n',
    );
    expect(linked.introduction).toBe('<p>Voir <a href="https://exemple.fr/guide">le guide</a>.</p>');
    expect(linked.sections[0]!.html).toBe('<p>Et <a href="https://exemple.fr/guide">encore</a>.</p>');
    expect(linked.conclusion).toBe('<p>Fin.</p>');
  });

  test('gives each part an id from its title, without accents, never twice the same', () => {
    expect(body.sections.map((section) => section.id)).toEqual(['combien-ca-coute', 'delais-et-etapes']);
    const twice = renderArticle('## Étapes\n\nUn.\n\n## Etapes\n\nDeux.\n');
    expect(twice.sections.map((section) => section.id)).toEqual(['etapes', 'etapes-2']);
  });

  test('sets French punctuation with no-break spaces, in the text and in the titles', () => {
    expect(body.introduction).toContain('Avant tout\u202f: une introduction.');
    expect(body.sections[0]!.title).toBe('Combien ça coûte\u202f?');
  });

  test('counts the words a reader reads, for the reading time', () => {
    // 3 in the title; then L, article, d, aujourd, hui, pas, à, pas, 2, 990.
    expect(renderArticle('## Titre en deux\n\nL’article d’aujourd’hui, pas-à-pas : 2 990 €.\n').words).toBe(13);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1300)).toBe(7);
  });

  test('lets no HTML or script of the source through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nUn <img src=x onerror="alert(2)"> et [un lien](javascript:alert(3)).\n');
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
  });
});

test('sets the suffix of an ordinal in superscript, in text, links and headings, not in code nor in an address', () => {
  expect(renderMarkdown('## Le 1er rendez-vous\n\nAlinéa 1er, la [2e étape](/etapes/2e-etape/), `3e` et https://exemple.fr/1re.\n')).toBe(
    '<h2>Le 1<sup>er</sup> rendez-vous</h2>\n' +
      '<p>Alinéa 1<sup>er</sup>, la <a href="/etapes/2e-etape/">2<sup>e</sup> étape</a>, <code>3e</code> et <a href="https://exemple.fr/1re">https://exemple.fr/1re</a>.</p>',
  );
});

test('renderMarkdown renders a whole document, headings included', () => {
  expect(renderMarkdown('## Article 1\n\nLe texte : clair.\n')).toBe('<h2>Article 1</h2>\n<p>Le texte\u202f: clair.</p>');
});

describe('Markdown as people write it (GitHub-flavoured)', () => {
  test('a table has header cells, aligned columns by class, and scrolls in a region of its own', () => {
    const html = renderMarkdown('| Format | Prix de départ |\n| --- | ---: |\n| Site vitrine | 1 490 € |\n');
    expect(html).toMatch(/^<div class="table-scroll" role="region" tabindex="0" aria-label="[^"]+"><table>/);
    expect(html).toContain('<th>Format</th>');
    expect(html).toContain('<th class="align-right">Prix de départ</th>');
    expect(html).toContain('<td class="align-right">1\u202f490\u00a0€</td>');
    expect(html).not.toMatch(/\salign=|\sstyle=/);
  });

  test('strikethrough, autolinks and task lists, each task naming its checkbox', () => {
    const html = renderMarkdown('~~900 €~~ 750 € sur https://exemple.fr\n\n- [x] Choisir les photos\n- [ ] Écrire les textes\n');
    expect(html).toContain('<del>');
    expect(html).toContain('<a href="https://exemple.fr">https://exemple.fr</a>');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Choisir les photos">');
    expect(html).toContain('<input type="checkbox" disabled aria-label="Écrire les textes">');
  });

  test('footnotes link both ways with French labels, and come after the conclusion, whatever part cites them', () => {
    const body = renderArticle(
      'Une intro[^prix].\n\n## Les délais\n\nDeux semaines[^delai].\n\n## Conclusion\n\nFin.\n\n[^prix]: Hors taxes.\n[^delai]: Après le dépôt des textes.\n',
    );
    const reference = body.sections[0]!.html.match(/<a href="#([^"]+)" id="([^"]+)"[^>]*>2<\/a>/);
    expect(reference, body.sections[0]!.html).not.toBeNull();
    const [, note, back] = reference!;
    expect(body.footnotes).toContain(`<li id="${note}">`);
    expect(body.footnotes).toContain(`href="#${back}"`);
    expect(body.footnotes).toMatch(/<h2[^>]*>Notes<\/h2>/);
    expect(body.footnotes).toContain('aria-label="Revenir à l’appel de note 2"');
    expect(body.conclusion).toBe('<p>Fin.</p>');
    expect(body.sections.map((section) => section.title)).toEqual(['Les délais']);
  });

  test('an article without a conclusion or footnotes has those parts empty', () => {
    const body = renderArticle('Intro.\n\n## Une partie\n\nTexte.\n');
    expect([body.conclusion, body.footnotes]).toEqual(['', '']);
  });
});
