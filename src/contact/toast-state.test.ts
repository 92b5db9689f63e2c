import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addToast, createToastStore, maxVisibleToasts, toastDurations } from './toast-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  test('keep at most three, the oldest leaving first', () => {
    let list = addToast([], { id: 1, kind: 'success', text: 'a' });
    for (const id of [2, 3, 4]) list = addToast(list, { id, kind: 'error', text: String(id) });
    expect(maxVisibleToasts).toBe(3);
    expect(list.map((toast) => toast.id)).toEqual([2, 3, 4]);
  });

  test('close by themselves after their duration', () => {
    const store = createToastStore();
    store.show('success', 'Envoyé');
    store.show('error', 'Erreur');
    vi.advanceTimersByTime(toastDurations.success);
    expect(store.list().map((toast) => toast.text)).toEqual(['Erreur']);
    vi.advanceTimersByTime(toastDurations.error - toastDurations.success);
    expect(store.list()).toEqual([]);
  });

  test('can be closed early, and tell their listeners', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('success', 'Envoyé');
    store.dismiss(id);
    expect(store.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('stop their timers when the form goes away', () => {
    const store = createToastStore();
    store.show('error', 'Erreur');
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
