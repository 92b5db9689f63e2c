import { onFirstVisible } from '../ui/first-visible.ts';
import { prefersReducedMotion } from '../ui/motion.ts';

// The home page's lazy sections (spec: threshold 0.1, root margin 100 px,
// fade-in 100 ms after visible). Their content is in the HTML; CSS
// (content-visibility) lets the browser skip rendering them until they near
// the viewport. Without this script a CSS fallback reveals them.

const REVEAL_DELAY_MS = 100;

export function setUpLazySections(): void {
  const sections = [...document.querySelectorAll<HTMLElement>('[data-lazy-section]')];
  if (sections.length === 0) return;
  layOutBeforeJumps(sections);
  const reveal = (section: HTMLElement) => (section.dataset.lazyState = 'visible');
  if (!('IntersectionObserver' in window) || prefersReducedMotion()) {
    sections.forEach(reveal);
    return;
  }
  for (const section of sections) {
    section.dataset.lazyState = 'waiting';
    onFirstVisible(section, { threshold: 0.1, rootMargin: '100px' }, () => {
      setTimeout(() => reveal(section), REVEAL_DELAY_MS);
    });
  }
}

/**
 * A jump to something below the lazy sections (/#contact from this page or
 * another, /#faq) lays out the sections it passes in full before the browser
 * aims. A section whose rendering was skipped counts 400 px; on a slow link,
 * where the HTML arrives in parts, the browser can skip one before it ever
 * measured it, and the jump, aimed with 400 px, ends thousands of pixels
 * above the target once the section grows. Laid out, it still fades in only
 * once seen (CSS: [data-lazy-layout]).
 */
function layOutBeforeJumps(sections: HTMLElement[]): void {
  const layOutBefore = (hash: string) => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    for (const section of sections) {
      if (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING && !section.contains(target)) section.dataset.lazyLayout = 'full';
    }
  };
  layOutBefore(location.hash);
  // A link to this page's own fragment: before the browser follows it (and aims).
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.origin === location.origin && link.pathname === location.pathname && link.search === location.search) layOutBefore(link.hash);
    },
    { capture: true },
  );
  window.addEventListener('hashchange', () => layOutBefore(location.hash));
}
