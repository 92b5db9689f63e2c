// Timers and stores the islands' state modules share. Timers are passed in so
// unit tests can drive them with fake timers; the default reads the global
// functions at call time, which is what vitest's fake timers replace.

export interface Timers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const globalTimers: Timers = {
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A value that changes over time, in the shape React's useSyncExternalStore reads. */
export interface Store<S> {
  get(): S;
  set(next: S): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (Object.is(next, state)) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Runs `step` every `ms` until it returns false or the returned stop is called. */
export function repeat(step: () => boolean | void, ms: number, timers: Timers = globalTimers): () => void {
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

/** True when the visitor asked for less motion: nothing then moves on its own. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
