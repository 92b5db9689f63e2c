import { useId, useState, type KeyboardEvent } from 'react';
import type { StudioDesign } from './studio-design.schema.ts';
import { fonts, fontStack, logoDeformation, nextIndex, previewText, slider } from './studio-state.ts';
import { sliderKey } from '../shared/ui-state.ts';
import { useStyles } from '../../ui/style-rules.ts';

export type DesignSandboxProps = { posters: StudioDesign['posters'] };

/** The three sandbox tools: poster generator, logo deformer, live typography. */
export default function DesignSandbox({ posters }: DesignSandboxProps) {
  return (
    <div className="studio-tools">
      <PosterGenerator posters={posters} />
      <LogoDeformer />
      <TypographyTool />
    </div>
  );
}

function PosterGenerator({ posters }: DesignSandboxProps) {
  const styled = useStyles();
  const [index, setIndex] = useState(0);
  const poster = posters[index];
  if (!poster) return null;
  return (
    <article className="studio-tool">
      <h3>Générateur d’affiches</h3>
      <div {...styled({ background: poster.background }, 'studio-poster')} aria-live="polite" data-poster-index={index}>
        <p className="studio-poster-text">{poster.text}</p>
        <p className="studio-poster-subtitle">{poster.subtitle}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => setIndex((i) => nextIndex(i, posters.length))}>
        Générer
      </button>
    </article>
  );
}

function LogoDeformer() {
  const styled = useStyles();
  const [value, setValue] = useState<number>(slider.initial);
  const id = useId();
  const { skew, scale, hue } = logoDeformation(value);
  // Page Up and Page Down move by 10 whatever the browser's own step for them.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    const next = sliderKey(value, event.key);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  };
  return (
    <article className="studio-tool">
      <h3>Logo à déformer</h3>
      <div className="studio-logo-stage">
        <div {...styled({ transform: `skewX(${skew}deg) scale(${scale})`, filter: `hue-rotate(${hue}deg)` }, 'studio-logo')} data-testid="logo-block">
          LOGO
        </div>
      </div>
      <p className="studio-label">
        <label htmlFor={id}>Déformation</label> : <output htmlFor={id}>{value}</output>
      </p>
      <input
        id={id}
        type="range"
        className="studio-range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        onKeyDown={keyDown}
      />
      <button type="button" className="btn btn-secondary" onClick={() => setValue(slider.initial)}>
        Réinitialiser
      </button>
    </article>
  );
}

function TypographyTool() {
  const styled = useStyles();
  const [text, setText] = useState('');
  const [font, setFont] = useState<string>(fonts[0].name);
  const textId = useId();
  const fontId = useId();
  return (
    <article className="studio-tool studio-type-tool">
      <h3>Typographie en direct</h3>
      <p {...styled({ fontFamily: fontStack(font) }, 'studio-type-preview')} aria-live="polite" data-testid="type-preview">
        {previewText(text)}
      </p>
      <label htmlFor={textId} className="studio-label">
        Votre texte
      </label>
      <input
        id={textId}
        type="text"
        className="studio-input"
        placeholder="Tapez ici…"
        value={text}
        maxLength={40}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor={fontId} className="studio-label">
        Police
      </label>
      <select id={fontId} className="studio-input" value={font} onChange={(event) => setFont(event.target.value)}>
        {fonts.map((f) => (
          <option key={f.name} value={f.name}>
            {f.label}
          </option>
        ))}
      </select>
    </article>
  );
}
