import { demos } from '../demos/registry.ts';

// The demos' paths and files, as the previews (`npm run previews`), their
// staleness check and the share cards use them.

export interface DemoSource {
  /** The demo's path ('/produit/'). */
  path: string;
  /** Its folder's name, the file names' stem ('produit'). */
  slug: string;
  content: string;
  folder: string;
}

export const demoSources: DemoSource[] = Object.keys(demos).map((slug) => ({
  path: `/${slug}/`,
  slug,
  content: `content/demos/${slug}.ts`,
  folder: `src/demos/${slug}`,
}));
