import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadContent } from '../../build/load.ts';
import { validateContent } from '../../build/validate.ts';
import { testRoot } from '../setup/paths.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// A TypeScript content file the owner broke while typing: the build names the
// file, the reason and the line, and still checks every other file.

const site = `${testRoot}/load-test`;
afterAll(() => rmSync(site, { recursive: true, force: true }));

test('a content file that does not compile is reported with its line, beside the other files’ errors', async () => {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
  writeFileSync(join(site, 'content/offers.ts'), "export default {\n  title: 'Nos offres',\n  offers: [\n};\n");
  writeFileSync(join(site, 'content/blog/sans-titre.md'), '---\nslug: sans-titre\n---\n\n## Section\n\nTexte.\n');
  const validated = validateContent(await loadContent(site));
  expect(validated.ok).toBe(false);
  const lines = validated.ok ? [] : validated.errors.map((error) => `${error.file}: ${error.field || '(file)'}: ${error.reason}`);
  expect(lines).toContainEqual(expect.stringMatching(/^content\/offers\.ts: \(file\): cannot be loaded: .+ \(line 4\)$/));
  expect(lines.some((line) => line.startsWith('content/blog/sans-titre.md: title: required'))).toBe(true);
});
