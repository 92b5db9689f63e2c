import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { runTyping } from './typing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('shows nothing during the delay, then one step at a time, then ends one step later', () => {
  const shown: number[] = [];
  let done = false;
  runTyping(3, (count) => shown.push(count), { delayMs: 200, stepMs: 50, onDone: () => (done = true) });
  vi.advanceTimersByTime(249);
  expect(shown).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(shown).toEqual([1]);
  vi.advanceTimersByTime(100);
  expect(shown).toEqual([1, 2, 3]);
  expect(done).toBe(false);
  vi.advanceTimersByTime(50);
  expect(done).toBe(true);
  vi.advanceTimersByTime(1000);
  expect(shown).toEqual([1, 2, 3]);
  expect(vi.getTimerCount()).toBe(0);
});

test('without a delay, the first step comes one step after the start', () => {
  const shown: number[] = [];
  runTyping(2, (count) => shown.push(count), { stepMs: 250 });
  vi.advanceTimersByTime(249);
  expect(shown).toEqual([]);
  vi.advanceTimersByTime(251);
  expect(shown).toEqual([1, 2]);
  expect(vi.getTimerCount()).toBe(0);
});

test('stops where it is when cancelled, in the delay or between steps', () => {
  const shown: number[] = [];
  runTyping(3, (count) => shown.push(count), { delayMs: 200, stepMs: 50 })();
  vi.advanceTimersByTime(1000);
  expect(shown).toEqual([]);
  const stop = runTyping(3, (count) => shown.push(count), { delayMs: 200, stepMs: 50 });
  vi.advanceTimersByTime(250);
  stop();
  vi.advanceTimersByTime(1000);
  expect(shown).toEqual([1]);
  expect(vi.getTimerCount()).toBe(0);
});
