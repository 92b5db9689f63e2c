import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

test('every page module is listed in routes.ts', () => {
  const modules = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
  const routes = read('./routes.ts');
  const missing = modules.filter((file) => !routes.includes(`'./${file}'`));
  expect(missing).toEqual([]);
});

test('every island is registered for the server render', () => {
  const islands = readdirSync(new URL('../islands/', import.meta.url)).filter((file) => /^[A-Z].*\.tsx$/.test(file));
  const index = read('../islands/index.ts');
  const missing = islands.filter((file) => !index.includes(`'./${file}'`));
  expect(missing).toEqual([]);
});
