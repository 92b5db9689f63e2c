import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The real site as the run's global set-up built it (tests/setup/real-site.ts),
 * and its HTML pages in file order: `file` as written under `out`, `path` as
 * addressed. Shared by the files that read it: none writes there.
 */
/** An island's code in the built site: a file named after the island's own ('produit/ShopCart' → /assets/ShopCart-<hash>.js). */
export const islandChunk = (name: string) => new RegExp(`/assets/${name.split('/').pop()}-\\w+\\.js$`);

export function readBuiltSite(): { out: string; pages: Array<{ file: string; path: string; html: string }> } {
  const out = inject('distDir');
  const pages = (readdirSync(out, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ file, path: `/${file.replace(/index\.html$/, '')}`, html: readFileSync(join(out, file), 'utf8') }));
  return { out, pages };
}
