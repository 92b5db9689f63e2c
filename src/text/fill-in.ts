import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A content template ('de {from} à {to}', checked by `template` in
 * src/site/fields.ts) with its values put in: text, or elements such as a link.
 */
export function fillIn(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  // split keeps the names at odd indexes.
  const nodes = parts.map((part, index) => (index % 2 === 1 ? (values[part] ?? `{${part}}`) : part)).filter((node) => node !== '');
  if (nodes.every((node) => typeof node === 'string' || typeof node === 'number')) return nodes.join('');
  return nodes.map((node, index) => createElement(Fragment, { key: index }, node));
}

/** The same, for a template whose values are all text (an attribute, a head text). */
export function fillInText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
