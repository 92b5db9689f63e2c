import { eventOf, TRACK_EVENT, type TrackedEvent } from './track.ts';
import { trustedScriptUrl } from '../ui/trusted-types.ts';

// Google Analytics 4, imported by consent.ts only when the build has a GA_ID
// and only once the visitor accepts: nothing is requested from Google before.
// Consent Mode: denied by default, then granted (or denied again).

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const win = window;

/** 13 months of 30 days, in seconds, as the consent cookie. */
const ANALYTICS_COOKIE_MAX_AGE_S = 13 * 30 * 24 * 60 * 60;
let started = false;

/** gtag.js's documented opt-out switch, `window['ga-disable-<id>']`. */
const setDisabled = (id: string, disabled: boolean) => Reflect.set(window, `ga-disable-${id}`, disabled);

function gtag(...args: unknown[]): void {
  if (!win.gtag) {
    win.dataLayer ??= [];
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
    win.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  }
  win.gtag(...args);
}

function sendEvent({ name, category, label, value }: TrackedEvent): void {
  gtag('event', name, { event_category: category, event_label: label, ...(value !== undefined ? { value } : {}) });
}

/** After 'Accepter' (or a stored acceptance): grants storage, loads gtag.js once, sends this page's one page view. */
export function grantAnalytics(id: string): void {
  setDisabled(id, false);
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (started) return;
  started = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = trustedScriptUrl(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  document.head.append(script);
  gtag('js', new Date());
  // 13 months at most for the _ga cookies (the privacy policy's promise, the CNIL's rule); gtag.js would keep them two years,
  // and by default pushes their expiry back on every page view (cookie_update), so they would never lapse: set once, never renewed.
  gtag('config', id, { send_page_view: false, cookie_expires: ANALYTICS_COOKIE_MAX_AGE_S, cookie_update: false });
  gtag('event', 'page_view', { page_path: location.pathname, page_title: document.title, page_location: location.href });
  document.addEventListener(TRACK_EVENT, (event) => sendEvent((event as CustomEvent<TrackedEvent>).detail));
  document.addEventListener('click', (event) => {
    const element = (event.target as Element | null)?.closest<HTMLElement>('[data-track]');
    const tracked = element && eventOf(element);
    if (tracked) sendEvent(tracked);
  });
}

/** After 'Refuser' on a page where analytics had started: storage denied, nothing more sent. */
export function denyAnalytics(id: string): void {
  setDisabled(id, true);
  if (win.gtag) gtag('consent', 'update', { analytics_storage: 'denied' });
}
