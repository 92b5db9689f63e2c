import { prefersReducedMotion } from '../ui/motion.ts';

// Sections marked `data-reveal` fade and slide in once 20 % visible (spec:
// about page threshold 0.2). Only this script hides them, and only those
// still below the fold, so the content is there without JavaScript, and
// under reduced motion nothing is hidden at all.

const REVEAL_THRESHOLD = 0.2;

export function setUpReveal(): void {
  const sections = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (sections.length === 0 || !('IntersectionObserver' in window)) return;
  if (prefersReducedMotion()) return;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        // A jump down (End key, link) skips sections: show those above too.
        const index = sections.indexOf(entry.target as HTMLElement);
        for (const section of sections.slice(0, index + 1)) {
          section.classList.remove('reveal-pending');
          observer.unobserve(section);
        }
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const section of sections) {
    if (section.getBoundingClientRect().top < window.innerHeight * (1 - REVEAL_THRESHOLD)) continue;
    section.classList.add('reveal-pending');
    observer.observe(section);
  }
}
