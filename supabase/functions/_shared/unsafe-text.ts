// Characters of a visitor's text that must not reach a terminal line or an
// e-mail header as they are: they can forge or hide what the owner reads.
// One rule for every place: `npm run messages` and the local server's log
// show them as visible escapes (scripts/server/terminal-text.ts); the
// owner's e-mail removes them from its subject and sender name
// (contact-email.ts). Web APIs only: the Edge Function runs this file too.

/**
 * C0 controls but tab and line feed, DEL, C1 controls; the bidirectional
 * marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069); the line and paragraph separators; and
 * the invisible ones: zero width space U+200B, word joiner and invisible
 * operators U+2060–U+2064, the byte order mark U+FEFF. The zero width
 * joiner and non-joiner stay: emoji sequences and several scripts need them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const unsafeCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** `text` without the characters above (line feeds and tabs are kept). */
export function removeUnsafeCharacters(text: string): string {
  return text.replace(unsafeCharacters, '');
}
