import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { elide } from './elision.ts';

// Content templates: a text with values put in by name, in braces. A page's
// own values ('de {from} à {to}', checked by `template` in src/site/fields.ts)
// or, by a dotted name, a value of content/site.ts (`{site.legal.siret}` in
// the legal pages and the forms' notices). The word before a text value is
// elided when the value asks for it: `de {site.brand}` gives "d’Éclosion Web".
// A name without a value is left as written.

/** A name in braces, with the word before it when there is one. */
const PLACE = /(?:(?<![\p{L}\-’'])(\p{L}+)(\s+))?\{([\w.]+)\}/gu;

/** The names a template uses, in order, as often as it uses them. */
export function templateNames(template: string): string[] {
  return [...template.matchAll(PLACE)].map((match) => match[3]!);
}

/** The names the values give a template: every text or number, nested ones dotted (`site.legal.siret`). */
export function templateKeys(values: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isText(value)) return [name];
    return isGroup(value) ? templateKeys(value, name) : [];
  });
}

/** The template with its values put in: text, or elements such as a link when it is given some. */
export function fillIn(template: string, values: Readonly<Record<string, unknown>>): ReactNode {
  const nodes = fill(template, values, (value): value is ReactNode => isText(value) || isValidElement(value));
  if (nodes.every(isText)) return nodes.join('');
  return nodes.map((node, index) => createElement(Fragment, { key: index }, node));
}

/** The same, for text only (an attribute, a head text, Markdown). */
export function fillInText(template: string, values: Readonly<Record<string, unknown>>): string {
  return fill(template, values, isText).join('');
}

function fill<V>(template: string, values: Readonly<Record<string, unknown>>, fits: (value: unknown) => value is V): Array<string | V> {
  const parts: Array<string | V> = [];
  let text = '';
  let rest = 0;
  for (const match of template.matchAll(PLACE)) {
    const [whole, word, space, name] = match;
    const value = name!.split('.').reduce<unknown>((group, key) => (isGroup(group) ? group[key] : undefined), values);
    text += template.slice(rest, match.index);
    rest = match.index + whole.length;
    if (!fits(value)) {
      text += whole;
      continue;
    }
    if (word !== undefined) {
      const elided = isText(value) ? elide(word, String(value)) : word;
      text += elided === word ? `${word}${space}` : elided;
    }
    if (text !== '') parts.push(text);
    parts.push(value);
    text = '';
  }
  text += template.slice(rest);
  if (text !== '') parts.push(text);
  return parts;
}

function isText(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

function isGroup(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !isValidElement(value);
}
