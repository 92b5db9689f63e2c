import { useEffect, useState } from 'react';
import { dailyShare, wholePercent, startDrift, type DashboardFigures } from './drift-state.ts';
import { groupDigits } from '../../text/format.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { useTabs } from '../shared/use-tabs.ts';
import { DrawnIcon, type IconShapeSet } from '../../ui/DrawnIcon.tsx';
import { useStyles } from '../../ui/style-rules.ts';

export type CoachDashboardProps = {
  calories: number;
  dailyGoal: number;
  weeklyGoal: number;
  progress: Array<{ label: string; value: string; change: string }>;
  planning: Array<{ day: string; session: string; time: string | null; icon: string }>;
  /** The planning's icons, drawn by the page (iconShapeSet, src/ui/icon-set.ts): the icon set stays out of this island's bundle. */
  icons: IconShapeSet;
  /** From content/demos/coach-sportif-premium.ts. */
  labels: { weeklyGoal: string; weeklyGoalNote: string };
};

const tabs = ['Tableau de bord', 'Progression', 'Planning'];

/** The member's space: live figures (drifting every 3 s), progress and the week's plan. */
export default function CoachDashboard({ calories, dailyGoal, weeklyGoal, progress, planning, icons, labels }: CoachDashboardProps) {
  const styled = useStyles();
  const { tabProps, panelProps } = useTabs('espace', tabs.length);
  const [figures, setFigures] = useState<DashboardFigures>({ calories, weeklyGoal });

  useEffect(() => {
    if (prefersReducedMotion()) return;
    return startDrift({ calories, weeklyGoal }, setFigures);
  }, [calories, weeklyGoal]);

  const caloriesShare = dailyShare(figures.calories, dailyGoal);

  return (
    <div className="tabs dashboard">
      <div role="tablist" aria-label="Mon espace" className="tablist">
        {tabs.map((label, index) => (
          <button key={label} className="tab" {...tabProps(index)}>
            {label}
          </button>
        ))}
      </div>

      <div className="tabpanel" {...panelProps(0)}>
        <div className="metrics">
          <div className="metric">
            <p className="metric-label">Calories brûlées aujourd’hui</p>
            <p className="metric-value" data-calories>
              {groupDigits(figures.calories)}
              <span className="metric-unit"> kcal</span>
            </p>
            <div className="meter" aria-hidden="true">
              <div {...styled({ transform: `scaleX(${caloriesShare / 100})` })} />
            </div>
            <p className="metric-note">Objectif du jour : {groupDigits(dailyGoal)} kcal</p>
          </div>
          <div className="metric">
            <p className="metric-label">{labels.weeklyGoal}</p>
            <p className="metric-value" data-weekly-goal>
              {wholePercent(figures.weeklyGoal)}
            </p>
            <div className="meter meter-alt" aria-hidden="true">
              <div {...styled({ transform: `scaleX(${figures.weeklyGoal / 100})` })} />
            </div>
            <p className="metric-note">{labels.weeklyGoalNote}</p>
          </div>
        </div>
      </div>

      <div className="tabpanel" {...panelProps(1)}>
        <ul className="progress-list">
          {progress.map((item) => (
            <li key={item.label}>
              <span className="progress-label">{item.label}</span>
              <span className="progress-value">{item.value}</span>
              <span className="progress-change">{item.change}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="tabpanel" {...panelProps(2)}>
        <ul className="planning">
          {planning.map((day) => (
            <li key={day.day} data-rest={day.time === null}>
              <DrawnIcon shapes={icons[day.icon]} className="planning-icon" />
              <span className="planning-day">{day.day}</span>
              <span className="planning-session">{day.session}</span>
              <span className="planning-time">{day.time ?? 'Récupération'}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
