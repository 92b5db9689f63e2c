import { globalTimers, repeat, type Timers } from '../../timers/timers.ts';

// The calories counter: once started it grows by a random 10 to 59 every
// 50 ms and stops exactly on its target (2847 in the demo).

const COUNTER_STEP_MS = 50;

/** `random` returns a number in [0, 1), like Math.random. */
export function nextCount(value: number, target: number, random: () => number = Math.random): number {
  return Math.min(target, value + 10 + Math.floor(random() * 50));
}

export function startCounter(target: number, onChange: (value: number) => void, options: { random?: () => number; timers?: Timers } = {}): () => void {
  let value = 0;
  onChange(value);
  return repeat(
    () => {
      value = nextCount(value, target, options.random);
      onChange(value);
      return value < target;
    },
    COUNTER_STEP_MS,
    options.timers ?? globalTimers,
  );
}
