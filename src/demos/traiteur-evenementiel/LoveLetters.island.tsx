import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { createCarousel } from './carousel-state.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { CarouselDots } from '../shared/CarouselDots.tsx';

export type LoveLettersProps = {
  /** `date` already formatted ('juin 2025'). */
  testimonials: Array<{ text: string; author: string; date: string }>;
  /** From content/demos/traiteur-evenementiel.ts: the carousel's name and its pause button's. */
  label: string;
  pauseLabel: string;
};

/**
 * The testimonials carousel: a new letter every 6 s; pauses on hover, on
 * focus and with its button. The timer starts only after hydration, and never
 * under reduced motion.
 */
export default function LoveLetters({ testimonials, label, pauseLabel }: LoveLettersProps) {
  const count = testimonials.length;
  const [carousel, setCarousel] = useState(() => createCarousel(count, { autoplay: false }));
  const [autoplay, setAutoplay] = useState(false);
  useEffect(() => {
    const motion = !prefersReducedMotion();
    const live = createCarousel(count, { autoplay: motion });
    setCarousel(live);
    setAutoplay(motion);
    return live.dispose;
  }, [count]);
  const state = useSyncExternalStore(carousel.subscribe, carousel.get, carousel.get);
  const moving = autoplay && !state.paused;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <div
      className="letters"
      role="region"
      aria-roledescription="carrousel"
      aria-label={label}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <div className="letters-slides" aria-live={moving ? 'off' : 'polite'}>
        {testimonials.map((letter, index) => (
          <div
            key={index}
            className="letter"
            role="group"
            aria-roledescription="témoignage"
            aria-label={`${index + 1} sur ${count}`}
            data-current={index === state.index}
            aria-hidden={index !== state.index}
          >
            <figure>
              <blockquote>
                <p>{letter.text}</p>
              </blockquote>
              <figcaption>
                <span className="letter-author">{letter.author}</span>
                <span className="letter-date">{letter.date}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="letters-controls">
        {autoplay && (
          <button type="button" className="round-button letters-pause" onClick={carousel.togglePause} aria-pressed={state.paused}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {state.paused ? <path d="M7 4v16l13-8z" fill="currentColor" /> : <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />}
            </svg>
            <span className="visually-hidden">{pauseLabel}</span>
          </button>
        )}
        <CarouselDots
          prefix="letters"
          labels={testimonials.map((letter, index) => `Témoignage ${index + 1} sur ${count}, ${letter.author}`)}
          current={state.index}
          onSelect={carousel.goTo}
        />
      </div>
    </div>
  );
}
