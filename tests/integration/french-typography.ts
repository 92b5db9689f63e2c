import ts from 'typescript';
import { splitOrdinals } from '../../src/text/ordinals.ts';

// What a French proof-reader marks in a text, written apart from the
// typesetter (src/text/typography.ts) so that a mistake in one is caught by
// the other. The rules: a narrow no-break space
// (U+202F) before ; : ! ? and inside « », the typographic apostrophe, a
// no-break space between a number and its unit, times written "18 h 00",
// and "…" for three dots.

const NBSP = '\u00a0';

export interface Fault {
  rule: string;
  /** The fault with up to 25 characters either side, as the page has it. */
  context: string;
}

// Hours are the time rule's, below.
const units = '€|%|min|minutes|km|kg|kcal|mm|g/m²|s|jours?|heures?|semaines?|mois|ans?';

const rules: Array<{ rule: string; pattern: RegExp; ok?: (match: RegExpExecArray) => boolean }> = [
  { rule: 'straight apostrophe, not ’', pattern: /\p{L}'\p{L}/gu },
  {
    // A mark followed by a space, an end or a closing sign is punctuation;
    // one followed by anything else belongs to a URL, a time or a ratio.
    rule: 'no narrow no-break space before the mark',
    pattern: /(?<=(.)?)[;:!?](?=[\s»)"”’.,…]|$)/gu,
    ok: (match) => match[1] === undefined || /[\u202f\n;:!?]/.test(match[1]),
  },
  { rule: 'no narrow no-break space after «', pattern: /«(?!\u202f)/g },
  { rule: 'no narrow no-break space before »', pattern: /(?<!\u202f)»/g },
  { rule: 'no no-break space between the number and its unit', pattern: new RegExp(`\\d[ \\t]?(?:${units})(?![\\p{L}\\d'’])`, 'gu') },
  {
    rule: 'time not written "18 h" or "18 h 00"',
    pattern: /(?<![\d,.])\d{1,2}([ \u00a0\u202f]?)h(?:([ \u00a0\u202f]?)(\d\d))?(?![\p{L}\d])/gu,
    ok: (match) => match[1] === NBSP && (match[3] === undefined || match[2] === NBSP),
  },
  { rule: 'three dots, not …', pattern: /\.\.\./g },
];

/** The faults of a text as a reader sees it (entities decoded, tags removed). */
export function findFaults(text: string): Fault[] {
  const checked = text;
  const faults: Array<Fault & { at: number }> = [];
  for (const { rule, pattern, ok } of rules) {
    for (const match of checked.matchAll(pattern)) {
      if (ok?.(match as RegExpExecArray)) continue;
      const start = Math.max(0, match.index - 25);
      const end = Math.min(text.length, match.index + match[0].length + 25);
      faults.push({
        at: match.index,
        rule,
        context: text
          .slice(start, end)
          .replace(/\s*\n\s*/g, ' ⏎ ')
          .trim(),
      });
    }
  }
  return faults.sort((a, b) => a.at - b.at).map(({ rule, context }) => ({ rule, context }));
}

// Inline elements continue the text around them; any other tag ends a run of text.
const inline = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'data',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
]);

export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
    if (entity[0] === '#') return String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: NBSP }[entity.toLowerCase()]!;
  });
}

/** The text a visitor reads in an HTML page: no script, style, code, comment or tag. */
export function visibleText(html: string): string {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|code|pre|template)\b[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, name: string) => (inline.has(name.toLowerCase()) ? '' : '\n'));
  return decodeEntities(body);
}

/**
 * The ordinals of a text, as the renderers find them (src/text/ordinals.ts),
 * each with where it starts: the number before the suffix, and the suffix.
 */
function ordinalsOf(text: string): Array<{ ordinal: string; index: number }> {
  const parts = splitOrdinals(text);
  const found: Array<{ ordinal: string; index: number }> = [];
  let at = 0;
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      const number = /(?:\d|[IVX])+$/.exec(parts[index - 1]!)![0];
      found.push({ ordinal: number + part, index: at - number.length });
    }
    at += part.length;
  });
  return found;
}

/** The ordinals of a page's body text whose ending is not raised (1re where 1<sup>re</sup> is due), with the words around them. */
export function plainOrdinals(html: string): Array<{ ordinal: string; context: string }> {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|code|pre|template|textarea|option|svg)\b[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<sup\b[^>]*>[\s\S]*?<\/sup>/gi, '^')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, name: string) => (inline.has(name.toLowerCase()) ? '' : '\n'));
  const text = decodeEntities(body);
  return ordinalsOf(text).map(({ ordinal, index }) => ({
    ordinal,
    context: text
      .slice(Math.max(0, index - 25), index + ordinal.length + 25)
      .replace(/\s*\n\s*/g, ' ⏎ ')
      .trim(),
  }));
}

/** The ordinals written in a text: '1re', '2e'. */
export function ordinalsIn(text: string): string[] {
  return ordinalsOf(text).map(({ ordinal }) => ordinal);
}

