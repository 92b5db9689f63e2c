import type { ComponentType } from 'react';
import type { Json } from './types.ts';
import BeforeAfter from './BeforeAfter.tsx';
import CalorieCounter from './CalorieCounter.tsx';
import CatererForm from './CatererForm.tsx';
import ChefPortrait from './ChefPortrait.tsx';
import CoachDashboard from './CoachDashboard.tsx';
import ContactForm from './ContactForm.tsx';
import CursorGlow from './CursorGlow.tsx';
import LoveLetters from './LoveLetters.tsx';
import MusicPlayer from './MusicPlayer.tsx';
import PaintingTabs from './PaintingTabs.tsx';
import PhotoGallery from './PhotoGallery.tsx';
import PosterGenerator from './PosterGenerator.tsx';
import WorkoutPlayer from './WorkoutPlayer.tsx';

// Every island, for the server render. The browser imports each one from its
// own file (build/bundle.ts), and only on pages that place it.
export const islands = {
  CatererForm,
  ContactForm,
  PosterGenerator,
  MusicPlayer,
  BeforeAfter,
  CalorieCounter,
  PhotoGallery,
  PaintingTabs,
  LoveLetters,
  ChefPortrait,
  CursorGlow,
  CoachDashboard,
  WorkoutPlayer,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> =
  (typeof islands)[N] extends ComponentType<infer P> ? (P extends Json ? P : never) : never;
