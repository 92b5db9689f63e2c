import type { ComponentType } from 'react';
import type { Json } from './types.ts';
import CatererForm from './CatererForm.tsx';
import ContactForm from './ContactForm.tsx';
import PosterGenerator from './PosterGenerator.tsx';

// Every island, for the server render. The browser imports each one from its
// own file (build/bundle.ts), and only on pages that place it.
export const islands = {
  CatererForm,
  ContactForm,
  PosterGenerator,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> =
  (typeof islands)[N] extends ComponentType<infer P> ? (P extends Json ? P : never) : never;
