import { useEffect, useState } from 'react';
import { idleLevels, playerLabel, randomLevels, startBars } from './bars-state.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { fillInText } from '../../text/fill-in.ts';
import { DrawnIcon, type IconShapeSet } from '../../ui/DrawnIcon.tsx';
import { useStyles } from '../../ui/style-rules.ts';

export type WorkoutPlayerProps = {
  playlists: Array<{ id: string; name: string; icon: string; songs: number; duration: string; color: string }>;
  /** The playlists' icons, drawn by the page (iconShapeSet, src/ui/icon-set.ts): the icon set stays out of this island's bundle. */
  icons: IconShapeSet;
  /** From content/demos/coach-sportif-premium.ts: 'Lecture de la playlist {name}'. */
  playLabel: string;
};

/** A pretend player: choose a playlist, press play, the equaliser dances (except under reduced motion). */
export default function WorkoutPlayer({ playlists, icons, playLabel }: WorkoutPlayerProps) {
  const styled = useStyles();
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [levels, setLevels] = useState(idleLevels);

  useEffect(() => {
    if (!playing) {
      setLevels(idleLevels);
      return;
    }
    // Reduced motion: one still picture of the levels instead of a dance.
    if (prefersReducedMotion()) {
      setLevels(randomLevels(() => 0.5));
      return;
    }
    return startBars(setLevels);
  }, [playing]);

  const playlist = playlists[selected]!;

  return (
    <div {...styled({ '--accent': playlist.color }, 'workout-player')} data-playing={playing}>
      <ul className="playlists">
        {playlists.map((item, index) => (
          <li key={item.id}>
            <button type="button" className="playlist" aria-pressed={index === selected} onClick={() => setSelected(index)}>
              <DrawnIcon shapes={icons[item.icon]} className="playlist-icon" />
              <span className="playlist-name">{item.name}</span>
              <span className="playlist-meta">
                {item.songs} titres · {item.duration}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="deck">
        <div className="equaliser" aria-hidden="true">
          {levels.map((level, index) => (
            <span key={index} {...styled({ transform: `scaleY(${level / 100})` })} />
          ))}
        </div>
        <button type="button" className="round-button deck-toggle" onClick={() => setPlaying((was) => !was)} aria-pressed={playing}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" /> : <path d="M7 4v16l13-8z" fill="currentColor" />}
          </svg>
          <span className="visually-hidden">{fillInText(playLabel, { name: playlist.name })}</span>
        </button>
        <p className="deck-status" aria-live="polite" data-player-label>
          {playerLabel(playing)}
        </p>
        <p className="deck-playlist">
          <DrawnIcon shapes={icons[playlist.icon]} /> {playlist.name}
        </p>
      </div>
    </div>
  );
}
