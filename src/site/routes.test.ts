import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { findIslandFiles } from '../../build/bundle.ts';
import { islands } from '../islands/registry.ts';
import { pages } from './routes.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const filesEndingIn = (suffix: string) => readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(suffix));

test('every page module is listed in routes.ts', async () => {
  const modules = await Promise.all(filesEndingIn('.page.tsx').map(async (file) => (await import(`${srcDir}/${file}`)).default));
  const missing = modules.filter((module) => !pages.includes(module));
  expect(missing).toEqual([]);
  expect(modules).toHaveLength(pages.length);
});

test('every island file is registered for the server render, under its file name', () => {
  const names = [...findIslandFiles(projectRoot).keys()].sort();
  expect(names).toEqual(Object.keys(islands).sort());
  expect(names.length).toBeGreaterThan(0);
});
