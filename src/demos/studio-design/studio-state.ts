import { runTicker, type Cancel, type Timers } from '../../timers/timers.ts';
import { clampPercent, moveIndex } from '../shared/ui-state.ts';

// State rules of the design studio demo: the intro, the carousel, the sandbox's tools.

const INTRO_MS = 3000;

/** Index after `index` in a list of `count`: cycles and wraps (intro phrases, posters). */
export function nextIndex(index: number, count: number): number {
  return moveIndex(index, 1, count, true);
}

/** The intro headline moves to the next phrase every 3 s, for as long as it runs. */
export function runIntro(count: number, onIndex: (index: number) => void, from = 0, timers?: Timers): Cancel {
  let index = from;
  return runTicker(
    INTRO_MS,
    Infinity,
    () => {
      index = nextIndex(index, count);
      onIndex(index);
    },
    timers,
  );
}

/** The logo slider: a percentage, moved by the demos' slider keys (shared/ui-state.ts). */
export const slider = { min: 0, max: 100, step: 1, initial: 50 } as const;

/** Skew, scale and hue rotation of the LOGO block: 50 is the undeformed logo. */
export function logoDeformation(value: number): { skew: number; scale: number; hue: number } {
  const v = clampPercent(value);
  return { skew: ((v - 50) * 30) / 50, scale: 0.5 + v / 100, hue: Math.round((v - 50) * 3.6) };
}

export const SAMPLE = 'Exemple';

/** The live typography preview: an emptied field shows a sample word. */
export function previewText(value: string): string {
  return value.trim() === '' ? SAMPLE : value;
}

export const fonts = [
  // Futura is not free to ship: Jost, an open face drawn after it, is the one
  // the page loads, and the list says so.
  { name: 'Futura', label: 'Jost', stack: "'Jost', 'Jost Fallback', sans-serif" },
  { name: 'Orbitron', label: 'Orbitron', stack: "'Orbitron', 'Orbitron Fallback', sans-serif" },
  { name: 'Space Grotesk', label: 'Space Grotesk', stack: "'Space Grotesk', 'Space Grotesk Fallback', sans-serif" },
  { name: 'Inter', label: 'Inter', stack: "'Inter', 'Inter Fallback', sans-serif" },
  { name: 'Playfair Display', label: 'Playfair Display', stack: "'Playfair Display', 'Playfair Display Fallback', Georgia, serif" },
] as const;

export function fontStack(name: string): string {
  return (fonts.find((font) => font.name === name) ?? fonts[0]).stack;
}

/** Pixels a pointer must travel before a press on the carousel counts as a swipe. */
export const DRAG_THRESHOLD = 10;

export function clampIndex(index: number, count: number): number {
  return moveIndex(index, 0, count, false);
}

/** Slide shown after a swipe of dx pixels: left goes forward, right goes back, short drags do nothing. */
export function swipeTarget(index: number, dx: number, count: number): number {
  if (Math.abs(dx) < DRAG_THRESHOLD) return index;
  return clampIndex(index + (dx < 0 ? 1 : -1), count);
}
