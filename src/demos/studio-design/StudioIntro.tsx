import { typeset } from '../../text/typography.ts';

export type StudioIntroProps = {
  phrases: string[];
  /** The pause button's two states (content/demos/studio-design.ts). */
  pauseLabel: string;
  resumeLabel: string;
};

/**
 * The intro headline, in plain HTML: the first phrase, and every phrase in
 * the same place unseen, so the heading is as tall as the tallest at any
 * width and nothing below it moves. studio-design.client.ts changes the
 * phrase every 3 s and shows the pause button, whose room is kept meanwhile
 * (so nothing moves when it appears); with reduced motion the phrase stays
 * and the script removes the button.
 */
export function StudioIntro({ phrases, pauseLabel, resumeLabel }: StudioIntroProps) {
  const distinct = [...new Set(phrases)];
  return (
    <div className="studio-intro-inner" data-studio-intro data-phrases={JSON.stringify(phrases.map(typeset))}>
      <p className="eyebrow">Studio de design</p>
      <h1 className="studio-headline">
        <span className="visually-hidden">{`Studio de design : ${distinct.join(', ').toLowerCase()}`}</span>
        <span className="studio-phrases" aria-hidden="true">
          {distinct.map((phrase) => (
            <span className="studio-phrase-room" key={phrase}>
              {phrase}
            </span>
          ))}
          <span className="studio-phrase" data-phrase-index={0}>
            {phrases[0]}
          </span>
        </span>
      </h1>
      <button type="button" className="studio-pause" aria-pressed="false" data-resume-label={resumeLabel}>
        {pauseLabel}
      </button>
    </div>
  );
}
