import { dailyShare, wholePercent } from './drift-state.ts';
import { groupDigits } from '../../text/format.ts';
import { useStyles } from '../../ui/style-rules.ts';

type Props = {
  calories: number;
  dailyGoal: number;
  weeklyGoal: number;
  planning: Array<{ day: string; session: string; time: string | null }>;
};

/**
 * The hero's right half: the member's day at a glance, drawn from the same
 * figures as the dashboard below it (which moves; this one stays still).
 */
export function CoachTodayCard({ calories, dailyGoal, weeklyGoal, planning }: Props) {
  const share = Math.round(dailyShare(calories, dailyGoal));
  const next = planning.find((day) => day.time);
  const styled = useStyles();
  return (
    <aside className="co-today" aria-labelledby="co-today-title">
      <p className="co-today-title" id="co-today-title">
        Votre journée
      </p>
      <div className="co-today-calories">
        <div {...styled({ '--share': `${share}%` }, 'co-ring')} aria-hidden="true">
          <span>{share} %</span>
        </div>
        <p>
          <strong>{groupDigits(calories)} kcal</strong>
          <span>sur {groupDigits(dailyGoal)} kcal aujourd’hui</span>
        </p>
      </div>
      <div className="co-today-week">
        <p>
          Objectif hebdomadaire <strong>{wholePercent(weeklyGoal)}</strong>
        </p>
        <div className="meter meter-alt" aria-hidden="true">
          <div {...styled({ transform: `scaleX(${weeklyGoal / 100})` })} />
        </div>
      </div>
      <ol className="co-today-days" aria-label="Semaine d’entraînement">
        {planning.map((day) => (
          <li key={day.day} data-session={day.session.toLowerCase()}>
            <span aria-hidden="true">{day.day.slice(0, 1)}</span>
            <span className="visually-hidden">
              {day.day} : {day.session.toLocaleLowerCase('fr-FR')}
            </span>
          </li>
        ))}
      </ol>
      {next && (
        <p className="co-today-next">
          Prochaine séance :{' '}
          <strong>
            {next.day.toLocaleLowerCase('fr-FR')}, {next.session.toLocaleLowerCase('fr-FR')}
          </strong>{' '}
          à {next.time}
        </p>
      )}
    </aside>
  );
}
