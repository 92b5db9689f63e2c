import { describe, expect, test } from 'vitest';
import { toPrintableLine, toPrintableLines } from './terminal-text.ts';

describe('text printed in a terminal', () => {
  test.each([
    ['a carriage return', 'Bonjour\rFaux message', 'Bonjour\\u{000D}Faux message'],
    ['an escape sequence', 'rouge \u001b[31m', 'rouge \\u{001B}[31m'],
    ['a right-to-left override', 'facture\u202Efdp.exe', 'facture\\u{202E}fdp.exe'],
    ['a directional isolate', 'a\u2066b\u2069', 'a\\u{2066}b\\u{2069}'],
    ['a line separator', 'a\u2028b', 'a\\u{2028}b'],
    ['a C1 control', 'a\u0085b', 'a\\u{0085}b'],
    ['a NUL character', 'a\u0000b', 'a\\u{0000}b'],
    ['a zero width space', 'a\u200Bb', 'a\\u{200B}b'],
    ['a byte order mark', 'a\uFEFFb', 'a\\u{FEFF}b'],
  ])('shows %s as a visible escape', (_, raw, shown) => {
    expect(toPrintableLine(raw)).toBe(shown);
  });

  test('leaves ordinary text alone: accents, emoji, right-to-left scripts, tabs', () => {
    const text = 'Élise 🌸 👩\u200D💻 مرحبا שלום\tfin';
    expect(toPrintableLine(text)).toBe(text);
  });

  test('a single line has no line feed; several lines keep theirs', () => {
    expect(toPrintableLine('a\nb')).toBe('a\\u{000A}b');
    expect(toPrintableLines('a\nb\rc')).toBe('a\nb\\u{000D}c');
  });
});
