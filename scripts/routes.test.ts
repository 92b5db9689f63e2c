import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { loadSite } from '../tests/integration/site-content.ts';
import { projectRoot } from './project-root.ts';
import { listRoutes, type RouteFile } from './routes.ts';

// `npm run routes` lists every page the build renders, each with the file
// that serves it.

let routes: RouteFile[];
let rendered: string[];
beforeAll(async () => {
  routes = await listRoutes(projectRoot);
  rendered = [...(await loadSite()).rendered.keys()];
});

test('lists every address the site renders, once', () => {
  expect(routes.map((route) => route.path).sort()).toEqual([...rendered].sort());
});

test('names for each address a page module that exists', () => {
  for (const route of routes) {
    expect(route.file, route.path).toMatch(/^src\/.+\.page\.tsx$/);
    expect(existsSync(join(projectRoot, route.file)), route.file).toBe(true);
  }
  expect(routes.find((route) => route.path === '/')?.file).toBe('src/home/home.page.tsx');
});
