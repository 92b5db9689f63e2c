// Timers, shared by the demos' islands and the forms' toasts. State modules
// take their timers as an argument so unit tests can drive them; the default
// reads the global functions at call time, which is what vitest's fake timers
// replace.

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Stops what a timer helper started; calling it again does nothing. */
export type Cancel = () => void;

/** Runs `step` every `ms` until it returns false or the returned cancel is called. */
export function repeat(step: () => boolean | void, ms: number, timers: Timers = globalTimers): Cancel {
  let handle: unknown = timers.setInterval(() => {
    if (step() === false) stop();
  }, ms);
  function stop() {
    if (handle === undefined) return;
    timers.clearInterval(handle);
    handle = undefined;
  }
  return stop;
}

/**
 * Calls `onTick(1)`, `onTick(2)`, … every `ms` until `count` ticks have run
 * (forever when count is Infinity).
 */
export function runTicker(ms: number, count: number, onTick: (tick: number) => void, timers: Timers = globalTimers): Cancel {
  let tick = 0;
  return repeat(
    () => {
      tick += 1;
      onTick(tick);
      return tick < count;
    },
    ms,
    timers,
  );
}

/** Runs each step after its delay, one after the other. */
export function runSequence(steps: Array<{ after: number; run: () => void }>, timers: Timers = globalTimers): Cancel {
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
