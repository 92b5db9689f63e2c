// Timers the demo islands use, passed in so that the state modules can be
// tested with fake timers and stopped cleanly when a component unmounts.

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export type Cancel = () => void;

/**
 * Calls `onTick(1)`, `onTick(2)`, … every `ms` until `count` ticks have run
 * (forever when count is Infinity). Returns a function that stops it.
 */
export function runTicker(ms: number, count: number, onTick: (tick: number) => void, timers: Timers = browserTimers): Cancel {
  let tick = 0;
  const handle = timers.setInterval(() => {
    tick += 1;
    if (tick >= count) timers.clearInterval(handle);
    onTick(tick);
  }, ms);
  return () => timers.clearInterval(handle);
}

/** Runs each step after its delay, one after the other. Returns a function that stops what is left. */
export function runSequence(steps: Array<{ after: number; run: () => void }>, timers: Timers = browserTimers): Cancel {
  let handle: unknown;
  let cancelled = false;
  const next = (index: number) => {
    const step = steps[index];
    if (!step || cancelled) return;
    handle = timers.setTimeout(() => {
      step.run();
      next(index + 1);
    }, step.after);
  };
  next(0);
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}

/** True when the visitor asked the system for less motion (always false on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
