import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot } from '../../scripts/project-root.ts';

// Reduced motion is written once, in src/ui/reset.css (docs/adding-a-demo.md,
// "Motion"): a stylesheet of its own that asks the media query again would
// be a second way, and one that a change of the reset would not reach.

test('reduced motion is written once, in the reset, and nowhere else', () => {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: projectRoot, encoding: 'utf8' });
  const stylesheets = listed.split('\n').filter((file) => file.endsWith('.css'));
  expect(stylesheets.length).toBeGreaterThan(10);
  const asking = stylesheets.filter((file) => readFileSync(join(projectRoot, file), 'utf8').includes('prefers-reduced-motion'));
  expect(asking, 'write the motion plainly: src/ui/reset.css ends it under reduced motion').toEqual(['src/ui/reset.css']);
});
