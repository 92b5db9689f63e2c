import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { runIntro } from './studio-state.ts';

export type StudioIntroProps = {
  phrases: string[];
  /** The pause button's two states (content/demos/studio-design.ts). */
  pauseLabel: string;
  resumeLabel: string;
};

/** The intro headline: the phrase changes every 3 s; a button pauses it. */
export default function StudioIntro({ phrases, pauseLabel, resumeLabel }: StudioIntroProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [still, setStill] = useState(false);

  useEffect(() => setStill(prefersReducedMotion()), []);
  useEffect(() => (paused || still ? undefined : runIntro(phrases.length, setIndex, index)), [paused, still, phrases.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const distinct = [...new Set(phrases)];
  return (
    <div className="studio-intro-inner">
      <p className="eyebrow">Studio de design</p>
      <h1 className="studio-headline">
        <span className="visually-hidden">{`Studio de design : ${distinct.join(', ').toLowerCase()}`}</span>
        {/* Every phrase in the same place, unseen: the heading is as tall as the tallest at any width, so nothing below it moves. */}
        <span className="studio-phrases" aria-hidden="true">
          {distinct.map((phrase) => (
            <span className="studio-phrase-room" key={phrase}>
              {phrase}
            </span>
          ))}
          <span className="studio-phrase" key={index} data-phrase-index={index}>
            {phrases[index]}
          </span>
        </span>
      </h1>
      {!still && (
        <button type="button" className="studio-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? resumeLabel : pauseLabel}
        </button>
      )}
    </div>
  );
}
