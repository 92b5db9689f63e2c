import { createHash } from 'node:crypto';
import { trustedTypesPolicy } from '../src/ui/trusted-types.ts';

// The one description of how the built site is served: security headers,
// cache policy, clean URLs, the nearest 404.html. The build writes it out for
// each host (host-files.ts: _headers, _redirects, nginx.conf) and the local
// servers (scripts/server/static.ts) read the written _headers back through
// this module, so `npm start` answers exactly as a host would.

/** What the policy depends on in one build. */
export interface PolicyInput {
  /** `'sha256-…'` of every inline <style> element the pages contain. */
  styleHashes: string[];
  /** Origin of the Supabase project; the forms post there (connect-src). */
  supabaseUrl?: string;
  /** Google Analytics is built in: its hosts are allowed, and only then. */
  analytics: boolean;
}

/** The CSP source of an inline element's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// Google's documented CSP for GA4 (developers.google.com/tag-platform/security/guides/csp).
const googleScripts = ['https://www.googletagmanager.com'];
const googleConnect = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const googleImages = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

export function contentSecurityPolicy(input: PolicyInput): string {
  const ga = (sources: string[]) => (input.analytics ? sources : []);
  const directives: Array<[string, string[]]> = [
    // Nothing is allowed that is not named below.
    ['default-src', ["'none'"]],
    // No inline script at all: every script is a file under /assets/.
    ['script-src', ["'self'", ...ga(googleScripts)]],
    // The critical CSS is inlined per page; each distinct <style> is allowed by its hash.
    ['style-src', ["'self'", ...[...new Set(input.styleHashes)].sort()]],
    // No style="" attribute: values known at build time are rules of the
    // page's <style> (src/ui/style-rules.ts); islands change styles through
    // the DOM's style object, which this does not govern.
    ['style-src-attr', ["'none'"]],
    // data: for the images' blurred placeholders (src/images/picture-parts.ts),
    // a few hundred bytes inlined so they show before any request.
    ['img-src', ["'self'", 'data:', ...ga(googleImages)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(input.supabaseUrl ? [new URL(input.supabaseUrl).origin] : []), ...ga(googleConnect)]],
    // No web app manifest, worker, frame, media or plug-in: default-src 'none' refuses them.
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Without JavaScript the forms open the visitor's e-mail program.
    ['form-action', ["'self'", 'mailto:']],
    ['frame-ancestors', ["'none'"]],
    // Every script sink (innerHTML, script.src…) takes a trusted value, made
    // by the one policy src/ui/trusted-types.ts names.
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [trustedTypesPolicy]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every response carries, whatever its path or status. */
function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    // No other site may embed the pages' files (images, scripts, styles) in its own.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

// Features the site never uses; the rest keep the browser's default.
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ');

/** Hashed file names change with their content: cached for a year, never revalidated. */
const immutableCache = 'public, max-age=31536000, immutable';
/**
 * Everything else (pages, feed, images under fixed names) is revalidated on
 * every visit. It is also the default of Netlify and Cloudflare Pages, which
 * is why _headers does not repeat it (both hosts join the values of two
 * matching rules instead of letting the more specific one win).
 */
const revalidateCache = 'public, max-age=0, must-revalidate';

/** One block of a `_headers` file: a path pattern (`/*`, `/assets/*`) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function headerRules(input: PolicyInput): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(input) },
    { pattern: '/assets/*', headers: { 'Cache-Control': immutableCache } },
  ];
}

/** Content types by extension, for the local server and nginx alike. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Files of the output that hosts read and never serve. */
export const hostFiles = new Set(['/_headers', '/_redirects']);

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/**
 * The headers a host gives a response for this path: every matching rule's,
 * plus the default cache policy when none set one. Header names are lowercase.
 */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name.toLowerCase()] = value;
  }
  headers['cache-control'] ??= revalidateCache;
  return headers;
}

/**
 * Cloudflare Pages keeps 2,000 characters of a `_headers` line and drops
 * the rest without a word (developers.cloudflare.com/pages/configuration/headers/):
 * a policy cut short would block the site's own styles, or lose its last
 * directives.
 */
export const maxHeaderLine = 2000;

/** Netlify's and Cloudflare Pages' `_headers` format; throws, naming the header and the fix, when a line is longer than Cloudflare keeps. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  for (const rule of rules) {
    for (const [name, value] of Object.entries(rule.headers)) {
      const length = `  ${name}: ${value}`.length;
      if (length <= maxHeaderLine) continue;
      const styles =
        name === 'Content-Security-Policy'
          ? ` It holds ${(value.match(/'sha256-/g) ?? []).length} style hashes, about 53 characters each: one per distinct inline <style> of the pages; give pages that differ only a little the same stylesheet (src/<feature>/*.css), or move their critical rules into the shared one.`
          : '';
      throw new Error(
        `_headers: the ${name} line of ${rule.pattern} is ${length.toLocaleString('en')} characters, over the ${maxHeaderLine.toLocaleString('en')} Cloudflare Pages keeps (it would cut the rest silently).${styles}`,
      );
    }
  }
  return rules
    .map(
      (rule) =>
        `${rule.pattern}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join('')}`,
    )
    .join('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (at < 0 || !rule) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

/**
 * Folders with their own 404 page, deepest first (`/blog/`, then `/`): an
 * unknown path gets the 404.html of the nearest folder above it.
 */
export function notFoundFolders(files: Iterable<string>): string[] {
  return [...files]
    .filter((file) => file === '404.html' || file.endsWith('/404.html'))
    .map((file) => `/${file.slice(0, -'404.html'.length)}`)
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
}
