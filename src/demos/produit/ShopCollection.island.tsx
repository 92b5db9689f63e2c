import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../text/format.ts';
import type { Shop } from './produit.schema.ts';
import type { Cancel } from '../../timers/timers.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { runSpin } from './motion-state.ts';
import { useStyles } from '../../ui/style-rules.ts';

export type ShopCollectionProps = { products: Shop['products'] };

/** 'Collection interactive': a click spins a card 360° in 5° steps. */
export default function ShopCollection({ products }: ShopCollectionProps) {
  return (
    <ul className="shop-collection">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}

function ProductCard({ product }: { product: Shop['products'][number] }) {
  const styled = useStyles();
  const [angle, setAngle] = useState(0);
  const spin = useRef<Cancel | null>(null);
  useEffect(() => () => spin.current?.(), []);

  const start = () => {
    if (spin.current || prefersReducedMotion()) return;
    spin.current = runSpin((degrees) => {
      setAngle(degrees);
      if (degrees === 0) spin.current = null;
    });
  };

  return (
    <li className="shop-card-slot">
      <article {...styled({ transform: angle ? `rotateY(${angle}deg)` : undefined }, 'shop-card')} onClick={start}>
        <button type="button" {...styled({ background: product.gradient }, 'shop-card-visual')} aria-label={`Faire tourner ${product.name}`}>
          <span aria-hidden="true">{product.emoji}</span>
        </button>
        <h3>{product.name}</h3>
        <p className="shop-card-price">{formatPrice(product.price)}</p>
      </article>
    </li>
  );
}
