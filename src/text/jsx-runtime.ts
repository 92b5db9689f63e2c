import { jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { typesetProps } from './typeset-props.ts';

// The JSX runtime of every component (tsconfig.json's jsxImportSource,
// "#typeset", mapped here by package.json's "imports"): React's, with the
// text of each HTML element and its alt, aria-label, title and placeholder
// typeset the French way (typography.ts). The server and the islands in the
// browser run the same, so hydration finds the text it rendered.

export { Fragment } from 'react/jsx-runtime';
export type { JSX } from 'react/jsx-runtime';

type Jsx = typeof reactJsx;

export const jsx: Jsx = (type, props, key) => reactJsx(type, typesetProps(type, props as Record<string, unknown>), key);

/** Static children (an array literal in JSX) stay an array, unless they were joined into one string. */
export const jsxs: Jsx = (type, props, key) => {
  const typeset = typesetProps(type, props as Record<string, unknown>);
  return Array.isArray(typeset.children) ? reactJsxs(type, typeset, key) : reactJsx(type, typeset, key);
};
