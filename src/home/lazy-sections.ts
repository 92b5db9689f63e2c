// The home page's lazy sections (spec: threshold 0.1, root margin 100 px,
// fade-in 100 ms after visible). Their content is in the HTML; CSS
// (content-visibility) lets the browser skip rendering them until they near
// the viewport. Without this script a CSS fallback reveals them.

const REVEAL_DELAY_MS = 100;

export function setUpLazySections(): void {
  const sections = document.querySelectorAll<HTMLElement>('[data-lazy-section]');
  if (sections.length === 0) return;
  const reveal = (section: HTMLElement) => (section.dataset.lazyState = 'visible');
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) {
    sections.forEach(reveal);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        setTimeout(() => reveal(entry.target as HTMLElement), REVEAL_DELAY_MS);
      }
    },
    { threshold: 0.1, rootMargin: '100px' },
  );
  sections.forEach((section) => {
    section.dataset.lazyState = 'waiting';
    observer.observe(section);
  });
}
