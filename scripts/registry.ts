import { writeRegistries } from '../build/registry.ts';
import { projectRoot } from './project-root.ts';

// Writes the lists of pages, islands and demos that src/ holds
// (build/registry.ts); npm test runs it before type-checking. In CI a list
// it had to write was committed stale: the run fails, naming it.
const written = writeRegistries(projectRoot);
for (const file of written) console.log(`Updated ${file}`);
if (process.env.CI && written.length > 0) {
  console.error(`${written.join(', ')}: committed out of date with src/; run npm run build and commit ${written.length === 1 ? 'it' : 'them'}.`);
  process.exitCode = 1;
}
