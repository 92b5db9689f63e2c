import { useRef, useState, type PointerEvent } from 'react';
import { percentAt, sliderKey } from '../shared/ui-state.ts';
import { Picture } from '../../images/Picture.tsx';
import type { PreparedImage } from '../../images/image-types.ts';
import { formatPercent } from '../../text/format.ts';
import { useStyles } from '../../ui/style-rules.ts';

type Drawing = { image: PreparedImage; alt: string };

export type BeforeAfterProps = {
  before: string;
  after: string;
  beforePicture: Drawing;
  afterPicture: Drawing;
  /** The handle's name (content/demos/portfolio-creatif.ts). */
  label: string;
};

const sizes = '(min-width: 60rem) 36rem, 92vw';

/** Drag (or use the keys) to compare before and after; starts at 50 %. */
export default function BeforeAfter({ before, after, beforePicture, afterPicture, label }: BeforeAfterProps) {
  const styled = useStyles();
  const [value, setValue] = useState(50);
  const [pressed, setPressed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  const follow = (event: PointerEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    if (rect) setValue(percentAt(event.clientX, rect.left, rect.width));
  };
  const release = () => setPressed(false);

  return (
    <figure className="compare-figure">
      <div
        ref={frame}
        {...styled({ '--split': `${value}%` }, 'compare')}
        data-pressed={pressed}
        onPointerDown={(event) => {
          setPressed(true);
          follow(event);
        }}
        onPointerMove={(event) => pressed && follow(event)}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
      >
        <div className="compare-side compare-after">
          <Picture image={afterPicture.image} alt={afterPicture.alt} sizes={sizes} className="compare-art" />
          <span className="compare-tag" aria-hidden="true">
            Après
          </span>
        </div>
        <div className="compare-side compare-before">
          <Picture image={beforePicture.image} alt={beforePicture.alt} sizes={sizes} className="compare-art" />
          <span className="compare-tag" aria-hidden="true">
            Avant
          </span>
        </div>
        <div
          className="compare-handle"
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={formatPercent(value)}
          aria-orientation="horizontal"
          onKeyDown={(event) => {
            const next = sliderKey(value, event.key);
            if (next === null) return;
            event.preventDefault();
            setValue(next);
          }}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      </div>
      <figcaption className="compare-caption">
        <span>
          <strong>Avant</strong> {before}
        </span>
        <span>
          <strong>Après</strong> {after}
        </span>
      </figcaption>
    </figure>
  );
}
