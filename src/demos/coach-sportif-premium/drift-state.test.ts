import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { driftFigures, wholePercent, startDrift, type DashboardFigures } from './drift-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('calories drift by −5 to +4', () => {
  expect(driftFigures({ calories: 1847, weeklyGoal: 67 }, () => 0).calories).toBe(1842);
  expect(driftFigures({ calories: 1847, weeklyGoal: 67 }, () => 0.9999).calories).toBe(1851);
});

test('the weekly goal grows by up to 0.5 and stops at 100', () => {
  expect(driftFigures({ calories: 1847, weeklyGoal: 67 }, () => 0).weeklyGoal).toBe(67);
  expect(driftFigures({ calories: 1847, weeklyGoal: 67 }, () => 0.5).weeklyGoal).toBe(67.25);
  expect(driftFigures({ calories: 1847, weeklyGoal: 99.9 }, () => 0.9999).weeklyGoal).toBe(100);
  expect(driftFigures({ calories: 1847, weeklyGoal: 100 }, () => 0.9999).weeklyGoal).toBe(100);
});

test('moves every 3 s, starting from 1847 and 67', () => {
  const seen: DashboardFigures[] = [];
  const stop = startDrift({ calories: 1847, weeklyGoal: 67 }, (figures) => seen.push(figures), { random: () => 0.9999 });
  vi.advanceTimersByTime(2999);
  expect(seen).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(seen).toEqual([{ calories: 1851, weeklyGoal: 67.5 }]);
  vi.advanceTimersByTime(3000);
  expect(seen[1]).toEqual({ calories: 1855, weeklyGoal: 68 });
  stop();
  vi.advanceTimersByTime(30_000);
  expect(seen).toHaveLength(2);
});

test('shows the weekly goal in whole points', () => {
  expect(wholePercent(67.75)).toBe('67\u00a0%');
});
