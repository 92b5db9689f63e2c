import { expect, test, vi } from 'vitest';
import { createStore } from './store.ts';

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
