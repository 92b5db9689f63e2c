import type { ComponentType } from 'react';
import type { Json } from './json.ts';
import BeforeAfter from '../demos/portfolio-creatif/BeforeAfter.island.tsx';
import CalorieCounter from '../demos/portfolio-creatif/CalorieCounter.island.tsx';
import CatererForm from '../demos/traiteur-evenementiel/CatererForm.island.tsx';
import ChefPortrait from '../demos/traiteur-evenementiel/ChefPortrait.island.tsx';
import CoachDashboard from '../demos/coach-sportif-premium/CoachDashboard.island.tsx';
import ContactForm from '../contact/ContactForm.island.tsx';
import CursorGlow from '../demos/traiteur-evenementiel/CursorGlow.island.tsx';
import DesignSandbox from '../demos/studio-design/DesignSandbox.island.tsx';
import LoveLetters from '../demos/traiteur-evenementiel/LoveLetters.island.tsx';
import MusicPlayer from '../demos/portfolio-creatif/MusicPlayer.island.tsx';
import PaintingTabs from '../demos/portfolio-creatif/PaintingTabs.island.tsx';
import PhotoGallery from '../demos/shared/PhotoGallery.island.tsx';
import ShopCart from '../demos/produit/ShopCart.island.tsx';
import ShopCollection from '../demos/produit/ShopCollection.island.tsx';
import ShopCustomiser from '../demos/produit/ShopCustomiser.island.tsx';
import ShopHeadline from '../demos/produit/ShopHeadline.island.tsx';
import ShopHero from '../demos/produit/ShopHero.island.tsx';
import StudioCarousel from '../demos/studio-design/StudioCarousel.island.tsx';
import StudioCursor from '../demos/studio-design/StudioCursor.island.tsx';
import StudioIntro from '../demos/studio-design/StudioIntro.island.tsx';
import WorkoutPlayer from '../demos/coach-sportif-premium/WorkoutPlayer.island.tsx';

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
