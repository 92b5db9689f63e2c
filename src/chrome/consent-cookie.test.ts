import { describe, expect, test } from 'vitest';
import { CONSENT_MAX_AGE_S, consentCookie, expiredAnalyticsCookies, readConsent } from './consent-cookie.ts';

describe('consent cookie', () => {
  test('reads a stored choice and ignores other cookies and unknown values', () => {
    expect(readConsent('a=1; eclosion_cookie_consent=accepted; b=2', 'eclosion_cookie_consent')).toBe('accepted');
    expect(readConsent('eclosion_cookie_consent=refused', 'eclosion_cookie_consent')).toBe('refused');
    expect(readConsent('eclosion_cookie_consent=maybe', 'eclosion_cookie_consent')).toBeUndefined();
    expect(readConsent('', 'eclosion_cookie_consent')).toBeUndefined();
  });

  test('keeps the choice 13 months of 30 days, SameSite=Lax and Secure', () => {
    expect(CONSENT_MAX_AGE_S).toBe(33_696_000);
    expect(consentCookie('eclosion_cookie_consent', 'accepted', true)).toBe('eclosion_cookie_consent=accepted; Max-Age=33696000; Path=/; SameSite=Lax; Secure');
    expect(consentCookie('x', 'refused', false)).not.toContain('Secure');
  });

  test('expires _ga, _ga_*, _gid and _gat on the host and its parent domains, and nothing else', () => {
    const expired = expiredAnalyticsCookies('_ga=1; _ga_ABC=2; _gid=3; _gat=4; eclosion_cookie_consent=refused; _gax=5', 'www.eclosion-web.fr');
    const names = new Set(expired.map((cookie) => cookie.split('=')[0]));
    expect([...names].sort()).toEqual(['_ga', '_ga_ABC', '_gat', '_gid']);
    expect(expired).toContain('_ga=; Max-Age=0; Path=/');
    expect(expired).toContain('_ga=; Max-Age=0; Path=/; Domain=www.eclosion-web.fr');
    expect(expired).toContain('_ga=; Max-Age=0; Path=/; Domain=eclosion-web.fr');
    expect(expired.some((cookie) => cookie.endsWith('Domain=fr'))).toBe(false);
  });

  test('uses the address itself as the only domain on an IP host', () => {
    expect(expiredAnalyticsCookies('_gid=1', '127.0.0.1')).toEqual(['_gid=; Max-Age=0; Path=/', '_gid=; Max-Age=0; Path=/; Domain=127.0.0.1']);
  });
});
