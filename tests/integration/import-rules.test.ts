import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from '../setup/paths.ts';
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
        'src/demos/shop/ShopCart.island.tsx': "import { total } from './cart-state.ts';",
        'src/demos/shop/cart-state.ts': "import { readFileSync } from 'node:fs';",
      }),
    );
    expect(violations).toEqual([
      "src/demos/shop/ShopCart.island.tsx → src/demos/shop/cart-state.ts imports the Node module 'node:fs', which the browser does not have",
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

  test('but not types, which vanish from the bundle', () => {
    const violations = findImportViolations(
      tree({
        'src/contact/ContactForm.island.tsx': "import type { Site } from '../site/site.schema.ts';",
        'src/site/site.schema.ts': "import * as z from 'zod';\nimport { readFileSync } from 'node:fs';",
      }),
    );
    expect(violations).toEqual([]);
  });

  test('content that imports code, or types from a module that is not a schema', () => {
    const violations = findImportViolations(
      tree({
        'content/faq.ts': "import { frenchTypography } from '../src/text/typography.ts';",
        'content/home.ts': "import type { Home } from '../src/home/HomeHero.tsx';",
        'content/services.ts': "import type { ServicesInput } from '../src/home/home.schema.ts';",
        'src/text/typography.ts': '',
        'src/home/HomeHero.tsx': '',
        'src/home/home.schema.ts': '',
      }),
    );
    expect(violations).toHaveLength(2);
    expect(violations[0]).toMatch(/^content\/faq\.ts imports '/);
    expect(violations[1]).toMatch(/^content\/home\.ts imports types from '/);
  });

  test('a build stage that imports another stage, even through its helper file', () => {
    const violations = findImportViolations(
      tree({
        'build/report.ts': "import { pageAssets } from './link.ts';\nimport type { Bundle } from './bundle.ts';",
        'build/link.ts': '',
        'build/bundle.ts': '',
        'build/validate-helper.ts': "import { parseArticles } from './validate.ts';\nimport { renderSite } from './render.ts';",
        'build/validate.ts': '',
        'build/render.ts': '',
      }),
    );
    expect(violations).toEqual([
      'build/report.ts (stage report) imports the stage link: stages are wired in build/build.ts',
      'build/validate-helper.ts (stage validate) imports the stage render: stages are wired in build/build.ts',
    ]);
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
