import { useState } from 'react';
import { nextPoster } from './poster-state.ts';

export type PosterGeneratorProps = {
  posters: Array<{ text: string; subtitle: string; background: string }>;
};

export default function PosterGenerator({ posters }: PosterGeneratorProps) {
  const [index, setIndex] = useState(0);
  const poster = posters[index];
  if (!poster) return null;
  return (
    <div className="poster-tool">
      <div className="poster" style={{ background: poster.background }} aria-live="polite">
        <p className="poster-text">{poster.text}</p>
        <p className="poster-subtitle">{poster.subtitle}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => setIndex((i) => nextPoster(i, posters.length))}>
        Générer
      </button>
    </div>
  );
}
