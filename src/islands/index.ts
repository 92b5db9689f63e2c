import type { ComponentType } from 'react';
import type { Json } from './types.ts';
import DesignSandbox from './DesignSandbox.tsx';
import ShopCart from './ShopCart.tsx';
import ShopCollection from './ShopCollection.tsx';
import ShopCustomiser from './ShopCustomiser.tsx';
import ShopHeadline from './ShopHeadline.tsx';
import ShopHero from './ShopHero.tsx';
import StudioCarousel from './StudioCarousel.tsx';
import StudioCursor from './StudioCursor.tsx';
import StudioIntro from './StudioIntro.tsx';

// Every island, for the server render. The browser imports each one from its
// own file (build/bundle.ts), and only on pages that place it.
export const islands = {
  DesignSandbox,
  ShopCart,
  ShopCollection,
  ShopCustomiser,
  ShopHeadline,
  ShopHero,
  StudioCarousel,
  StudioCursor,
  StudioIntro,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> =
  (typeof islands)[N] extends ComponentType<infer P> ? (P extends Json ? P : never) : never;
