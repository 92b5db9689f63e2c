import { globalTimers, runSequence, runTicker, type Cancel, type Timers } from '../timers/timers.ts';

// Text that types itself in, a step at a time: the home page's title, a
// character at a time; the shop's subtitle, a fiftieth at a time; its closing
// headline, a word at a time. Each caller draws the steps its own way.

export interface TypingPace {
  /** Time between two steps. */
  stepMs: number;
  /** Wait before the steps begin (the first step comes `stepMs` after it). */
  delayMs?: number;
  /** Runs one step after the last. */
  onDone?: () => void;
}

/**
 * Calls `onShown(1)`, …, `onShown(count)`, step k at `delayMs + k · stepMs`
 * ms, then `onDone` one step later.
 */
export function runTyping(count: number, onShown: (shown: number) => void, pace: TypingPace, timers: Timers = globalTimers): Cancel {
  const { stepMs, delayMs = 0, onDone } = pace;
  const steps = onDone ? count + 1 : count;
  let stopSteps: Cancel | undefined;
  const start = () => (stopSteps = runTicker(stepMs, steps, (step) => (step <= count ? onShown(step) : onDone?.()), timers));
  const stopDelay = delayMs > 0 ? runSequence([{ after: delayMs, run: start }], timers) : (start(), undefined);
  return () => {
    stopDelay?.();
    stopSteps?.();
  };
}
