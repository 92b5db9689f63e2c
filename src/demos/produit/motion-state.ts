import { runTicker, type Cancel, type Timers } from '../../timers/timers.ts';
import { runTyping } from '../../ui/typing.ts';

// The moving parts of the shop demo: card spin, hero typing, hero tilt and
// the closing headline.

const SPIN_STEP_DEG = 5;
const SPIN_TICK_MS = 20;

/** A click spins a card 360° in 5° steps every 20 ms; `onAngle` gets 5, 10, … 360, then 0 to rest. */
export function runSpin(onAngle: (degrees: number) => void, timers?: Timers): Cancel {
  const steps = 360 / SPIN_STEP_DEG;
  return runTicker(SPIN_TICK_MS, steps, (tick) => onAngle(tick === steps ? 0 : tick * SPIN_STEP_DEG), timers);
}

/** The subtitle types in a fiftieth of its length at a time, one every 50 ms. */
const TYPING_STEPS = 50;
export const TYPING_STEP_MS = 50;

/**
 * The subtitle cut into the parts that appear one after the other: part k
 * ends at k fiftieths of its length (rounded), so the parts put together are
 * the whole text. A part may be empty when the text is shorter than the steps.
 */
export function typingSteps(text: string, steps = TYPING_STEPS): string[] {
  const end = (step: number) => Math.round((text.length * step) / steps);
  return Array.from({ length: steps }, (_, i) => text.slice(end(i), end(i + 1)));
}

const WORD_MS = 250;

export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** The closing headline shows one more word every 250 ms. */
export function runWords(count: number, onShown: (shown: number) => void, timers?: Timers): Cancel {
  return runTyping(count, onShown, { stepMs: WORD_MS }, timers);
}

export interface Tilt {
  x: number;
  y: number;
}

export const RELAXED: Tilt = { x: 0, y: 0 };
const MAX_X = 25;
const MAX_Y = 35;
const KEY_TILT = 20;

const clamp = (value: number, limit: number) => Math.min(Math.max(value, -limit), limit);
const clean = (value: number) => Math.round(value * 10) / 10 || 0;

/** Degrees of rotation for a drag of dx, dy pixels since the pointer went down. */
export function tiltFromDrag(dx: number, dy: number): Tilt {
  return { x: clean(clamp(-dy * 0.25, MAX_X)), y: clean(clamp(dx * 0.35, MAX_Y)) };
}

/** The keyboard alternative: an arrow key held tilts the mock-up that way, like a held pointer. */
export function tiltFromKey(key: string): Tilt | null {
  switch (key) {
    case 'ArrowLeft':
      return { x: 0, y: -KEY_TILT };
    case 'ArrowRight':
      return { x: 0, y: KEY_TILT };
    case 'ArrowUp':
      return { x: KEY_TILT, y: 0 };
    case 'ArrowDown':
      return { x: -KEY_TILT, y: 0 };
    default:
      return null;
  }
}
