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
 * `"shown"`), and only those below the fold: without JavaScript, without
 * IntersectionObserver and under reduced motion nothing is hidden, and what
 * the visitor already sees never disappears. Where each one lies is read
 * from the observer's first report, which comes after the page's first
 * layout: reading it earlier, as the script runs, would lay the page out an
 * extra time before its first paint. An element revealed also reveals those
 * before it, which a jump down (End key, a link to a fragment) skipped.
 */
export function setUpReveals({ threshold, rootMargin, delayMs = 0 }: RevealOptions): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (elements.length === 0 || !('IntersectionObserver' in window) || prefersReducedMotion()) return;

  const placed = new Set<Element>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const show = (element: HTMLElement) => {
    if (element.dataset.revealState === 'pending') element.dataset.revealState = 'shown';
    clearTimeout(timers.get(element));
    observer.unobserve(element);
  };
  const showUpTo = (element: HTMLElement) => elements.slice(0, elements.indexOf(element) + 1).forEach(show);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (!placed.has(element)) {
          placed.add(element);
          // On screen (or above it) when the page is first drawn: it stays as
          // it is. One in a lazy section not laid out yet has no box to tell
          // (src/ui/lazy-sections.css): such a section is below the first screen.
          const notLaidOut = 'checkVisibility' in element && !element.checkVisibility({ contentVisibilityAuto: true });
          if (!notLaidOut && entry.boundingClientRect.top < window.innerHeight) {
            observer.unobserve(element);
            continue;
          }
          element.dataset.revealState = 'pending';
        }
        if (entry.isIntersecting && entry.intersectionRatio >= threshold && !timers.has(element)) {
          timers.set(
            element,
            setTimeout(() => showUpTo(element), delayMs),
          );
        }
      }
    },
    { threshold, rootMargin },
  );
  for (const element of elements) observer.observe(element);
}
