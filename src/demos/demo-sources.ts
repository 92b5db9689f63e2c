import { demos } from './registry.ts';

// Each demo's paths and files, from its folder's name (docs/adding-a-demo.md):
// the content loader, the previews, their staleness check, the share cards,
// the tests and the phone benchmark all read them here.

export interface DemoSource {
  /** The demo's path ('/produit/'). */
  path: string;
  /** Its folder's name, the file names' stem ('produit'). */
  slug: string;
  content: string;
  folder: string;
}

/** A demo's paths and files, from its slug. */
export const demoSourceOf = (slug: string): DemoSource => ({
  path: `/${slug}/`,
  slug,
  content: `content/demos/${slug}.ts`,
  folder: `src/demos/${slug}`,
});

export const demoSources: DemoSource[] = Object.keys(demos).map(demoSourceOf);
