// Lazy sections (src/ui/lazy-sections.css): the browser skips laying them
// out, and fetching the fonts only they set, until they near the viewport.
// Their content is in the HTML. The jump fix below is for a page whose links
// aim past them while its HTML still arrives, as the home page's do (its
// contact-jump test fails without it); the portfolios' and the caterer's
// jumps land without it, on the slow phone too.

/**
 * A jump to something below the lazy sections (/#contact from this page or
 * another, /#faq) lays out the sections it passes in full before the browser
 * aims. A section whose rendering was skipped counts 400 px; on a slow link,
 * where the HTML arrives in parts, the browser can skip one before it ever
 * measured it, and the jump, aimed with 400 px, ends thousands of pixels
 * above the target once the section grows. Laid out, it still fades in only
 * once seen (CSS: [data-lazy-layout]).
 */
export function setUpLazySections(): void {
  const sections = [...document.querySelectorAll<HTMLElement>('.lazy-section')];
  if (sections.length === 0) return;
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
