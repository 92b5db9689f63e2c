import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { findSources, registryFiles, writeRegistries } from './registry.ts';

const trees: string[] = [];
afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

/** A project folder holding these files (each with a line of text), removed after the tests. */
function tree(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'registry-'));
  trees.push(root);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '// file\n');
  }
  mkdirSync(join(root, 'src/site'), { recursive: true });
  mkdirSync(join(root, 'src/islands'), { recursive: true });
  mkdirSync(join(root, 'src/demos'), { recursive: true });
  return root;
}

const demo = (slug: string) => [`src/demos/${slug}/demo.ts`, `src/demos/${slug}/${slug}.page.tsx`];

test('finds pages, islands and demos by their file names', () => {
  const root = tree([
    'src/home/home.page.tsx',
    'src/contact/ContactForm.island.tsx',
    'src/home/typing.ts',
    ...demo('fleuriste'),
    'src/demos/fleuriste/Bouquet.island.tsx',
  ]);
  expect(findSources(root)).toEqual({
    pages: ['src/demos/fleuriste/fleuriste.page.tsx', 'src/home/home.page.tsx'],
    islands: [
      { name: 'ContactForm', file: 'src/contact/ContactForm.island.tsx' },
      // A demo's island is named within its folder: a copy of the demo brings its own.
      { name: 'fleuriste/Bouquet', file: 'src/demos/fleuriste/Bouquet.island.tsx' },
    ],
    demos: ['fleuriste'],
  });
  const copied = tree([...demo('fleuriste'), 'src/demos/fleuriste/Bouquet.island.tsx', ...demo('fleuriste-bis'), 'src/demos/fleuriste-bis/Bouquet.island.tsx']);
  expect(findSources(copied).islands.map((island) => island.name)).toEqual(['fleuriste-bis/Bouquet', 'fleuriste/Bouquet']);
});

test('lists them in modules the generator imports, written again only when they change', () => {
  const root = tree(['src/home/home.page.tsx', 'src/contact/ContactForm.island.tsx', ...demo('traiteur-evenementiel')]);
  expect(writeRegistries(root)).toEqual(Object.values(registryFiles));
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  expect(read(registryFiles.pages)).toContain("import traiteurEvenementiel from '../demos/traiteur-evenementiel/traiteur-evenementiel.page.tsx';");
  expect(read(registryFiles.islands)).toContain("ContactForm: 'src/contact/ContactForm.island.tsx',");
  expect(read(registryFiles.demos)).toContain("'traiteur-evenementiel': traiteurEvenementiel,");
  expect(writeRegistries(root)).toEqual([]);
  mkdirSync(join(root, 'src/about'));
  writeFileSync(join(root, 'src/about/about.page.tsx'), '');
  expect(writeRegistries(root)).toEqual([registryFiles.pages]);
});

test('refuses names that break the rules, saying which file and what to do', () => {
  expect(() => findSources(tree(['src/demos/Fleuriste/demo.ts']))).toThrow(
    "src/demos/Fleuriste/: a demo's folder is its route's slug, in lower case with dashes",
  );
  expect(() => findSources(tree(['src/demos/fleuriste/demo.ts']))).toThrow("a demo's page is src/demos/fleuriste/fleuriste.page.tsx; add it");
  expect(() => findSources(tree(['src/a/Gallery.island.tsx', 'src/b/Gallery.island.tsx']))).toThrow("two islands named 'Gallery'; rename one of the files");
  expect(() => findSources(tree(['src/a/photo-gallery.island.tsx']))).toThrow("an island's file name is its component's name in PascalCase");
});
