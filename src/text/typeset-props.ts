import { cloneElement, createElement, isValidElement, type ReactElement } from 'react';
import { splitOrdinals } from './ordinals.ts';
import { typeset, typesetAfterNumber } from './typography.ts';

// What the JSX runtime (jsx-runtime.ts) typesets in the props of an HTML
// element: its text children and the attributes a visitor reads or hears.

const readAttributes = ['alt', 'aria-label', 'title', 'placeholder'] as const;

// Their content is code or the visitor's own: left as written (their attributes are typeset).
const verbatim = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'textarea']);

// Their content is text alone, or SVG's: no ordinal's suffix in superscript there.
const textOnly = new Set(['title', 'option', 'sup', 'sub', 'text', 'tspan', 'desc']);

type Props = Record<string, unknown>;

export function typesetProps(type: unknown, props: Props): Props {
  if (typeof type !== 'string') return props;
  // A copy only once something changes (no closure here: this runs for every element).
  let result = props;
  for (const name of readAttributes) {
    const value = props[name];
    if (typeof value !== 'string') continue;
    const typesetValue = typeset(value);
    if (typesetValue === value) continue;
    if (result === props) result = { ...props };
    result[name] = typesetValue;
  }
  const { children } = props;
  if (verbatim.has(type)) return result;
  let typesetChildren: unknown = children;
  if (typeof children === 'string') typesetChildren = typeset(children);
  else if (Array.isArray(children)) {
    const joined = joinText(children);
    if (joined) typesetChildren = joined.length === 1 ? joined[0] : joined;
  }
  if (!textOnly.has(type)) typesetChildren = withOrdinals(typesetChildren);
  if (typesetChildren === children) return result;
  if (result === props) result = { ...props };
  result.children = typesetChildren;
  return result;
}

/**
 * Adjacent strings and numbers as one typeset string, so that
 * `{minutes} min de lecture` gets its no-break space, and the unit of a
 * number in an element of its own kept with it (`{kcal}<span> kcal</span>`);
 * undefined when nothing changes.
 */
function joinText(children: unknown[]): unknown[] | undefined {
  const result: unknown[] = [];
  let changed = false;
  for (let index = 0; index < children.length;) {
    const child = children[index];
    if (typeof child !== 'string' && typeof child !== 'number') {
      const previous = result.at(-1);
      const afterNumber = (typeof previous === 'string' || typeof previous === 'number') && /\d$/.test(String(previous)) ? withUnitAfterNumber(child) : child;
      changed ||= afterNumber !== child;
      result.push(afterNumber);
      index += 1;
      continue;
    }
    let end = index;
    let text = '';
    let hasString = false;
    while (end < children.length && (typeof children[end] === 'string' || typeof children[end] === 'number')) {
      hasString ||= typeof children[end] === 'string';
      text += String(children[end]);
      end += 1;
    }
    if (!hasString) {
      result.push(...children.slice(index, end));
    } else {
      const typesetText = typeset(text);
      if (end - index > 1 || typesetText !== child) changed = true;
      result.push(typesetText);
    }
    index = end;
  }
  return changed ? result : undefined;
}

/** An element whose text starts with a space, after a number: its text set as following that number. */
function withUnitAfterNumber(child: unknown): unknown {
  if (!isValidElement<{ children?: unknown }>(child) || typeof child.type !== 'string' || verbatim.has(child.type)) return child;
  const text = child.props.children;
  if (typeof text !== 'string' || !/^[ \u00a0\u202f]/.test(text)) return child;
  const typesetText = typesetAfterNumber(text);
  return typesetText === text ? child : cloneElement(child as ReactElement<{ children?: unknown }>, undefined, typesetText);
}

/** The suffix of each French ordinal in the text children set in superscript (ordinals.ts): `1<sup>re</sup> position`. */
function withOrdinals(children: unknown): unknown {
  if (typeof children === 'string') {
    const parts = splitOrdinals(children);
    return parts.length === 1 ? children : superscripts(parts, 0);
  }
  if (!Array.isArray(children) || !children.some((child) => typeof child === 'string' && splitOrdinals(child).length > 1)) return children;
  return children.flatMap((child, at) => (typeof child === 'string' ? superscripts(splitOrdinals(child), at) : [child]));
}

/** Text and superscripts, keyed by where they stand among the element's children. */
function superscripts(parts: string[], at: number): unknown[] {
  return parts.flatMap((part, index): unknown[] => {
    if (index % 2 === 0) return part ? [part] : [];
    return [createElement('sup', { key: `ordinal-${at}-${index}` }, part)];
  });
}
