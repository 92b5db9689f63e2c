import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { nextCount, startCounter } from './counter-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('each step adds a random 10 to 59', () => {
  expect(nextCount(100, 2847, () => 0)).toBe(110);
  expect(nextCount(100, 2847, () => 0.9999)).toBe(159);
});

test('never passes the target', () => {
  expect(nextCount(2840, 2847, () => 0.5)).toBe(2847);
});

test('counts from 0 every 50 ms and stops exactly on 2847', () => {
  const seen: number[] = [];
  startCounter(2847, (value) => seen.push(value), { random: () => 0 });
  expect(seen).toEqual([0]);
  vi.advanceTimersByTime(49);
  expect(seen).toEqual([0]);
  vi.advanceTimersByTime(1);
  expect(seen).toEqual([0, 10]);
  vi.advanceTimersByTime(50 * 300);
  expect(seen.at(-1)).toBe(2847);
  // 285 steps of 10 reach 2847 (the last one is capped); then the timer stops.
  expect(seen).toHaveLength(286);
  expect(vi.getTimerCount()).toBe(0);
});

test('can be stopped before the end', () => {
  const seen: number[] = [];
  const stop = startCounter(2847, (value) => seen.push(value), { random: () => 0.5 });
  vi.advanceTimersByTime(100);
  stop();
  vi.advanceTimersByTime(1000);
  expect(seen).toEqual([0, 35, 70]);
});
