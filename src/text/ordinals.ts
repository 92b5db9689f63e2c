// French ordinals as the Imprimerie nationale sets them: the suffix in
// superscript, 1<sup>er</sup>, 1<sup>re</sup>, 2<sup>e</sup>, 3<sup>es</sup>,
// XXI<sup>e</sup>. The renderers that can write markup do it (the JSX runtime,
// the Markdown renderer); attributes, the head and JSON-LD keep plain text.
//
// Only the right forms: "1ère", "2ème", "2nd" or "2eme" are mistakes for the
// content check to name, not ordinals to set. Not inside a word, a number
// ("1e5"), an address or an identifier ("#1e1e1e", "page-2e", "1er@…").

const ordinal = /(?<![\p{L}\p{N}_@#/.,=&+:'’-])(?:(1)(ers?|res?)|([2-9]|[1-9]\d+)(es?)|(I)(ers?|res?)|([IVX]{2,}|V|X)(es?))(?![\p{L}\p{N}_@/=&-])/gu;

const roman = /^X{0,3}(?:IX|IV|V?I{0,3})$/;

/**
 * The text cut around the suffixes of its ordinals: 'la 1re place' gives
 * ['la 1', 're', ' place']; every odd item is a suffix to set in superscript.
 * A text without an ordinal comes back alone in its array.
 */
export function splitOrdinals(text: string): string[] {
  if (!/\d|[IVX]/.test(text)) return [text];
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(ordinal)) {
    const number = match[1] ?? match[3] ?? match[5] ?? match[7]!;
    if (/^[IVX]+$/.test(number) && !roman.test(number)) continue;
    const suffixAt = match.index + number.length;
    parts.push(text.slice(start, suffixAt), match[0].slice(number.length));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

const wrongOrdinal = /(?<![\p{L}\p{N}_@#/.,=&+:'’-])(\d+|[IVX]+)(ère|ere|ème|eme|ième|ieme|è|nde?)(s?)(?![\p{L}\p{N}_@/=&-])/u;

/** The first ordinal of a text written in a form French does not use ('1ère', '2ème', '2nd', 'XIXème'), with the right one. */
export function findWrongOrdinal(text: string): { found: string; right: string } | undefined {
  const match = wrongOrdinal.exec(text);
  if (!match) return undefined;
  const [found, number, suffix, plural] = match as unknown as [string, string, string, string];
  if (/^[IVX]+$/.test(number) && !roman.test(number)) return undefined;
  const first = number === '1' || number === 'I';
  const right = first ? (/^èr|^er/.test(suffix) ? `${number}re${plural}` : `${number}er${plural} or ${number}re${plural}`) : `${number}e${plural}`;
  return { found, right };
}

/** Why the content check refuses such an ordinal, for the owner. */
export function wrongOrdinalMessage({ found, right }: { found: string; right: string }): string {
  return `writes the ordinal "${found}": write ${right} (French writes 1er, 1re, 2e, 3es…; the site sets the ending in superscript)`;
}
