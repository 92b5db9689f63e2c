import { onFirstVisible } from '../ui/first-visible.ts';
import { prefersReducedMotion } from '../ui/motion.ts';

// Sections marked `data-reveal` fade and slide in once 20 % visible (spec:
// about page threshold 0.2). Only this script hides them, and only those
// still below the fold, so the content is there without JavaScript, and
// under reduced motion nothing is hidden at all.

const REVEAL_THRESHOLD = 0.2;

export function setUpReveal(): void {
  const sections = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (sections.length === 0 || !('IntersectionObserver' in window) || prefersReducedMotion()) return;

  const stopWatching = new Map<HTMLElement, () => void>();
  const show = (section: HTMLElement) => {
    section.classList.remove('reveal-pending');
    stopWatching.get(section)?.();
  };
  for (const section of sections) {
    if (section.getBoundingClientRect().top < window.innerHeight * (1 - REVEAL_THRESHOLD)) continue;
    section.classList.add('reveal-pending');
    // A jump down (End key, link) skips sections: show those above too.
    const above = sections.slice(0, sections.indexOf(section) + 1);
    stopWatching.set(
      section,
      onFirstVisible(section, { threshold: REVEAL_THRESHOLD }, () => above.forEach(show)),
    );
  }
}