// Meta tags whose content a reader sees: in results, in a share preview.
const textMeta = /^(description|keywords|og:title|og:description|og:site_name|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;
const textAttributes = ['alt', 'aria-label', 'title', 'placeholder'];

/** Each text a page shows outside its body text: meta contents and the attributes read aloud or shown on hover. */
export function attributeTexts(html: string): Array<{ where: string; text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  for (const [tag] of markup.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const attributes = new Map([...tag.matchAll(/\s([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decodeEntities(value!)]));
    if (tag.startsWith('<meta')) {
      const name = attributes.get('name') ?? attributes.get('property');
      if (name && textMeta.test(name)) found.push({ where: `meta ${name}`, text: attributes.get('content') ?? '' });
      continue;
    }
    for (const name of textAttributes) {
      const text = attributes.get(name);
      if (text !== undefined) found.push({ where: `${tag.slice(1).split(/[\s>/]/)[0]} ${name}`, text });
    }
  }
  return found;
}

const notText = /^(https?:|mailto:|tel:|\/|#)|^\d{4}-\d\d-\d\d|^[A-Z]{3}$/;

/** Every string of the page's JSON-LD that a search engine may show: no URL, date or code. */
export function jsonLdTexts(html: string): Array<{ where: string; text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (!notText.test(value) && !path.endsWith('@type') && !path.endsWith('@context')) found.push({ where: `JSON-LD ${path}`, text: value });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) walk(JSON.parse(json!), '');
  return found;
}

// Strings of island props that are code, not words: addresses, CSS, SVG path data, dates, identifiers.
const notProse =
  /^(https?:|mailto:|tel:|data:|\/|#)|^(linear|radial)-gradient\(|^[MmLlHhVvCcSsQqTtAaZz][\d\s.,\-MmLlHhVvCcSsQqTtAaZz]*$|^\d{4}-\d\d(-\d\d)?$|^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Every string of the pages' island props (data-props) that a visitor may read once the island shows it. */
export function islandPropTexts(html: string): Array<{ where: string; text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (!notProse.test(value)) found.push({ where: `island props ${path}`, text: value });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
  };
  for (const [, props] of html.matchAll(/\sdata-props="([^"]*)"/g)) walk(JSON.parse(decodeEntities(props!)), '');
  return found;
}

// French function words: a string literal holding one is text a visitor
// reads (a label, a toast, a message), not code or a library's English.
const frenchWords =
  /[àâçéèêëîïôûùœ]|(^|[^\p{L}])(le|la|les|des|du|une|et|est|vous|votre|vos|nous|notre|nos|pour|pas|ne|en|au|aux|ici|sur|avec|dans|cette|qui|que|de|d|l|n|qu)([^\p{L}]|$)/iu;
const scriptUnits = 'kcal|kg|km|mm|g/m²|min|s|€|%|jours?|heures?|mois|ans?';
const scriptRules: Array<{ rule: string; pattern: RegExp; french?: boolean }> = [
  { rule: 'straight apostrophe, not ’', pattern: /\p{L}'\p{L}/gu, french: true },
  { rule: 'three dots, not …', pattern: /\.\.\./g, french: true },
  { rule: 'no no-break space between the number and its unit', pattern: new RegExp(`\\d[ \\t]?(?:${scriptUnits})(?![\\p{L}\\d'’])`, 'gu'), french: true },
  // Any string: '180 g/m²' has no French word, and code writes '0.3s' or '100%' without a space.
  { rule: 'no no-break space between the number and its unit', pattern: new RegExp(`\\d[ \\t](?:${scriptUnits})(?![\\p{L}\\d'’])`, 'gu'), french: false },
  // ' kcal' after a value the script writes before it: `${calories} kcal`.
  { rule: 'a unit after a value without a no-break space', pattern: new RegExp(`^[ \\t](?:${scriptUnits})(?![\\p{L}\\d'’])`, 'gu') },
];

// Elements whose text the JSX runtime leaves as written (src/text/typeset-props.ts).
const verbatimElements = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'textarea']);

/**
 * The strings an island passes as the text of an HTML element,
 * `jsx("span", { children: " kcal" })`: the JSX runtime typesets them as it
 * renders (`{calories}<span> kcal</span>` gets its no-break space), so they
 * are read where the page shows them, not here.
 */
function elementTexts(node: ts.Node): ts.Node[] {
  if (!ts.isCallExpression(node)) return [];
  const [tag, props] = node.arguments;
  if (!tag || !ts.isStringLiteral(tag) || !/^[a-z][a-z\d-]*$/.test(tag.text) || verbatimElements.has(tag.text)) return [];
  if (!props || !ts.isObjectLiteralExpression(props)) return [];
  const children = props.properties.find(
    (property) => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'children',
  );
  if (!children || !ts.isPropertyAssignment(children)) return [];
  const value = children.initializer;
  return ts.isArrayLiteralExpression(value) ? [...value.elements] : [value];
}

/**
 * The faults of the French strings a built script writes: each string
 * literal and each literal part of a template, read with the TypeScript
 * parser, so that code (selectors, CSS, a library's English) is left alone.
 */
export function scriptFaults(source: string): Fault[] {
  const file = ts.createSourceFile('script.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const faults: Fault[] = [];
  const typesetWhenShown = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    for (const text of elementTexts(node)) typesetWhenShown.add(text);
    if (typesetWhenShown.has(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const { text } = node;
      const french = frenchWords.test(text);
      for (const { rule, pattern, french: inFrench } of scriptRules) {
        // A rule marked true reads French strings only; false, the others (French ones have the stricter rule).
        if ((inFrench === true && !french) || (inFrench === false && french)) continue;
        for (const match of text.matchAll(pattern)) {
          const start = Math.max(0, match.index - 25);
          faults.push({ rule, context: text.slice(start, match.index + match[0].length + 25) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return faults;
}
