import { unsafeCharacters } from '../../supabase/functions/_shared/unsafe-text.ts';

// Stored messages are visitors' text: printed raw, a carriage return, an
// escape sequence or a bidirectional override could rewrite what the owner
// sees in a terminal (forge a line of the listing, hide a part, change
// colours). These characters (the one rule of unsafe-text.ts, which the
// owner's e-mail applies too) are shown as visible escapes instead.

const escape = (character: string) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`;

/** `text` safe to print on one terminal line: unsafe characters and line feeds become `\u{…}`. */
export function toPrintableLine(text: string): string {
  return toPrintableLines(text).replace(/\n/g, escape);
}

/** The same, keeping line feeds (the caller prints each line). */
export function toPrintableLines(text: string): string {
  return text.replace(unsafeCharacters, escape);
}
