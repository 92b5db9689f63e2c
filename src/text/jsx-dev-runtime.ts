import { jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { typesetProps } from './typeset-props.ts';

// jsx-runtime.ts for the tools that compile JSX in development mode (vitest).

export { Fragment } from 'react/jsx-dev-runtime';
export type { JSX } from 'react/jsx-dev-runtime';

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) => {
  const typeset = typesetProps(type, props as Record<string, unknown>);
  return reactJsxDEV(type, typeset, key, isStatic && Array.isArray(typeset.children), source, self);
};
