import type { Site } from '../site/site.schema.ts';

/**
 * The brand's colours as custom properties, in every page's head: the
 * stylesheets draw with `var(--brand)` and `var(--brand-accent)` (through
 * src/ui/tokens.css), so content/site.ts is the one place they are written.
 * The build adds this style's hash to the Content-Security-Policy.
 */
export function brandStyle(site: Pick<Site, 'colours'>): string {
  return `:root{--brand:${site.colours.brand};--brand-accent:${site.colours.accent}}`;
}
