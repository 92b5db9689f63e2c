// Stored messages are visitors' text: printed raw, a carriage return, an
// escape sequence or a bidirectional override could rewrite what the owner
// sees in a terminal (forge a line of the listing, hide a part, change
// colours). These characters are shown as visible escapes instead.

// C0 controls but tab and newline, DEL, C1 controls, and the bidirectional
// marks, embeddings, overrides and isolates, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const unsafe = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const unsafeButNewline = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu;

const escape = (character: string) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`;

/** `text` safe to print on one terminal line: control and bidirectional characters become `\u{…}`. */
export function toPrintableLine(text: string): string {
  return text.replace(unsafe, escape);
}

/** The same, keeping line feeds (the caller prints each line). */
export function toPrintableLines(text: string): string {
  return text.replace(unsafeButNewline, escape);
}
