import { onFirstVisible } from './first-visible.ts';
import { prefersReducedMotion } from './motion.ts';

/**
 * How an element marked `data-reveal` comes into view (src/ui/reveal.css):
 * `rise` fades it in from 2 rem lower; `fade` fades in what is inside it,
 * its own box (background, a placeholder drawn in `::before`) staying put;
 * `colour` turns it from grey to colour.
 */
export type RevealEffect = 'rise' | 'fade' | 'colour';

interface RevealOptions {
  /** Share of an element that must be visible before it is revealed, 0 to 1. */
  threshold: number;
  rootMargin?: string;
  /** Time between being seen and being revealed. */
  delayMs?: number;
}

/**
 * Reveals the page's `[data-reveal]` elements the first time each is seen.
 * Only this script hides them (`data-reveal-state="pending"`, then
 * `"shown"`), and only those below the fold when it runs: without
 * JavaScript, without IntersectionObserver and under reduced motion nothing
 * is hidden, and what the visitor already sees never disappears. An element
 * revealed also reveals those before it, which a jump down (End key, a link
 * to a fragment) skipped.
 */
export function setUpReveals({ threshold, rootMargin, delayMs = 0 }: RevealOptions): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (elements.length === 0 || !('IntersectionObserver' in window) || prefersReducedMotion()) return;

  const stopWatching = new Map<HTMLElement, () => void>();
  const show = (element: HTMLElement) => {
    if (element.dataset.revealState === 'pending') element.dataset.revealState = 'shown';
    stopWatching.get(element)?.();
  };
  elements.forEach((element, index) => {
    if (element.getBoundingClientRect().top < window.innerHeight * (1 - threshold)) return;
    element.dataset.revealState = 'pending';
    const showUpToHere = () => elements.slice(0, index + 1).forEach(show);
    stopWatching.set(
      element,
      onFirstVisible(element, { threshold, rootMargin }, () => {
        if (delayMs === 0) return showUpToHere();
        const timer = setTimeout(showUpToHere, delayMs);
        return () => clearTimeout(timer);
      }),
    );
  });
}
