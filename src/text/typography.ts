// French typesetting for text the owner types with ordinary spaces:
// a narrow no-break space before ; ! ? and a no-break space before : and
// inside « », so that punctuation never starts a line.

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

// Most text nodes hold none of the characters the rules below look at.
const candidates = /[;!?:«»\d]/;

export function frenchTypography(text: string): string {
  if (!candidates.test(text)) return text;
  return text
    .replace(/[ \u00a0\u202f]+([;!?])/g, `${NARROW_NBSP}$1`)
    .replace(/[ \u00a0]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
    .replace(/(\d) (?=\d{3}\b)/g, `$1${NARROW_NBSP}`)
    .replace(/(\d) (€|%|h\b|min\b|ans?\b|jours?\b|mois\b|pages?\b)/g, `$1${NBSP}$2`);
}

/**
 * Prose the owner types in Markdown and front matter: French spacing, and the
 * typographic apostrophe (’) for the straight one typed between two letters,
 * so that elisions made by the build ("d’Éclosion Web") match the text around.
 */
export function typesetProse(text: string): string {
  return frenchTypography(text.includes("'") ? text.replace(/(?<=\p{L})'(?=\p{L})/gu, '’') : text);
}
