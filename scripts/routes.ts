import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../build/load.ts';
import { findSources } from '../build/registry.ts';
import { validateContent } from '../build/validate.ts';
import type { PageModule } from '../src/site/page.ts';
import { projectRoot } from './project-root.ts';

// `npm run routes`: every address the site has, with the page module that
// serves it (`/nos-offres/  src/offers/offers.page.tsx`), from the content
// as it is now: an article added is listed at its address.

export interface RouteFile {
  path: string;
  file: string;
}

/** The routes of every page module under src/, in the order of their files; throws on content that does not build. */
export async function listRoutes(root: string): Promise<RouteFile[]> {
  const validated = validateContent(await loadContent(root));
  if (!validated.ok) throw new Error(validated.errors.map((error) => `${error.file}: ${error.field}: ${error.reason}`).join('\n'));
  const routes: RouteFile[] = [];
  for (const file of findSources(root).pages) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const page = ((await import(pathToFileURL(join(root, file)).href)) as { default: PageModule<any> }).default;
    for (const route of page.routes(validated.content)) routes.push({ path: route.path, file });
  }
  return routes;
}

async function main(): Promise<void> {
  const routes = await listRoutes(projectRoot);
  const width = Math.max(...routes.map((route) => route.path.length));
  for (const route of routes.sort((a, b) => a.path.localeCompare(b.path))) console.log(`${route.path.padEnd(width)}  ${route.file}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
