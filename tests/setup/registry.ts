import { writeRegistries } from '../../build/registry.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// Vitest's global set-up, for every way the tests start (npm test,
// npx vitest, npm run test:unit, one file): the lists of pages, islands and
// demos are written from what src/ holds before any test imports them.
export default function setup(): void {
  writeRegistries(projectRoot);
}
