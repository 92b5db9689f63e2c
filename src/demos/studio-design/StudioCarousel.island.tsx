import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { StudioDesign } from './studio-design.schema.ts';
import { clampIndex, DRAG_THRESHOLD, swipeTarget } from './studio-state.ts';
import { rowKeyTarget } from '../shared/ui-state.ts';
import { Picture } from '../../images/Picture.tsx';
import type { PreparedImage } from '../../images/image-types.ts';
import { useStyles } from '../../ui/style-rules.ts';
import { CarouselDots } from '../shared/CarouselDots.tsx';

export type StudioCarouselProps = { projects: Array<Omit<StudioDesign['projects'][number], 'image'> & { picture: PreparedImage }> };

/** Featured projects: one card centred, swipe, buttons, dots and arrow keys. */
export default function StudioCarousel({ projects }: StudioCarouselProps) {
  const styled = useStyles();
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const count = projects.length;
  const go = (next: number) => setIndex(clampIndex(next, count));

  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = event.clientX;
    // A drag the booter replays (src/islands) has no live pointer to capture.
    if (event.isTrusted) event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    setDrag(Math.abs(dx) >= DRAG_THRESHOLD ? dx : 0);
  };
  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    go(swipeTarget(index, event.clientX - start.current, count));
    start.current = null;
    setDrag(0);
  };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rowKeyTarget(event.key, index, count, { wrap: false, vertical: false });
    if (next === null) return;
    event.preventDefault();
    go(next);
  };

  return (
    <div className="studio-carousel" role="region" aria-roledescription="carrousel" aria-label="Projets phares" tabIndex={0} onKeyDown={keyDown}>
      <div className="studio-viewport" onPointerDown={press} onPointerMove={move} onPointerUp={release} onPointerCancel={release}>
        <div {...styled({ '--index': index, '--drag': `${drag}px` }, `studio-track${drag ? ' is-dragging' : ''}`)}>
          {projects.map((project, i) => (
            <div
              key={project.id}
              className={`studio-slide${i === index ? ' is-current' : ''}`}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${count}`}
              aria-hidden={i === index ? undefined : true}
            >
              <div {...styled({ background: project.gradient }, 'studio-slide-art')}>
                <Picture
                  image={project.picture}
                  alt={project.imageAlt}
                  sizes="(min-width: 60rem) 40rem, 88vw"
                  className="studio-slide-picture"
                  priority={i === 0}
                />
              </div>
              <h3>{project.title}</h3>
              <p>{project.description}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="studio-carousel-controls">
        <button type="button" className="round-button studio-nav" aria-label="Projet précédent" disabled={index === 0} onClick={() => go(index - 1)}>
          ‹
        </button>
        <CarouselDots prefix="studio" labels={projects.map((project) => `Voir le projet ${project.title}`)} current={index} onSelect={go} />
        <button type="button" className="round-button studio-nav" aria-label="Projet suivant" disabled={index === count - 1} onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {`Projet ${index + 1} sur ${count} : ${projects[index]?.title ?? ''}`}
      </p>
    </div>
  );
}
