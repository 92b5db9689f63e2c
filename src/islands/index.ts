import type { ComponentType } from 'react';
import type { Json } from './types.ts';
import BeforeAfter from './BeforeAfter.tsx';
import CalorieCounter from './CalorieCounter.tsx';
import CatererForm from './CatererForm.tsx';
import ChefPortrait from './ChefPortrait.tsx';
import CoachDashboard from './CoachDashboard.tsx';
import ContactForm from './ContactForm.tsx';
import CursorGlow from './CursorGlow.tsx';
import DesignSandbox from './DesignSandbox.tsx';
import LoveLetters from './LoveLetters.tsx';
import MusicPlayer from './MusicPlayer.tsx';
import PaintingTabs from './PaintingTabs.tsx';
import PhotoGallery from './PhotoGallery.tsx';
import ShopCart from './ShopCart.tsx';
import ShopCollection from './ShopCollection.tsx';
import ShopCustomiser from './ShopCustomiser.tsx';
import ShopHeadline from './ShopHeadline.tsx';
import ShopHero from './ShopHero.tsx';
import StudioCarousel from './StudioCarousel.tsx';
import StudioCursor from './StudioCursor.tsx';
import StudioIntro from './StudioIntro.tsx';
import WorkoutPlayer from './WorkoutPlayer.tsx';

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
export type IslandProps<N extends IslandName> =
  (typeof islands)[N] extends ComponentType<infer P> ? (P extends Json ? P : never) : never;
