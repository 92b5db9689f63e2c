import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from '../../scripts/project-root.ts';
import { findImportViolations, readImports } from './import-rules.ts';

function projectFiles(): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'content', 'build', 'scripts'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  const files = listed.split('\n').filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  return new Map(files.map((file) => [file, readFileSync(join(projectRoot, file), 'utf8')]));
}

const tree = (files: Record<string, string>) => new Map(Object.entries(files));

test('the project keeps every import rule of ARCHITECTURE.md', () => {
  const files = projectFiles();
  expect(files.size).toBeGreaterThan(100);
  expect(findImportViolations(files)).toEqual([]);
});

describe('the rules catch', () => {
  test('browser code that reaches a Node module through a helper', () => {
    const violations = findImportViolations(
      tree({
        'src/demos/produit/ShopCart.island.tsx': "import { total } from './cart-state.ts';",
        'src/demos/produit/cart-state.ts': "import { readFileSync } from 'node:fs';",
      }),
    );
    expect(violations).toEqual([
      "src/demos/produit/ShopCart.island.tsx → src/demos/produit/cart-state.ts imports the Node module 'node:fs', which the browser does not have",
    ]);
  });

  test('a browser entry that imports build code or a build-time package', () => {
    const violations = findImportViolations(
      tree({
        'src/chrome/chrome.client.ts': "import { readConfig } from '../../build/config.ts';\nimport matter from 'gray-matter';",
        'build/config.ts': '',
      }),
    );
    expect(violations).toHaveLength(2);
    expect(violations[0]).toContain('build/config.ts, which is not site code');
    expect(violations[1]).toContain("'gray-matter', which runs only at build time");
  });

  test('an island that draws its icons from the icon set instead of its props', () => {
    const violations = findImportViolations(
      tree({
        'src/demos/produit/ShopHero.island.tsx': "import { iconShapes } from '../../ui/icon-set.ts';",
        'src/ui/icon-set.ts': "import { Truck } from 'lucide-static';",
      }),
    );
    expect(violations).toEqual(["src/demos/produit/ShopHero.island.tsx → src/ui/icon-set.ts imports 'lucide-static', which runs only at build time"]);
  });

  test('but not types, which vanish from the bundle', () => {
    const violations = findImportViolations(
      tree({
        'src/contact/ContactForm.island.tsx': "import type { Site } from '../site/site.schema.ts';",
        'src/site/site.schema.ts': "import * as z from 'zod';\nimport { readFileSync } from 'node:fs';",
      }),
    );
    expect(violations).toEqual([]);
  });
});

test('imports are read with their kind', () => {
  const source = [
    "import type { A } from './a.ts';",
    "import { b, type C } from './b.ts';",
    "export { d } from './d.ts';",
    "import './side-effect.ts';",
    "const e = () => import('./e.ts');",
  ].join('\n');
  expect(readImports(source)).toEqual([
    { specifier: './a.ts', typeOnly: true },
    { specifier: './b.ts', typeOnly: false },
    { specifier: './d.ts', typeOnly: false },
    { specifier: './side-effect.ts', typeOnly: false },
    { specifier: './e.ts', typeOnly: false },
  ]);
});
