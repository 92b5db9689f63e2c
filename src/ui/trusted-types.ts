// The site's one Trusted Types policy. The security policy requires trusted
// types for every script sink (require-trusted-types-for 'script') and
// allows this policy's name alone (build/http-policy.ts): a string of HTML
// or a script address reaches the page only through here, and a future
// `element.innerHTML = text` is refused by the browser instead of shipped.
// No browser code writes HTML today (islands draw icons from shapes, a
// failed island gets its server nodes back); the one script the site adds
// is Google's tag, after consent.

export const trustedTypesPolicy = 'eclosion';

/** Scripts the site may add to a page: Google's tag, after consent (src/chrome/analytics.ts). */
const scriptUrls = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=[\w-]+$/;

interface Policy {
  createScriptURL(url: string): string;
}

let policy: Policy | undefined;

function sitePolicy(): Policy | undefined {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }).trustedTypes;
  policy ??= factory?.createPolicy(trustedTypesPolicy, {
    createScriptURL: (url: string) => {
      if (!scriptUrls.test(url)) throw new TypeError(`${url}: not a script this site loads`);
      return url;
    },
  });
  return policy;
}

/** The address of a script the site loads (Google's tag), for `script.src`. */
export function trustedScriptUrl(url: string): string {
  return sitePolicy()?.createScriptURL(url) ?? url;
}
