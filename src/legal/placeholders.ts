// `{{site.legal.siret}}` in Markdown: identity values written once in
// content/site.ts and inserted at build time, so legal texts never retype
// them. An unknown key is a content error, not an empty string.

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;

interface Resolved {
  text: string;
  /** Keys that name nothing printable (a typo, or an object such as `site.legal`). */
  unknown: string[];
}

export function resolvePlaceholders(text: string, values: Record<string, unknown>): Resolved {
  const unknown: string[] = [];
  const resolved = text.replace(PLACEHOLDER, (match, key: string) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), values);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    unknown.push(key);
    return match;
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
