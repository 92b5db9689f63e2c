import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BAR_COUNT, idleLevels, IDLE_LEVEL, playerLabel, randomLevels, startBars } from './bars-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('twelve bars, between 20 and 100 % while playing, at one low level when stopped', () => {
  expect(BAR_COUNT).toBe(12);
  expect(randomLevels(() => 0)).toEqual(Array(12).fill(20));
  expect(randomLevels(() => 0.9999)).toEqual(Array(12).fill(100));
  expect(idleLevels).toEqual(Array(12).fill(IDLE_LEVEL));
  expect(IDLE_LEVEL).toBeLessThan(20);
});

test('new levels every 150 ms until stopped', () => {
  const onChange = vi.fn();
  const stop = startBars(onChange);
  vi.advanceTimersByTime(149);
  expect(onChange).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onChange).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1500);
  expect(onChange).toHaveBeenCalledTimes(11);
  stop();
  vi.advanceTimersByTime(1500);
  expect(onChange).toHaveBeenCalledTimes(11);
});

test('says what the player does', () => {
  expect(playerLabel(true)).toBe('Lecture en cours…');
  expect(playerLabel(false)).toBe('Appuyez pour écouter');
});
