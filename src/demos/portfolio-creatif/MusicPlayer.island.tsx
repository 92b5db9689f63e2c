import { useEffect, useState, useSyncExternalStore } from 'react';
import { createMusicPlayer, formatClock, trackLabel, TRACK_SECONDS } from './player-state.ts';
import { DrawnIcon, type IconShape } from '../../ui/DrawnIcon.tsx';
import { useStyles } from '../../ui/style-rules.ts';

export type MusicPlayerProps = {
  tracks: Array<{ title: string; artist: string; duration: string }>;
  /** The cover's icon, drawn by the page (iconShapes, src/ui/icon-set.ts): the icon set stays out of this island's bundle. */
  cover: IconShape[];
};

export default function MusicPlayer({ tracks, cover }: MusicPlayerProps) {
  const styled = useStyles();
  const [player] = useState(() => createMusicPlayer(tracks.length));
  const state = useSyncExternalStore(player.subscribe, player.get, player.get);
  useEffect(() => player.dispose, [player]);
  const track = tracks[state.track]!;

  return (
    <div className="player" data-playing={state.playing}>
      <div className="player-now">
        <div className="player-cover">
          <DrawnIcon shapes={cover} />
        </div>
        <div className="player-info" aria-live="polite">
          <p className="player-title">{track.title}</p>
          <p className="player-artist">{track.artist}</p>
        </div>
        <p className="player-index" data-track-label>
          {trackLabel(state.track, tracks.length)}
        </p>
      </div>
      <div className="player-progress">
        <span data-elapsed>{formatClock(state.elapsed)}</span>
        <div className="player-bar" aria-hidden="true">
          <div {...styled({ transform: `scaleX(${state.elapsed / TRACK_SECONDS})` })} />
        </div>
        <span>{formatClock(TRACK_SECONDS)}</span>
      </div>
      <div className="player-controls">
        <button type="button" className="round-button player-button" onClick={player.previous} aria-label="Morceau précédent">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 5h2v14H6zM20 5v14L9 12z" fill="currentColor" />
          </svg>
        </button>
        <button type="button" className="round-button player-button player-main" onClick={player.toggle} aria-label={state.playing ? 'Pause' : 'Lecture'}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            {state.playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" /> : <path d="M7 4v16l13-8z" fill="currentColor" />}
          </svg>
        </button>
        <button type="button" className="round-button player-button" onClick={player.next} aria-label="Morceau suivant">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M16 5h2v14h-2zM4 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <ol className="player-list">
        {tracks.map((item, index) => (
          <li key={item.title} aria-current={index === state.track ? 'true' : undefined}>
            <span className="player-list-title">{item.title}</span>
            <span className="player-list-artist">{item.artist}</span>
            <span className="player-list-duration">{item.duration}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
