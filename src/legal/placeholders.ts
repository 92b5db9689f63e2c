// `{{site.legal.siret}}` in Markdown: identity values written once in
// content/site.ts and inserted at build time, so legal texts never retype
// them. An unknown key is a content error, not an empty string. The word
// before a placeholder is elided when the value asks for it: `de {{site.brand}}`
// gives "d’Éclosion Web".

import { elide } from '../text/elision.ts';

const PLACEHOLDER = /(?:(?<![\p{L}\-’'])(\p{L}+)(\s+))?\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/gu;

interface Resolved {
  text: string;
  /** Keys that name nothing printable (a typo, or an object such as `site.legal`). */
  unknown: string[];
}

export function resolvePlaceholders(text: string, values: Record<string, unknown>): Resolved {
  const unknown: string[] = [];
  const resolved = text.replace(PLACEHOLDER, (match, word: string | undefined, space: string | undefined, key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), values);
    if (typeof value !== 'string' && typeof value !== 'number') {
      unknown.push(key);
      return match;
    }
    const printed = String(value);
    if (word === undefined) return printed;
    const before = elide(word, printed);
    return before === word ? `${word}${space}${printed}` : `${before}${printed}`;
  });
  return { text: resolved, unknown };
}

/** The keys a text may use: every string or number leaf, for the error message. */
export function placeholderKeys(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || typeof value === 'number') return [path];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return placeholderKeys(value as Record<string, unknown>, path);
    return [];
  });
}
