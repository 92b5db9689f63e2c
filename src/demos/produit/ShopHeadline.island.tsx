import { useEffect, useRef, useState } from 'react';
import { onFirstVisible } from '../../ui/first-visible.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { runWords, splitWords } from './motion-state.ts';

export type ShopHeadlineProps = { text: string };

/** The closing headline: its words appear one every 250 ms once it scrolls into view. */
export default function ShopHeadline({ text }: ShopHeadlineProps) {
  const words = splitWords(text);
  const [shown, setShown] = useState(words.length);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const element = heading.current;
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    setShown(0);
    return onFirstVisible(element, { threshold: 0.5 }, () => runWords(words.length, setShown));
  }, [words.length]);

  return (
    <h2 id="shop-closing-title" ref={heading} className="shop-closing-title" aria-label={text}>
      {words.map((word, index) => (
        <span key={index} className={index < shown ? 'shop-word is-shown' : 'shop-word'} aria-hidden="true">
          {word}{' '}
        </span>
      ))}
    </h2>
  );
}
