import { dataFiles } from '../../src/site/content-files.ts';

// Where emoji may appear (tests/integration/emoji-fields.test.ts): the
// fields where a demo shows one (a shop product, a logo option, a cart
// line). Everywhere else a picture illustrates: one of the
// site's icons (a playlist's icon is one, as the coach's other icons are).

const emojiFields = new Set(['produit.products[].emoji', 'produit.logos[].emoji', 'produit.cart[].emoji', 'produit.hero.emoji']);

/**
 * Emoji as the visitor's system draws them: a character shown as a picture
 * by default, or a pictograph asked to be one (U+FE0F), with what joins it.
 * Typographic signs (©, ★, ✓, →) are not.
 */
const emojiPattern = /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)(?:(?:\u200D|\uFE0F|\p{Emoji_Modifier})+\p{Extended_Pictographic}?\uFE0F?)*/gu;

export function listEmoji(text: string): string[] {
  return [...text.matchAll(emojiPattern)].map((match) => match[0]);
}

/** Every emoji of the content outside the emoji fields, one line each: where it is, and the emoji. */
export function findEmojiOutsideFields(content: {
  data: Record<string, unknown>;
  articles: Array<{ file: string; source: string }>;
  legal: Array<{ file: string; source: string }>;
}): string[] {
  const found: string[] = [];
  const walk = (value: unknown, file: string, path: string, field: string) => {
    if (typeof value === 'string') {
      if (!emojiFields.has(field)) for (const emoji of listEmoji(value)) found.push(`${file}: ${path}: ${emoji}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, file, `${path}[${index}]`, `${field}[]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, file, path ? `${path}.${key}` : key, `${field}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(content.data)) walk(value, dataFiles[key as keyof typeof dataFiles]?.file ?? key, '', key);
  for (const { file, source } of [...content.articles, ...content.legal]) for (const emoji of listEmoji(source)) found.push(`${file}: ${emoji}`);
  return found;
}
