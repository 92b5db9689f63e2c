import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject } from '../../scripts/bench-corpus.ts';
import { testRoot } from '../setup/paths.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// docs/adding-a-demo.md, followed on a copy of the project: a demo is its
// folder, its content file and its card on the home page. Nothing else is
// edited, and the new demo is found everywhere the demos are. Every other
// demo is copied too, under a new slug, as the doc says: each copy builds,
// with islands of its own.

const copy = `${testRoot}-add-a-demo`;
const model = 'portfolio-photographe';
const slug = 'fleuriste-de-quartier';
const dist = join(copy, 'dist');
const run = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
const read = (file: string) => readFileSync(join(copy, file), 'utf8');
/** Every demo of the project (src/demos/<slug>/demo.ts). */
const copiedDemos = readdirSync(join(projectRoot, 'src/demos')).filter((name) => existsSync(join(projectRoot, 'src/demos', name, 'demo.ts')));

beforeAll(() => {
  copyProject(projectRoot, copy);
  // 1. The folder: a copy of a demo's, its files and its slug renamed.
  mkdirSync(join(copy, 'src/demos', slug));
  for (const name of readdirSync(join(copy, 'src/demos', model)).filter((name) => !name.includes('.test.'))) {
    writeFileSync(join(copy, 'src/demos', slug, name.replaceAll(model, slug)), read(`src/demos/${model}/${name}`).replaceAll(model, slug));
  }
  // 2. Its content file.
  writeFileSync(join(copy, `content/demos/${slug}.ts`), read(`content/demos/${model}.ts`).replaceAll(model, slug));
  // 3. Its card on the home page.
  const card = `{ path: '/${slug}/', title: 'Fleuriste de quartier', category: 'Vitrine', description: 'Les bouquets de la semaine et les ateliers du samedi.', gradient: 'linear-gradient(135deg, #14532d, #86efac)' },`;
  writeFileSync(join(copy, 'content/home.ts'), read('content/home.ts').replace(/(portfolio: \{[^]*?demos: \[)/, `$1\n${card}`));
  // Every demo copied the same way (its screenshots copied too, to spare the time of taking them).
  for (const demo of copiedDemos) {
    const to = `copie-${demo}`;
    mkdirSync(join(copy, 'src/demos', to));
    for (const name of readdirSync(join(copy, 'src/demos', demo)).filter((name) => !name.includes('.test.'))) {
      writeFileSync(join(copy, 'src/demos', to, name.replaceAll(demo, to)), read(`src/demos/${demo}/${name}`).replaceAll(demo, to));
    }
    writeFileSync(join(copy, `content/demos/${to}.ts`), read(`content/demos/${demo}.ts`).replaceAll(demo, to));
    for (const device of ['desktop', 'phone'])
      writeFileSync(join(copy, `public/images/previews/${to}-${device}.png`), readFileSync(join(copy, `public/images/previews/${demo}-${device}.png`)));
  }
  // Its screenshots, then the site.
  execFileSync('npm', ['run', 'previews', '--', slug], { cwd: copy, stdio: 'pipe' });
  run('build/cli.ts', '--out', dist, '--quiet');
}, 240_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('its page is built at its slug, in the sitemap, and the home page links to it', () => {
  const page = readFileSync(join(dist, slug, 'index.html'), 'utf8');
  expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${slug}/"`));
  expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(`/${slug}/</loc>`);
  expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(`href="/${slug}/"`);
});

test('it has its screenshots and its share card', () => {
  for (const device of ['desktop', 'phone']) expect(existsSync(join(copy, `public/images/previews/${slug}-${device}.png`)), device).toBe(true);
  expect(existsSync(join(dist, `images/partage/demos/${slug}.png`))).toBe(true);
  expect(readFileSync(join(dist, slug, 'index.html'), 'utf8')).toContain(`/images/partage/demos/${slug}.png`);
});

test('the lists the tests and the benchmark read hold it', () => {
  const listed = run(
    '--input-type=module',
    '-e',
    "const { demoSources } = await import('./src/demos/demo-sources.ts'); console.log(JSON.stringify(demoSources.map((demo) => demo.path)));",
  );
  expect(JSON.parse(listed)).toContain(`/${slug}/`);
  expect(read('src/site/routes.ts')).toContain(`/demos/${slug}/${slug}.page.tsx'`);
  expect(read('src/demos/registry.ts')).toContain(`'${slug}':`);
});

test('a copy of any demo builds at its new slug, with islands of its own', () => {
  expect(copiedDemos.length).toBeGreaterThan(1);
  const registry = read('src/islands/registry.ts');
  for (const demo of copiedDemos) {
    const to = `copie-${demo}`;
    const page = readFileSync(join(dist, to, 'index.html'), 'utf8');
    expect(page, to).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${to}/"`));
    const islands = readdirSync(join(copy, 'src/demos', demo)).filter((name) => name.endsWith('.island.tsx'));
    for (const island of islands) {
      const name = `${to}/${island.replace('.island.tsx', '')}`;
      expect(registry, name).toContain(`'${name}': `);
    }
    // The page places its own islands, none of the demo it was copied from.
    const placed = [...page.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!);
    expect(
      placed.filter((name) => name.startsWith(`${demo}/`)),
      to,
    ).toEqual([]);
    if (islands.length > 0)
      expect(
        placed.some((name) => name.startsWith(`${to}/`)),
        to,
      ).toBe(true);
  }
});
