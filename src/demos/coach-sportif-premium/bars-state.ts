import { globalTimers, repeat, type Timers } from '../../timers/timers.ts';

// The coach playlist's equaliser: while playing, 12 level bars take new random
// heights every 150 ms; stopped, they rest at one fixed low level.

export const BAR_COUNT = 12;
const BARS_MS = 150;
export const IDLE_LEVEL = 12;

/** Heights in percent, from 20 to 100. */
export function randomLevels(random: () => number = Math.random): number[] {
  return Array.from({ length: BAR_COUNT }, () => 20 + Math.floor(random() * 81));
}

export const idleLevels: number[] = Array.from({ length: BAR_COUNT }, () => IDLE_LEVEL);

export function startBars(onChange: (levels: number[]) => void, options: { random?: () => number; timers?: Timers } = {}): () => void {
  return repeat(() => onChange(randomLevels(options.random)), BARS_MS, options.timers ?? globalTimers);
}

export function playerLabel(playing: boolean): string {
  return playing ? 'Lecture en cours…' : 'Appuyez pour écouter';
}
