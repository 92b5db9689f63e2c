import { describe, expect, test } from 'vitest';
import type * as z from 'zod';
import { emoji, gradient, iconName, imagePath, preparedImagePath, slug, template, text } from './fields.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the field primitives', () => {
  test('an icon is named by its key, and an emoji is refused with the list of keys', () => {
    expect(iconName.parse('phone')).toBe('phone');
    expect(messageOf(iconName, '📞')).toMatch(/^expected one of the site's icons: .*phone.* \(src\/ui\/Icon\.tsx\)$/);
  });

  test('an emoji field takes one emoji, a sequence included, and nothing else', () => {
    for (const value of ['🧢', '⭐', '🏋️', '🧑‍🎨', ' ⚡ ']) expect(emoji.safeParse(value).success, value).toBe(true);
    for (const value of ['', 'cap', '12', '🧢🧢', '🧢 casquette', '/images/art/coach/casquette.svg', 'dumbbell']) {
      expect(messageOf(emoji, value), value).toBe("expected one emoji, such as '🧢'");
    }
  });

  test('text is trimmed, must not be empty, and comes out typeset the French way', () => {
    expect(text.parse("  Besoin d'aide ?  ")).toBe('Besoin d’aide\u202f?');
    expect(messageOf(text, '   ')).toBe('must not be empty');
  });

  test('text refuses an emoji, naming it, and keeps typographic signs', () => {
    expect(messageOf(text, 'Livraison rapide 🚚')).toMatch(
      /^holds an emoji \(🚚\), which each visitor's system draws its own way: illustrate with one of the site's icons/,
    );
    expect(messageOf(text, 'Force ⚡️')).toMatch(/^holds an emoji \(⚡\)/);
    expect(text.parse('© 2025 ★★★★★ ✓ → 4,9/5')).toBe('© 2025 ★★★★★ ✓ → 4,9/5');
  });

  test('text refuses an ordinal French does not write, naming the form to write', () => {
    expect(messageOf(text, 'La 1ère position')).toBe(
      'writes the ordinal "1ère": write 1re (French writes 1er, 1re, 2e, 3es…; the site sets the ending in superscript)',
    );
    expect(text.parse('La 1re position, le 2e rang')).toBe('La 1re position, le 2e rang');
  });

  test("a text's length is counted as the visitor reads it", () => {
    expect(text.max(10).safeParse('Attendez...').success).toBe(true);
    expect(messageOf(text.max(3), '+5€'), 'four characters once typeset: +5 €').toBe('Too big: expected string to have <=3 characters');
  });

  test('a template must name each value the page fills in, and no other', () => {
    const range = template('from', 'to');
    expect(range.parse('de {from} à {to} : prix nets')).toBe('de {from} à {to}\u202f: prix nets');
    expect(messageOf(range, 'de {from} à 1 500 €')).toBe('must contain {to}, where the page writes its value');
    expect(messageOf(range, 'de {from} à {to} pour {price}')).toBe('unknown value {price} (known: {from}, {to})');
  });

  test('a gradient is any CSS gradient, written whole', () => {
    for (const value of ['linear-gradient(135deg, #111, #333)', 'radial-gradient(circle, #fff, #000)', ' conic-gradient(#f00, #00f) ']) {
      expect(gradient.safeParse(value).success).toBe(true);
    }
    expect(messageOf(gradient, '#6d28d9')).toBe("expected a CSS gradient such as 'linear-gradient(135deg, #111, #333)'");
    expect(gradient.safeParse('linear-gradient(').success).toBe(false);
  });

  test('a slug is lower-case words joined by hyphens', () => {
    expect(slug.safeParse('site-vitrine-2').success).toBe(true);
    for (const value of ['Site', 'site--vitrine', '-site', 'site_vitrine']) {
      expect(messageOf(slug, value)).toBe('expected lower-case words joined by hyphens');
    }
  });

  test('an image shown as it is may be any SVG; an image the build prepares takes SVG art only', () => {
    expect(imagePath.safeParse('/images/blog/prix-site.svg').success).toBe(true);
    expect(messageOf(imagePath, 'prix-site.svg')).toMatch(/^expected an image under \/images\/ .*such as '\/images\/blog\/prix-site.png'$/);
    expect(preparedImagePath.safeParse('/images/art/photo/mariage.svg').success).toBe(true);
    expect(preparedImagePath.safeParse('/images/photo/mariage.jpg').success).toBe(true);
    expect(messageOf(preparedImagePath, '/images/blog/prix-site.svg')).toBe(
      "expected an image under /images/ (a photo, or SVG art under /images/art/), such as '/images/art/photo/mariage.svg'",
    );
  });
});
