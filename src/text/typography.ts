// French typesetting for text typed with a keyboard's characters: the
// typographic apostrophe, a narrow no-break space before ; : ! ? and inside
// « », a no-break space between a number and its unit, times written
// "18 h 00", and "…" for three dots. So that punctuation and units never
// start a line, and the text reads as printed French.
//
// Applied once to every text a visitor reads: content by the `text` field
// (src/site/fields.ts) and the Markdown renderer, components' text by the
// JSX runtime (./jsx-runtime.ts), and the head, JSON-LD and share cards where
// they are written. Idempotent: typeset text comes out unchanged.

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

// Units of the demos too: '1 847 kcal', '85 mm', '1/250 s', '180 g/m²', '12 titres'.
// Not before an apostrophe: '2 s’est…' is a pronoun.
const units = '€|%|min|minutes?|km|kg|kcal|mm|g/m²|s|jours?|heures?|semaines?|mois|ans?|pages?|avis|titres?';
const unitAfterNumber = new RegExp(`(\\d)[ \\u202f]?(${units})(?![\\p{L}\\d'’])`, 'gu');

const hoursMinutes = (_: string, hours: string, minutes?: string) => (minutes ? `${hours}${NBSP}h${NBSP}${minutes}` : `${hours}${NBSP}h`);

// Each rule runs only on a text that holds the character it looks at: most
// texts need one rule or none, and every text of every page comes here.
export function typeset(text: string): string {
  let result = text;
  if (result.includes("'")) {
    result = result
      // "aujourd'hui", "l'accueil"; not a quote mark around a word.
      .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
      // "l'" before a link or an emphasis: the word goes on in the next element.
      .replace(/(?<![\p{L}'’])(c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu)'$/giu, '$1’');
  }
  // Followed by a space or the end: punctuation, not a URL's ":" or a query's "?".
  if (/[;:!?]/.test(result)) result = result.replace(/[ \u00a0\u202f]+([;:!?])(?=\s|$|[»)"”’.,…;:!?])/g, `${NARROW_NBSP}$1`);
  if (result.includes('«')) result = result.replace(/«[ \u00a0\u202f]*/g, `«${NARROW_NBSP}`);
  if (result.includes('»')) result = result.replace(/[ \u00a0\u202f]*»/g, `${NARROW_NBSP}»`);
  if (/\d/.test(result)) {
    result = result
      // Thousands: "2 990".
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NARROW_NBSP}`)
      // Times and durations: "18h00", "9h", "1 h 10" become "18 h 00", "9 h", "1 h 10".
      .replace(/(?<![\d,.])(\d{1,2})[ \u00a0\u202f]?h(?:[ \u00a0\u202f]?(\d\d))?(?![\p{L}\d])/gu, hoursMinutes)
      .replace(unitAfterNumber, `$1${NBSP}$2`)
      // Minutes and seconds: "24 min 10" stays on one line.
      .replace(/(\d\u00a0min) (\d\d)(?!\d)/g, `$1${NBSP}$2`)
      // "n° 2004-575", "n° 1".
      .replace(/\b([nN]°) (?=\d)/g, `$1${NBSP}`);
  }
  if (result.includes('...')) result = result.replace(/\.\.\.(?!\.)/g, '…');
  // A required field's mark, 'Nom *': the asterisk never starts a line.
  if (result.endsWith('*')) result = result.replace(/[ \u00a0\u202f]+\*$/, `${NBSP}*`);
  return result;
}

/**
 * The text of an element that follows a number written in the element
 * before it, `1 847<span> kcal</span>`: its unit, set as after a number.
 */
export function typesetAfterNumber(text: string): string {
  return typeset(`0${text}`).slice(1);
}
