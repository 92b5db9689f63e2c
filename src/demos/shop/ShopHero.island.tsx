import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatPrice } from '../../text/format.ts';
import type { Shop } from './shop.schema.ts';
import { prefersReducedMotion } from '../../timers/timers.ts';
import { fillInText } from '../../text/fill-in.ts';
import { RELAXED, runTyping, tiltFromDrag, tiltFromKey, typedLength, type Tilt } from './motion-state.ts';

export type ShopHeroProps = { hero: Shop['hero'] };

/** The /produit/ hero: T-shirt mock-up that tilts while held, subtitle typing in, price and perks. */
export default function ShopHero({ hero }: ShopHeroProps) {
  const [percent, setPercent] = useState(100);
  const [tilt, setTilt] = useState<Tilt>(RELAXED);
  const [held, setHeld] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setPercent(0);
    return runTyping(setPercent);
  }, []);

  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (prefersReducedMotion()) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY };
    setHeld(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setTilt(tiltFromDrag(event.clientX - start.current.x, event.clientY - start.current.y));
  };
  const release = () => {
    start.current = null;
    setHeld(false);
    setTilt(RELAXED);
  };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tiltFromKey(event.key);
    if (!next) return;
    event.preventDefault();
    if (!prefersReducedMotion()) setTilt(next);
  };

  const shown = typedLength(hero.subtitle, percent);
  return (
    <div className="shop-hero-grid">
      <div className="shop-hero-text">
        <p className="eyebrow">Nouvelle collection</p>
        <h1>{hero.name}</h1>
        <p className="shop-typed lead">
          <span className="visually-hidden">{hero.subtitle}</span>
          {/* The whole line holds its room from the start; the typed part is drawn over it, so no word moves as it types. */}
          <span className="shop-typed-text" aria-hidden="true">
            <span className="shop-typed-room">{hero.subtitle}</span>
            <span className="shop-typed-shown">{hero.subtitle.slice(0, shown)}</span>
          </span>
        </p>
        <p className="shop-price">
          <span className="shop-price-now">{formatPrice(hero.price)}</span>{' '}
          <s className="shop-price-old">
            <span className="visually-hidden">au lieu de </span>
            {formatPrice(hero.oldPrice)}
          </s>
        </p>
        <div className="actions">
          <button type="button" className="btn btn-secondary">
            Voir en détail
          </button>
          <button type="button" className="btn btn-primary">
            Ajouter au panier
          </button>
        </div>
        <ul className="shop-perks">
          {hero.perks.map((perk) => (
            <li key={perk.title}>
              <span className="shop-perk-icon" aria-hidden="true">
                {perk.icon}
              </span>
              <strong>{perk.title}</strong>
              <span>{perk.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <figure className="shop-stage">
        <div
          className={`shop-mockup${held ? ' is-held' : ''}`}
          role="img"
          aria-label={fillInText(hero.mockupLabel, { name: hero.name })}
          tabIndex={0}
          onPointerDown={press}
          onPointerMove={move}
          onPointerUp={release}
          onPointerCancel={release}
          onLostPointerCapture={release}
          onKeyDown={keyDown}
          onKeyUp={release}
          onBlur={release}
          style={{ transform: `rotateX(${tilt.x}deg) rotateY(${tilt.y}deg)` }}
        >
          <div className="shirt shop-hero-shirt">
            <span className="shirt-print">Signature</span>
          </div>
        </div>
        <figcaption className="shop-hint">{hero.hint}</figcaption>
      </figure>
    </div>
  );
}
