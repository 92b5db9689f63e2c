import { useEffect, useRef, useState } from 'react';
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
    let stop: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        stop = runWords(words.length, setShown);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop?.();
    };
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
