// The score of Mozilla's HTTP Observatory, computed from one response's
// headers and HTML by the rules of its published methodology
// (github.com/mozilla/http-observatory, httpobs/docs/scoring.md, last
// version: baseline 100, penalties first, bonuses only when the result is
// 90 or more; 100 or more is A+). The redirection tests need TLS and are left
// out; contribute.json is only required of Mozilla's own sites (0).

interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  results: TestResult[];
}

type Headers = Record<string, string | undefined>;

const gradeChart: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function scoreResponse(rawHeaders: Headers, html: string, origin: string): Score {
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([name, value]) => [name.toLowerCase(), value]));
  const csp = parseCsp(headers['content-security-policy']);
  const results = [
    contentSecurityPolicy(csp),
    cookies(headers['set-cookie']),
    crossOriginResourceSharing(headers['access-control-allow-origin']),
    strictTransportSecurity(headers['strict-transport-security']),
    referrerPolicy(headers['referrer-policy']),
    subresourceIntegrity(html, origin),
    contentTypeOptions(headers['x-content-type-options']),
    frameOptions(headers['x-frame-options'], csp),
    xssProtection(headers['x-xss-protection'], csp),
    { test: 'contribute', result: 'contribute-json-only-required-on-mozilla-properties', modifier: 0 },
  ];
  let score = 100 + results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  if (score >= 90) score += results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  score = Math.max(score, 0);
  return { score, grade: gradeChart.find(([min]) => score >= min)![1], results };
}

type Csp = Map<string, string[]> | 'invalid' | undefined;

function parseCsp(header: string | undefined): Csp {
  if (header === undefined) return undefined;
  const policy = new Map<string, string[]>();
  for (const directive of header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, ...sources] = directive.split(/\s+/);
    if (!/^[a-z-]+$/i.test(name!) || policy.has(name!.toLowerCase())) return 'invalid';
    policy.set(
      name!.toLowerCase(),
      sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source)),
    );
  }
  return policy.size > 0 ? policy : 'invalid';
}

const broad = (source: string) => ['*', 'http:', 'https:', 'data:', 'blob:', 'filesystem:'].includes(source) || source === "'unsafe-inline'";

function contentSecurityPolicy(csp: Csp): TestResult {
  const test = 'content-security-policy';
  if (csp === undefined) return { test, result: 'csp-not-implemented', modifier: -25 };
  if (csp === 'invalid') return { test, result: 'csp-header-invalid', modifier: -25 };
  const defaultSrc = csp.get('default-src');
  const effective = (name: string) => csp.get(name) ?? defaultSrc;
  const scriptSrc = effective('script-src');
  const objectSrc = effective('object-src');
  // A hash or nonce makes browsers ignore 'unsafe-inline' (CSP level 2).
  const scriptHashed = scriptSrc?.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source)) ?? false;
  const unsafeScripts =
    !scriptSrc ||
    (scriptSrc.includes("'unsafe-inline'") && !scriptHashed) ||
    scriptSrc.some((source) => source !== "'unsafe-inline'" && broad(source)) ||
    !objectSrc ||
    objectSrc.some(broad);
  if (unsafeScripts) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  const insecure = (name: string) => (effective(name) ?? []).some((source) => source === 'http:' || source.startsWith('http://'));
  const active = ['script-src', 'object-src', 'style-src', 'font-src', 'connect-src', 'frame-src', 'child-src', 'worker-src', 'manifest-src', 'default-src'];
  if (active.some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scriptSrc.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (['img-src', 'media-src'].some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  const styleSrc = effective('style-src') ?? [];
  const styleHashed = styleSrc.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
  if (styleSrc.some((source) => (source === "'unsafe-inline'" ? !styleHashed : broad(source))) || styleSrc.length === 0) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  if (defaultSrc?.length === 1 && defaultSrc[0] === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookies(setCookie: string | undefined): TestResult {
  const test = 'cookies';
  if (!setCookie) return { test, result: 'cookies-not-found', modifier: 0 };
  const all = setCookie.split(/\n|,(?=\s*[^;=\s]+=)/).map((cookie) => cookie.toLowerCase());
  if (all.some((cookie) => !/;\s*secure\b/.test(cookie))) return { test, result: 'cookies-without-secure-flag', modifier: -20 };
  if (all.some((cookie) => /;\s*samesite=(?!strict|lax)/.test(cookie))) return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  if (all.every((cookie) => /;\s*samesite=(strict|lax)/.test(cookie)))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function crossOriginResourceSharing(allowOrigin: string | undefined): TestResult {
  const test = 'cross-origin-resource-sharing';
  if (!allowOrigin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  return {
    test,
    result:
      allowOrigin.trim() === '*'
        ? 'cross-origin-resource-sharing-implemented-with-public-access'
        : 'cross-origin-resource-sharing-implemented-with-restricted-access',
    modifier: 0,
  };
}

function strictTransportSecurity(header: string | undefined): TestResult {
  const test = 'strict-transport-security';
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerPolicy(header: string | undefined): TestResult {
  const test = 'referrer-policy';
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // Browsers apply the last value they understand.
  const values = header.split(',').map((value) => value.trim().toLowerCase());
  const known = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'no-referrer-when-downgrade',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
  ];
  const value = values.filter((candidate) => known.includes(candidate)).at(-1);
  if (!value) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value))
    return { test, result: 'referrer-policy-private', modifier: 5 };
  if (value === 'no-referrer-when-downgrade') return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  return { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

function subresourceIntegrity(html: string, origin: string): TestResult {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!).filter((attributes) => /\bsrc\s*=/.test(attributes));
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const resolved = scripts.map((attributes) => ({
    url: new URL(/\bsrc\s*=\s*"([^"]*)"/.exec(attributes)?.[1] ?? '', origin),
    integrity: /\bintegrity\s*=/.test(attributes),
  }));
  const external = resolved.filter((script) => script.url.origin !== origin);
  const allIntegrity = resolved.every((script) => script.integrity);
  if (external.some((script) => script.url.protocol === 'http:')) {
    return allIntegrity
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  }
  if (allIntegrity)
    return external.length === 0
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return external.length === 0
    ? { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function contentTypeOptions(header: string | undefined): TestResult {
  const test = 'x-content-type-options';
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptions(header: string | undefined, csp: Csp): TestResult {
  const test = 'x-frame-options';
  if (csp instanceof Map && csp.has('frame-ancestors')) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  const value = header.trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (value.startsWith('allow-from ')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function xssProtection(header: string | undefined, csp: Csp): TestResult {
  const test = 'x-xss-protection';
  const strongCsp = contentSecurityPolicy(csp).modifier >= 5;
  if (strongCsp && !header) return { test, result: 'x-xss-protection-not-needed-due-to-csp', modifier: 0 };
  if (!header) return { test, result: 'x-xss-protection-not-implemented', modifier: -10 };
  const value = header.trim().toLowerCase();
  if (value === '0') return { test, result: 'x-xss-protection-disabled', modifier: -10 };
  if (/^1\s*;\s*mode=block$/.test(value)) return { test, result: 'x-xss-protection-enabled-mode-block', modifier: 0 };
  if (value === '1') return { test, result: 'x-xss-protection-enabled', modifier: 0 };
  return { test, result: 'x-xss-protection-header-invalid', modifier: -10 };
}
