import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { customiserReducer, scheduleSettle, type CustomiserAction, type CustomiserState } from './customiser-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const defaults: CustomiserState = { colour: 'Noir', logo: 'Sans logo', updating: null };

function harness() {
  let state = defaults;
  const dispatch = (action: CustomiserAction) => {
    state = customiserReducer(state, action);
  };
  return { dispatch, get: () => state };
}

test('a colour choice shows the updating indicator for 1.2 s', () => {
  const { dispatch, get } = harness();
  dispatch({ type: 'colour', name: 'Bleu' });
  scheduleSettle('colour', dispatch);
  expect(get()).toEqual({ colour: 'Bleu', logo: 'Sans logo', updating: 'colour' });
  vi.advanceTimersByTime(1199);
  expect(get().updating).toBe('colour');
  vi.advanceTimersByTime(1);
  expect(get().updating).toBeNull();
});

test('a logo choice shows the updating indicator for 1.5 s', () => {
  const { dispatch, get } = harness();
  dispatch({ type: 'logo', name: 'Logo Premium' });
  scheduleSettle('logo', dispatch);
  expect(get()).toEqual({ colour: 'Noir', logo: 'Logo Premium', updating: 'logo' });
  vi.advanceTimersByTime(1499);
  expect(get().updating).toBe('logo');
  vi.advanceTimersByTime(1);
  expect(get().updating).toBeNull();
});

test('a cancelled indicator timer never settles', () => {
  const { dispatch, get } = harness();
  dispatch({ type: 'logo', name: 'Logo Custom' });
  scheduleSettle('logo', dispatch)();
  vi.advanceTimersByTime(5000);
  expect(get().updating).toBe('logo');
});
