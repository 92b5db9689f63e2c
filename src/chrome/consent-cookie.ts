// The consent cookie and the analytics cookies, as strings for
// document.cookie. Pure, so it is tested without a browser.

export type ConsentChoice = 'accepted' | 'refused';

/** Spec section 9: the choice is kept 13 months of 30 days. */
export const CONSENT_MAX_AGE_S = 13 * 30 * 24 * 60 * 60;

/** Google Analytics' cookies, which 'Refuser' deletes: _ga, _ga_<id>, _gid, _gat and _gat_<id>. */
const analyticsCookie = /^(_ga|_ga_.+|_gid|_gat|_gat_.+)$/;

function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

export function readConsent(cookieHeader: string, name: string): ConsentChoice | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && (value === 'accepted' || value === 'refused')) return value;
  }
  return undefined;
}

/** `Secure` only where the browser would keep it (HTTPS, or localhost while developing). */
export function consentCookie(name: string, choice: ConsentChoice, secure: boolean): string {
  return `${name}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Strings that expire every analytics cookie present. Google sets them on
 * the widest domain it can (`.eclosion-web.fr`), so each is expired for the
 * host and for each parent domain.
 */
export function expiredAnalyticsCookies(cookieHeader: string, hostname: string): string[] {
  const names = cookieNames(cookieHeader).filter((name) => analyticsCookie.test(name));
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const labels = hostname.split('.');
  const domains = isIp ? [hostname] : labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  const expired = 'Max-Age=0; Path=/';
  return names.flatMap((name) => [`${name}=; ${expired}`, ...domains.map((domain) => `${name}=; ${expired}; Domain=${domain}`)]);
}
