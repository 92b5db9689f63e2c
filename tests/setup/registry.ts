import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeRegistries } from '../../build/registry.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import { testRoot } from './paths.ts';

// Vitest's global set-up, for every way the tests start (npm test,
// npx vitest, npm run test:unit, one file): the lists of pages, islands and
// demos are written from what src/ holds before any test imports them. At
// the end, the test builds are removed: /dev/shm is memory, and each run
// left about 200 MB there (the suite's build, the analytics and policy
// builds beside it).
export default function setup(): () => void {
  writeRegistries(projectRoot);
  return () => {
    const name = basename(testRoot);
    for (const entry of readdirSync(dirname(testRoot))) {
      if (entry === name || entry.startsWith(`${name}-`)) rmSync(join(dirname(testRoot), entry), { recursive: true, force: true });
    }
  };
}
