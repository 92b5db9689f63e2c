import type * as z from 'zod';

/**
 * A demo's manifest, src/demos/<slug>/demo.ts. The folder's name is the
 * demo's slug: its page is /<slug>/ (src/demos/<slug>/<slug>.page.tsx), its
 * content content/demos/<slug>.ts, its screenshots
 * public/images/previews/<slug>-desktop.png and -phone.png (npm run previews).
 * The home page shows it through its card in content/home.ts.
 */
export interface Demo<S extends z.ZodType = z.ZodType> {
  /** What content/demos/<slug>.ts must hold. */
  schema: S;
}

export function defineDemo<S extends z.ZodType>(demo: Demo<S>): Demo<S> {
  return demo;
}
