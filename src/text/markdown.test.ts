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

test('renderMarkdown renders a whole document, headings included', () => {
  expect(renderMarkdown('## Article 1\n\nLe texte : clair.\n')).toBe('<h2>Article 1</h2>\n<p>Le texte\u202f: clair.</p>');
});
