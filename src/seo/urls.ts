import type { Site } from '../site/site.schema.ts';

/**
 * The one trailing-slash rule: every page path ends with '/', exactly as the
 * server serves it (`/a-propos/` from `a-propos/index.html`) and as the site
 * links to it. The origin is content/site.ts's, or `SITE_URL` at build time.
 */
export function absoluteUrl(site: Site, path: string): string {
  // The site's own paths ('/blog/un-article/', '/#site') join its origin as
  // URL would join them, without parsing: a large blog makes tens of
  // thousands of them, and a URL each cost a build a tenth of a second.
  if (plainPath.test(path)) return originOf(site.origin) + path;
  return new URL(path, `${site.origin}/`).href;
}

/** Segments of letters, digits, `_`, `~`, `-` and inner dots, an optional `/` and fragment: nothing URL would encode or resolve. */
const plainPath = /^(?=\/)(?:\/[\w~-][\w.~-]*)*\/?(?:#[\w-]*)?$/;
const origins = new Map<string, string>();

/** The origin as URL writes it (scheme and host in lower case, default port dropped), without its last slash. */
function originOf(origin: string): string {
  let written = origins.get(origin);
  if (written === undefined) origins.set(origin, (written = new URL('/', `${origin}/`).href.slice(0, -1)));
  return written;
}

/** `/` → `index.html`, `/a-propos/` → `a-propos/index.html`, `/404.html` as is. */
export function outputFile(path: string): string {
  if (path.endsWith('.html')) return path.slice(1);
  return `${path.slice(1)}index.html`;
}
