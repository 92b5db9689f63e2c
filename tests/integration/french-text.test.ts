import { beforeAll, expect, test } from 'vitest';
import type { RenderedPage } from '../../build/render.ts';
import { loadSite } from './site-content.ts';

// French a careful reader would notice on any page of the built site.
// Typography (apostrophes, spaces, units, times) is french-typography.test.ts's.

let pages: RenderedPage[];
beforeAll(async () => {
  pages = [...(await loadSite()).rendered.values()];
});

/** Everything a visitor can read in the HTML, tags and scripts removed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

// "de Éclosion Web", "que Éclosion", "le atelier"…, but not before an aspirated h
// ("de haut en bas"), nor a pronoun after an imperative ("annoncez-la au…").
const missingElision =
  /(?<![\p{L}\-’'])(de|que|le|la|je|me|te|se|ne|jusque|lorsque|puisque) (?!(?:haut|hasard|héros|hors|huit|hollande)\b)([aeiouàâäéèêëîïôöùûüœh]\p{L}*)/giu;

test('no page leaves "de", "que", "le" and the like unelided before a vowel', () => {
  const found = pages.flatMap((page) =>
    [...visibleText(page.html.slice(page.html.indexOf('<body'))).matchAll(missingElision)].map((match) => `${page.path}: « ${match[0]} »`),
  );
  expect(found).toEqual([]);
});

/** What a visitor reads or hears: the text, and the attributes shown or spoken (alt, title, aria-label, placeholder, meta content). */
function readText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map((match) => match[1]!);
  return `${visibleText(html)} ${attributes.join(' ')}`;
}

// English, capitals and slips a proof-reader once found in view. English a
// demo could borrow ('Personnalisation Live', 'Reset', 'SAMPLE'…) is French
// here too: French conventions win.
const slips: Array<[RegExp, string]> = [
  [/\bEmail\b/, 'E-mail'],
  [/\b(Reset|SAMPLE|Custom)\b|Personnalisation Live|Collection Interactive/, 'French'],
  [/À Propos|Mentions Légales|Nos Réalisations|Notre (Histoire|Engagement)|Lettres d’Amour|Questions Pré-Achat|Guides Pratiques/, 'sentence case'],
  [/présence digitale/, 'présence en ligne'],
  [/\bdes bonnes\b/, 'de bonnes'],
  [/pas de votre faute/, 'pas votre faute'],
  [/\brentre dans aucune case/, 'entre dans aucune case'],
  [/\?\./, '? without a full stop after it'],
  [/\bprint\b/i, 'impression'],
  [/\bpackagings?\b/i, 'emballage'],
  [/\bune haltère/i, 'un haltère'],
  [/\bPages Jaunes\b/i, 'PagesJaunes'],
  [/\bVieux Lyon\b/i, 'Vieux-Lyon'],
  [/[\p{Ll},] Entrepreneur individuel/u, 'entrepreneur individuel'],
];

test('no page shows English where French has a word, nor a slip already corrected once', () => {
  const found = pages.flatMap((page) => {
    const text = readText(page.html.slice(page.html.indexOf('<head')));
    return slips.flatMap(([slip, better]) => (slip.test(text) ? [`${page.path}: « ${slip.exec(text)![0]} » (write « ${better} »)`] : []));
  });
  expect(found).toEqual([]);
});
