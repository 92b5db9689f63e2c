// Jumps to a fragment of the page (/#contact from another page, the hero's
// "Collaborer avec nous"). It scrolls again 100 ms after arriving: the
// browser jumps before the sections above have their final height. What
// loads while the motion runs (fonts, images, a section above laid out) can
// still move the target, and a smooth scroll keeps its first aim; so until
// the page has loaded and stayed still a moment, whenever the scrolling
// stops or the page's height changes, the target is put back in its place.
// The visitor's own wheel, touch or key ends this at once.

const ARRIVAL_SCROLL_MS = 100;
const QUIET_MS = 200;
const WATCH_AFTER_LOAD_MS = 2000;
const MAX_AIMS = 10;
const GIVE_UP_MS = 15_000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function setUpHashTargets(): void {
  const arrival = hashTarget();
  if (arrival) {
    setTimeout(() => {
      arrival.scrollIntoView({ block: 'start' });
      keepInPlace(arrival);
    }, ARRIVAL_SCROLL_MS);
  }
  // A link to a fragment of this page: the browser is already scrolling.
  window.addEventListener('hashchange', () => {
    const target = hashTarget();
    if (target) keepInPlace(target);
  });
}

function hashTarget(): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

let stopWatching = () => {};

function keepInPlace(target: HTMLElement): void {
  stopWatching();
  const root = document.documentElement;
  const started = performance.now();
  let aims = 0;
  let timer = 0;
  let loadedAt = document.readyState === 'complete' ? performance.now() : Infinity;
  const onLoad = () => (loadedAt = performance.now());

  const check = () => {
    const now = performance.now();
    if (now - loadedAt > WATCH_AFTER_LOAD_MS || now - started > GIVE_UP_MS || aims >= MAX_AIMS || location.hash !== `#${target.id}`) return stop();
    // Where scrollIntoView({ block: 'start' }) puts it: under the header, as scroll-padding-top says.
    const off = target.getBoundingClientRect().top - (parseFloat(getComputedStyle(root).scrollPaddingTop) || 0);
    const room = off > 0 ? root.scrollHeight - innerHeight - scrollY : scrollY;
    if (Math.abs(off) > 4 && room >= 1) {
      aims += 1;
      target.scrollIntoView({ block: 'start' });
    }
    later();
  };
  const later = () => {
    clearTimeout(timer);
    timer = window.setTimeout(check, QUIET_MS);
  };
  const resizes = new ResizeObserver(later);
  const stop = () => {
    clearTimeout(timer);
    resizes.disconnect();
    window.removeEventListener('scroll', later);
    window.removeEventListener('load', onLoad);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };

  stopWatching = stop;
  resizes.observe(document.body);
  window.addEventListener('scroll', later, { passive: true });
  window.addEventListener('load', onLoad);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  later();
}
