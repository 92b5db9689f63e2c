import { globalTimers, repeat, type Timers } from '../../timers/timers.ts';
import { formatPercent } from '../../text/format.ts';

// The coach dashboard's live figures: every 3 s the calories drift by a
// random −5 to +4 and the weekly goal grows by up to 0.5 point, capped at 100.

const DRIFT_MS = 3000;

export interface DashboardFigures {
  calories: number;
  weeklyGoal: number;
}

export function driftFigures(figures: DashboardFigures, random: () => number = Math.random): DashboardFigures {
  return {
    calories: figures.calories + Math.floor(random() * 10) - 5,
    weeklyGoal: Math.min(100, Math.round((figures.weeklyGoal + random() * 0.5) * 100) / 100),
  };
}

export function startDrift(
  initial: DashboardFigures,
  onChange: (figures: DashboardFigures) => void,
  options: { random?: () => number; timers?: Timers } = {},
): () => void {
  let figures = initial;
  return repeat(
    () => {
      figures = driftFigures(figures, options.random);
      onChange(figures);
    },
    DRIFT_MS,
    options.timers ?? globalTimers,
  );
}

/** The day's calories as a share of its goal, in percent, at most 100. */
export function dailyShare(calories: number, dailyGoal: number): number {
  return Math.min(100, (calories / dailyGoal) * 100);
}

/** 67.25 → '67 %' (whole points on screen, the growth shows over time). */
export function wholePercent(value: number): string {
  return formatPercent(Math.floor(value));
}
