import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatPrice } from '../../text/format.ts';
import type { Shop } from './produit.schema.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { fillInText } from '../../text/fill-in.ts';
import { DrawnIcon, type IconShapeSet } from '../../ui/DrawnIcon.tsx';
import { RELAXED, tiltFromDrag, tiltFromKey, TYPING_STEP_MS, typingSteps, type Tilt } from './motion-state.ts';
import { useStyles } from '../../ui/style-rules.ts';
import { addToCart } from './add-to-cart.ts';

export type ShopHeroProps = {
  hero: Shop['hero'];
  /** The perks' icons, drawn by the page (iconShapeSet, src/ui/icon-set.ts): the icon set stays out of this island's bundle. */
  icons: IconShapeSet;
};

/** The /produit/ hero: T-shirt mock-up that tilts while held, subtitle typing in (CSS), price and perks. */
export default function ShopHero({ hero, icons }: ShopHeroProps) {
  const styled = useStyles();
  const [tilt, setTilt] = useState<Tilt>(RELAXED);
  const [held, setHeld] = useState(false);
  const start = useRef<{ x: number; y: number; touch: boolean } | null>(null);

  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (prefersReducedMotion()) return;
    // A drag the booter replays (src/islands) has no live pointer to capture.
    if (event.isTrusted) event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY, touch: event.pointerType !== 'mouse' };
    setHeld(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    // A finger turns the shirt sideways only: a vertical swipe is the page's (touch-action: pan-y).
    const dy = start.current.touch ? 0 : event.clientY - start.current.y;
    setTilt(tiltFromDrag(event.clientX - start.current.x, dy));
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

  return (
    <div className="shop-hero-grid">
      <div className="shop-hero-text">
        <p className="eyebrow">Nouvelle collection</p>
        <h1>{hero.name}</h1>
        <p className="shop-typed lead">
          <span className="visually-hidden">{hero.subtitle}</span>
          {/* Typed by the stylesheet alone, with or without this script: every part
              holds its room from the start and appears at its step, so no word moves. */}
          <span aria-hidden="true">
            {typingSteps(hero.subtitle).map((part, i) => (
              <span key={i} {...styled({ animationDelay: `${(i + 1) * TYPING_STEP_MS}ms` }, 'shop-typed-step')}>
                {part}
              </span>
            ))}
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
          <a className="btn btn-secondary" href="#shop-custom-title">
            Personnaliser
          </a>
          <button type="button" className="btn btn-primary" onClick={() => addToCart({ id: hero.id, name: hero.name, price: hero.price, emoji: hero.emoji })}>
            Ajouter au panier
          </button>
        </div>
        <ul className="shop-perks">
          {hero.perks.map((perk) => (
            <li key={perk.title}>
              <DrawnIcon shapes={icons[perk.icon]} className="shop-perk-icon" />
              <strong>{perk.title}</strong>
              <span>{perk.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <figure className="shop-stage">
        <div
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
          {...styled({ transform: `rotateX(${tilt.x}deg) rotateY(${tilt.y}deg)` }, `shop-mockup${held ? ' is-held' : ''}`)}
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
