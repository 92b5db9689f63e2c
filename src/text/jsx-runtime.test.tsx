import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

// Every component is compiled against jsx-runtime.ts (tsconfig.json's
// jsxImportSource): what it renders comes out typeset.

const narrow = '\u202f';
const nbsp = '\u00a0';

function ReadTime({ minutes }: { minutes: number }) {
  return <p>{minutes} min de lecture</p>;
}

describe('the JSX runtime', () => {
  test("typesets an element's text, including text put together from values", () => {
    expect(renderToStaticMarkup(<h2>Besoin d&apos;aide pour votre projet ?</h2>)).toBe(`<h2>Besoin d’aide pour votre projet${narrow}?</h2>`);
    expect(renderToStaticMarkup(<ReadTime minutes={6} />)).toBe(`<p>6${nbsp}min de lecture</p>`);
    expect(renderToStaticMarkup(<p>{'1\u202f847'} kcal</p>)).toBe(`<p>1${narrow}847${nbsp}kcal</p>`);
    const quote = 'Un vrai plaisir';
    expect(renderToStaticMarkup(<blockquote>« {quote} »</blockquote>)).toBe(`<blockquote>«${narrow}Un vrai plaisir${narrow}»</blockquote>`);
  });

  test('keeps a number with its unit when the unit is in an element of its own', () => {
    const figure = (calories: number) => (
      <p>
        {calories}
        <span className="unit"> kcal</span>
      </p>
    );
    expect(renderToStaticMarkup(figure(1847))).toBe(`<p>1847<span class="unit">${nbsp}kcal</span></p>`);
    const word = (
      <p>
        Dépense<span> kcal</span>
      </p>
    );
    expect(renderToStaticMarkup(word), 'not after a word').toBe('<p>Dépense<span> kcal</span></p>');
    expect(
      renderToStaticMarkup(
        <p>
          Le 12<span> dans la liste</span>
        </p>,
      ),
      'not before a word',
    ).toBe('<p>Le 12<span> dans la liste</span></p>');
  });

  test('sets the suffix of an ordinal in superscript, in text but not in attributes nor where only text may stand', () => {
    const place = 1;
    expect(renderToStaticMarkup(<li title="1re position">{place}re position sur « ostéopathe »</li>)).toBe(
      `<li title="1re position">1<sup>re</sup> position sur «${narrow}ostéopathe${narrow}»</li>`,
    );
    expect(renderToStaticMarkup(<p>Le 1er et le 2e</p>)).toBe('<p>Le 1<sup>er</sup> et le 2<sup>e</sup></p>');
    expect(renderToStaticMarkup(<option>1re place</option>)).toBe('<option>1re place</option>');
    expect(renderToStaticMarkup(<code>2e</code>)).toBe('<code>2e</code>');
  });

  test('typesets the attributes a visitor reads or hears, and no other', () => {
    const html = renderToStaticMarkup(
      <nav aria-label="Fil d'Ariane" title="Jusqu'à 3 pages" data-note="l'id">
        <img alt="Vue d'ensemble" src="/images/l'image.png" loading="lazy" />
        <input placeholder="Tapez ici..." defaultValue="l'entrée" />
      </nav>,
    );
    expect(html).toBe(
      '<nav aria-label="Fil d’Ariane" title="Jusqu’à 3\u00a0pages" data-note="l&#x27;id">' +
        '<img alt="Vue d’ensemble" src="/images/l&#x27;image.png" loading="lazy"/><input placeholder="Tapez ici…" value="l&#x27;entrée"/></nav>',
    );
  });

  test('leaves code and what a visitor types as written', () => {
    expect(renderToStaticMarkup(<code>a ? b : c</code>)).toBe('<code>a ? b : c</code>');
    expect(renderToStaticMarkup(<textarea defaultValue="Oui !" placeholder="Vos envies ?" />)).toBe(
      `<textarea placeholder="Vos envies${narrow}?">Oui !</textarea>`,
    );
  });
});
