import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { scheduleTyping } from './typing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('types nothing for 200 ms, then one character every 50 ms, then ends one step later', () => {
  const shown: number[] = [];
  let done = false;
  scheduleTyping(
    3,
    (count) => shown.push(count),
    () => (done = true),
  );
  vi.advanceTimersByTime(249);
  expect(shown).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(shown).toEqual([1]);
  vi.advanceTimersByTime(100);
  expect(shown).toEqual([1, 2, 3]);
  expect(done).toBe(false);
  vi.advanceTimersByTime(50);
  expect(done).toBe(true);
});
