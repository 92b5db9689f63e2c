import { createContext, useContext, useSyncExternalStore, type CSSProperties } from 'react';

// The security policy refuses `style` attributes in the HTML (no
// 'unsafe-inline' anywhere). A value only known at build time (a demo's
// gradient, a bar's length, an image's blurred placeholder) becomes a rule
// of the page's own stylesheet instead: `useStyle` gives the element a
// class named after its declarations, and the page's render collects the
// rule (build/render.ts), which the build writes into the page's <style>,
// allowed by its hash. Once an island has hydrated, the same declarations
// go through the DOM's style object (React sets `element.style`), which the
// policy allows: a value that changes as the visitor plays needs no rule.

/** The rules of the page being rendered, by class name; none in the browser. */
export const StyleRules = createContext<Map<string, string> | null>(null);

/** What an element is given: React's CSS properties and custom properties (`'--share': '40%'`). */
export type Declarations = CSSProperties & { [custom: `--${string}`]: string | number | undefined };

const kebab = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/** `{ backgroundImage: 'url(x)', '--share': '40%' }` → `background-image:url(x);--share:40%`. */
export function declarationText(style: Declarations): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${kebab(name)}:${String(value)}`)
    .join(';');
}

/** A class name that depends on the declarations alone: the server and the browser agree on it (cyrb53). */
export function styleClassName(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `s-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** The rule of a class: doubled, so that it outranks the page's own rules for the element as the attribute did. */
function styleRule(className: string, text: string): string {
  return `.${className}.${className}{${text}}`;
}

/**
 * Records the declarations as a rule of the page (on the server) and
 * returns the class that applies it.
 */
export function registerStyle(rules: Map<string, string> | null, style: Declarations): string | undefined {
  // A '<' could close the page's <style> element: CSS reads the escape as the same character.
  const text = declarationText(style).replace(/</g, '\\3c ');
  if (!text) return undefined;
  const className = styleClassName(text);
  rules?.set(className, styleRule(className, text));
  return className;
}

const subscribe = () => () => {};

export type StyleProps = (style: Declarations, className?: string) => { className?: string; style?: CSSProperties };

/**
 * A function giving the props that apply `style` to an element without a
 * `style` attribute in the HTML: a class of the page's stylesheet on the
 * server and while the island hydrates, then the style object. One call
 * per component (it is a hook); the function itself works in loops:
 * `const styled = useStyles()` … `<li {...styled({ '--share': '40%' }, 'bar')}>`.
 */
export function useStyles(): StyleProps {
  const rules = useContext(StyleRules);
  // False on the server and during hydration, true after: React renders again once hydrated.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (style, className) => {
    const ruleClass = registerStyle(rules, style);
    if (hydrated) return { className, style };
    return { className: [className, ruleClass].filter(Boolean).join(' ') || undefined };
  };
}
