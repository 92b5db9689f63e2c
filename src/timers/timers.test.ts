import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createStore, repeat } from './timers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('repeat runs until its step returns false', () => {
  let runs = 0;
  repeat(() => ++runs < 3, 100);
  vi.advanceTimersByTime(1000);
  expect(runs).toBe(3);
  expect(vi.getTimerCount()).toBe(0);
});

test('a store notifies only on a real change', () => {
  const store = createStore(1);
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  store.set(1);
  store.set(2);
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
  store.set(3);
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.get()).toBe(3);
});
