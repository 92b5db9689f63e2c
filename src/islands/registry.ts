import type { ComponentType } from 'react';
import type { Json } from './json.ts';
import BeforeAfter from '../demos/creative/BeforeAfter.island.tsx';
import CalorieCounter from '../demos/creative/CalorieCounter.island.tsx';
import CatererForm from '../demos/caterer/CatererForm.island.tsx';
import ChefPortrait from '../demos/caterer/ChefPortrait.island.tsx';
import CoachDashboard from '../demos/coach/CoachDashboard.island.tsx';
import ContactForm from '../contact/ContactForm.island.tsx';
import CursorGlow from '../demos/caterer/CursorGlow.island.tsx';
import DesignSandbox from '../demos/studio/DesignSandbox.island.tsx';
import LoveLetters from '../demos/caterer/LoveLetters.island.tsx';
import MusicPlayer from '../demos/creative/MusicPlayer.island.tsx';
import PaintingTabs from '../demos/creative/PaintingTabs.island.tsx';
import PhotoGallery from '../demos/shared/PhotoGallery.island.tsx';
import ShopCart from '../demos/shop/ShopCart.island.tsx';
import ShopCollection from '../demos/shop/ShopCollection.island.tsx';
import ShopCustomiser from '../demos/shop/ShopCustomiser.island.tsx';
import ShopHeadline from '../demos/shop/ShopHeadline.island.tsx';
import ShopHero from '../demos/shop/ShopHero.island.tsx';
import StudioCarousel from '../demos/studio/StudioCarousel.island.tsx';
import StudioCursor from '../demos/studio/StudioCursor.island.tsx';
import StudioIntro from '../demos/studio/StudioIntro.island.tsx';
import WorkoutPlayer from '../demos/coach/WorkoutPlayer.island.tsx';

// Every island, for the server render. The browser imports each one from its
// own file (build/bundle.ts), and only on pages that place it.
export const islands = {
  BeforeAfter,
  CalorieCounter,
  CatererForm,
  ChefPortrait,
  CoachDashboard,
  ContactForm,
  CursorGlow,
  DesignSandbox,
  LoveLetters,
  MusicPlayer,
  PaintingTabs,
  PhotoGallery,
  ShopCart,
  ShopCollection,
  ShopCustomiser,
  ShopHeadline,
  ShopHero,
  StudioCarousel,
  StudioCursor,
  StudioIntro,
  WorkoutPlayer,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = (typeof islands)[N] extends ComponentType<infer P> ? (P extends Json ? P : never) : never;
