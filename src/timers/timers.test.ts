import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { repeat, runSequence, runTicker } from './timers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('repeat runs until its step returns false', () => {
  let runs = 0;
  repeat(() => ++runs < 3, 100);
  vi.advanceTimersByTime(1000);
  expect(runs).toBe(3);
  expect(vi.getTimerCount()).toBe(0);
});

test('a ticker counts its ticks and stops after the last', () => {
  const ticks: number[] = [];
  runTicker(50, 3, (tick) => ticks.push(tick));
  vi.advanceTimersByTime(1000);
  expect(ticks).toEqual([1, 2, 3]);
  expect(vi.getTimerCount()).toBe(0);
});

test('a sequence runs its steps one after the other, and its cancel stops what is left', () => {
  const done: string[] = [];
  const cancel = runSequence([
    { after: 2000, run: () => done.push('first') },
    { after: 3000, run: () => done.push('second') },
  ]);
  vi.advanceTimersByTime(4999);
  expect(done).toEqual(['first']);
  cancel();
  vi.advanceTimersByTime(10_000);
  expect(done).toEqual(['first']);
  expect(vi.getTimerCount()).toBe(0);
});
