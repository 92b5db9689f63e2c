import { beforeAll, expect, test } from 'vitest';
import { consentCookie, expiredAnalyticsCookies } from '../../src/chrome/consent-cookie.ts';
import type { Content } from '../../src/site/content-files.ts';
import { validateContent } from '../../build/validate.ts';
import { loadSite, mainText } from './site-content.ts';

// The privacy policy describes what the site does: every cookie it sets or
// deletes, once, with its lifetime, and no processing it does not do; with
// audience measurement (a GA_ID) and without.

let content: Content;
let html: string;
let withoutAnalytics: string;
let items: string[];
const policyOf = (validated: ReturnType<typeof validateContent>) => {
  if (!validated.ok) throw new Error(validated.errors.map((error) => error.reason).join('\n'));
  return validated.content.legal.find((page) => page.slug === 'politique-confidentialite')!.html;
};
beforeAll(async () => {
  const site = await loadSite();
  content = site.content;
  html = policyOf(validateContent(site.raw, undefined, '', { analytics: true }));
  withoutAnalytics = policyOf(validateContent(site.raw));
  // The section « Cookies », up to the next heading of its level.
  const start = html.indexOf('<h2>Cookies</h2>');
  const cookies = html.slice(start, html.indexOf('<h2', start + 1));
  items = [...cookies.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) =>
    mainText(`<main>${m[1]}</main>`)
      .replace(/&#x3C;|&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
});

const lifetime = /\d+ (mois|heures|minutes?)\.?$/;

/** The names 'Refuser' deletes, written as the policy writes them (`_ga_<identifiant>`). */
function deletedCookieNames(): string[] {
  const candidates = ['_ga', '_ga_ABC123', '_gid', '_gat', '_gat_UA1', '_fbp', 'session', 'autre'];
  const header = candidates.map((name) => `${name}=1`).join('; ');
  const deleted = new Set(expiredAnalyticsCookies(header, 'www.eclosion-web.fr').map((cookie) => cookie.split('=')[0]!));
  return [...deleted].map((name) => name.replace(/^(_ga|_gat)_.+$/, '$1_<identifiant>'));
}

test('every cookie the site sets or deletes is listed once in the cookie list, with its lifetime', () => {
  const set = consentCookie(content.site.consentCookie, 'accepted', true).split('=')[0]!;
  const names = [set, ...deletedCookieNames()];
  expect(names).toEqual([content.site.consentCookie, '_ga', '_ga_<identifiant>', '_gid', '_gat', '_gat_<identifiant>']);
  const mentions = (name: string) => new RegExp(`(^|[\\s«])${name.replace(/[<>]/g, '\\$&')}(?=[\\s»:,]|$)`);
  for (const name of names) {
    const listing = items.filter((item) => mentions(name).test(item));
    expect(listing, name).toHaveLength(1);
    expect(listing[0], name).toMatch(lifetime);
  }
  // And no cookie the site does not use: every item of the list names one of these.
  for (const item of items)
    expect(
      names.some((name) => mentions(name).test(item)),
      item,
    ).toBe(true);
});

test('the privacy policy describes no newsletter, preference or session cookie the site does not have', () => {
  const text = mainText(html).toLowerCase();
  expect(text).not.toMatch(/newsletter|lettre d.information|désinscri/);
  expect(text).not.toMatch(/cookies de préférences :|cookies de session :/);
});

test('without audience measurement, the policy names no cookie the site would set, nor Google', () => {
  const text = mainText(`<main>${withoutAnalytics}</main>`);
  expect(text).not.toMatch(/Google Analytics|_ga\b/);
  expect(withoutAnalytics).not.toContain(content.site.consentCookie);
});
