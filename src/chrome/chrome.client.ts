// The site's chrome, on every page, in plain TypeScript (no React on pages
// without islands): top bar and pill bar past 100 px, reading progress,
// mobile menu, jumps to a fragment, cookie consent. A page's own code is its
// `*.client.ts`, beside it (PageModule.scripts).

import { setUpConsent } from './consent.ts';
import { setUpHashTargets } from './hash-target.ts';

const root = document.documentElement;
const SCROLL_THRESHOLD = 100;

function trackScroll(): void {
  const bar = document.querySelector<HTMLElement>('[data-reading-progress]');
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    root.toggleAttribute('data-scrolled', y > SCROLL_THRESHOLD);
    const max = root.scrollHeight - window.innerHeight;
    const progress = max > 0 ? Math.min(1, Math.max(0, y / max)) : 0;
    bar?.style.setProperty('--progress', progress.toFixed(4));
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  window.addEventListener('resize', update, { passive: true });
  // In the first frame, not now: reading the page's height before it is laid
  // out would lay it out ahead of the first paint, in this script's task.
  requestAnimationFrame(update);
}

function setUpMobileMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  if (!menu || !toggle) return;
  const focusable = () => [...menu.querySelectorAll<HTMLElement>('a[href], button')];

  const open = () => {
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    root.classList.add('menu-is-open');
    focusable()[1]?.focus();
  };
  const close = (restoreFocus = true) => {
    if (menu.hidden) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    root.classList.remove('menu-is-open');
    if (restoreFocus) toggle.focus();
  };

  toggle.addEventListener('click', open);
  menu.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-menu-close]')) close();
    else if (target.closest('a')) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (menu.hidden) return;
    if (event.key === 'Escape') close();
    if (event.key === 'Tab') {
      // Keep focus inside the open menu.
      const items = focusable();
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  });
  // Back from the page cache with the menu open (bfcache).
  window.addEventListener('pageshow', () => close(false));
}

/** The footer's copyright year follows the visitor's clock, not the day the site was built. */
function showCurrentYear(): void {
  const year = document.querySelector('[data-current-year]');
  if (year) year.textContent = String(new Date().getFullYear());
}

trackScroll();
showCurrentYear();
setUpMobileMenu();
setUpConsent();
setUpHashTargets();
