import type { Site } from '../site/site.schema.ts';

/**
 * The one trailing-slash rule: every page path ends with '/', exactly as the
 * server serves it (`/a-propos/` from `a-propos/index.html`) and as the site
 * links to it. The origin is content/site.ts's, or `SITE_URL` at build time.
 */
export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, `${site.origin}/`).href;
}

/** `/` → `index.html`, `/a-propos/` → `a-propos/index.html`, `/404.html` as is. */
export function outputFile(path: string): string {
  if (path.endsWith('.html')) return path.slice(1);
  return `${path.slice(1)}index.html`;
}
