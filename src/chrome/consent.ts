import { consentCookie, expiredAnalyticsCookies, readConsent, type ConsentChoice } from './consent-cookie.ts';

// The cookie banner (markup in src/chrome/ConsentBanner.tsx): shown while
// the visitor has not chosen; a stored choice hides it and is applied at
// load; the footer's 'Gérer les cookies' button opens it again.

function expireAnalyticsCookies(): void {
  for (const cookie of expiredAnalyticsCookies(document.cookie, location.hostname)) document.cookie = cookie;
}

function apply(choice: ConsentChoice): void {
  if (choice === 'refused') expireAnalyticsCookies();
  // Without a GA_ID this branch, and with it the analytics module, is left
  // out of the bundle: no analytics code at all.
  if (__GA_ID__) {
    void import('./analytics.ts').then((analytics) => (choice === 'accepted' ? analytics.grantAnalytics(__GA_ID__) : analytics.denyAnalytics(__GA_ID__)));
  }
}

/**
 * While the banner is open, `--consent-offset` on <html> is the room it takes
 * at the bottom of the screen, so that floating buttons (a cart, a back
 * button, the toasts) sit above it instead of under it.
 */
function trackBannerHeight(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    if (banner.hidden) root.style.removeProperty('--consent-offset');
    else root.style.setProperty('--consent-offset', `${window.innerHeight - banner.getBoundingClientRect().top}px`);
  };
  if ('ResizeObserver' in window) new ResizeObserver(update).observe(banner);
  window.addEventListener('resize', update, { passive: true });
  return update;
}

export function setUpConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  // A site that measures nothing keeps no analytics cookie of a time it did.
  if (!banner) return expireAnalyticsCookies();
  const updateOffset = trackBannerHeight(banner);
  const name = banner.dataset.consent!;
  const reopen = document.querySelector<HTMLButtonElement>('[data-consent-open]');
  let returnFocus: HTMLElement | undefined;

  const stored = readConsent(document.cookie, name);
  if (stored) apply(stored);
  else {
    // No choice, or the 13 months of the last one have passed: no analytics cookie outlives the consent it was set under.
    expireAnalyticsCookies();
    banner.hidden = false;
  }
  updateOffset();

  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
    if (!button) return;
    const choice = button.dataset.consentChoice as ConsentChoice;
    document.cookie = consentCookie(name, choice, window.isSecureContext);
    banner.hidden = true;
    updateOffset();
    apply(choice);
    returnFocus?.focus();
    returnFocus = undefined;
  });

  if (reopen) {
    reopen.hidden = false;
    reopen.addEventListener('click', () => {
      banner.hidden = false;
      updateOffset();
      returnFocus = reopen;
      banner.querySelector<HTMLElement>('[data-consent-choice]')?.focus();
    });
  }
}
