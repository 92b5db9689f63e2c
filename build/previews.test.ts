import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoSources } from '../src/demos/demo-sources.ts';
import { previewRecordFile } from '../src/previews/preview-images.ts';
import { testRoot } from '../tests/setup/paths.ts';
import { projectRoot } from '../scripts/project-root.ts';
import { findStalePreviews, hashDemos, stalePreviewWarnings } from './previews.ts';

// A preview is stale when what it shows changed: its demo's content file,
// its folder, or a stylesheet those import. Tests of a demo change nothing.

const copy = `${testRoot}/previews-record`;

beforeAll(() => {
  rmSync(copy, { recursive: true, force: true });
  for (const folder of ['content/demos', 'src/demos', 'src/ui', 'src/chrome', 'src/contact']) {
    cpSync(join(projectRoot, folder), join(copy, folder), { recursive: true });
  }
  mkdirSync(join(copy, previewRecordFile, '..'), { recursive: true });
  writeFileSync(join(copy, previewRecordFile), JSON.stringify(hashDemos(copy)));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const [first, second] = demoSources;
const append = (file: string, text: string) => writeFileSync(join(copy, file), `${readFileSync(join(copy, file), 'utf8')}\n${text}\n`);

test('a preview made from the demo as it is is not stale', () => {
  expect(findStalePreviews(copy)).toEqual([]);
  expect(stalePreviewWarnings(copy)).toEqual([]);
});

test("a demo's tests change nothing; its content file makes its preview, and only its, stale", () => {
  writeFileSync(join(copy, first!.folder, 'any.browser.test.ts'), '// changed');
  expect(findStalePreviews(copy)).toEqual([]);
  append(second!.content, '// a comment');
  expect(findStalePreviews(copy)).toEqual([second!.slug]);
});

test('a shared stylesheet every page imports makes every preview stale, and the warning names the command', () => {
  append('src/ui/tokens.css', ':root { --unused: 0; }');
  expect(findStalePreviews(copy)).toEqual(demoSources.map((demo) => demo.slug));
  const [warning] = stalePreviewWarnings(copy);
  expect(warning).toEqual({ file: previewRecordFile, field: first!.slug, reason: expect.stringContaining(`npm run previews ${first!.slug}`) });
});
