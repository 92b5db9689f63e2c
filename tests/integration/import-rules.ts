import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';

// The invariant of ARCHITECTURE.md that a lint rule per file cannot say,
// checked on the import graph: browser code (*.island.tsx, *.client.ts and
// all they import) imports no Node module, no server-only package and
// nothing from build/ or scripts/. (Content's and build stages' imports are
// ESLint's: eslint.config.js.)
// Files are given as a map of project-relative paths to their text, so the
// rules can be tested on small made-up trees as well as on the real one.

export interface Import {
  specifier: string;
  typeOnly: boolean;
}

const importPattern = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Static and dynamic imports of one module, `import type` marked as such. */
export function readImports(source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4];
    if (specifier) found.push({ specifier, typeOnly: Boolean(match[2]) });
  }
  return found;
}

/** Packages that only run at build time or in Node. */
const serverPackages = [
  'esbuild',
  'postcss',
  'postcss-import',
  'gray-matter',
  'remark',
  'remark-gfm',
  'mdast-util-to-hast',
  'hast-util-sanitize',
  'hast-util-to-html',
  'hast-util-to-string',
  'react-dom/server',
  '@electric-sql/pglite',
  'vitest',
  'playwright-core',
  'linkinator',
  'sharp',
  '@resvg/resvg-js',
  // The whole icon set: pages draw icons at build time (src/ui/Icon.tsx) and
  // hand islands the markup of the few they show.
  'lucide-static',
];
const nodeBuiltins = new Set(builtinModules);
const isNodeModule = (specifier: string) => specifier.startsWith('node:') || nodeBuiltins.has(specifier.split('/')[0]!);

const isBrowserEntry = (file: string) => /^src\/.+\.(island\.tsx|client\.ts)$/.test(file);

function resolveRelative(from: string, specifier: string, files: Map<string, string>): string | undefined {
  const path = normalize(join(dirname(from), specifier));
  return files.has(path) ? path : undefined;
}

/** Every broken rule, one English sentence each; empty when the tree keeps them all. */
export function findImportViolations(files: Map<string, string>): string[] {
  const violations: string[] = [];
  const importsOf = new Map([...files].map(([file, source]) => [file, readImports(source)]));

  // Browser code, followed through its value imports.
  for (const entry of [...files.keys()].filter(isBrowserEntry)) {
    const seen = new Set<string>();
    const walk = (file: string, trail: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { specifier, typeOnly } of importsOf.get(file) ?? []) {
        if (typeOnly) continue;
        const via = [...trail, file].join(' → ');
        if (isNodeModule(specifier)) violations.push(`${via} imports the Node module '${specifier}', which the browser does not have`);
        else if (serverPackages.includes(specifier)) violations.push(`${via} imports '${specifier}', which runs only at build time`);
        else if (specifier.startsWith('.')) {
          const target = resolveRelative(file, specifier, files);
          if (!target) continue;
          if (!target.startsWith('src/')) violations.push(`${via} imports ${target}, which is not site code`);
          else walk(target, [...trail, file]);
        }
      }
    };
    walk(entry, []);
  }

  return violations;
}
