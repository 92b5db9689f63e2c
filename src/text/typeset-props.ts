import { cloneElement, isValidElement, type ReactElement } from 'react';
import { typeset, typesetAfterNumber } from './typography.ts';

// What the JSX runtime (jsx-runtime.ts) typesets in the props of an HTML
// element: its text children and the attributes a visitor reads or hears.

const readAttributes = ['alt', 'aria-label', 'title', 'placeholder'] as const;

// Their content is code or the visitor's own: left as written (their attributes are typeset).
const verbatim = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'textarea']);

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
