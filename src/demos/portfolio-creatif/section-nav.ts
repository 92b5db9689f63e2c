import { activeSection } from './scroll-spy.ts';

/** Keeps `aria-current` of a [data-section-nav] on the section crossing the middle of the screen. */
export function setUpSectionNav(): void {
  const nav = document.querySelector<HTMLElement>('[data-section-nav]');
  if (!nav) return;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  let queued = false;
  const update = () => {
    queued = false;
    const boxes = links.flatMap((link) => {
      const rect = document.getElementById(link.hash.slice(1))?.getBoundingClientRect();
      return rect ? [{ id: link.hash.slice(1), top: rect.top, bottom: rect.bottom }] : [];
    });
    const active = activeSection(boxes, window.innerHeight);
    for (const link of links) {
      if (link.hash.slice(1) === active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();
}
