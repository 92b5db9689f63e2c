import { writeRegistries } from '../build/registry.ts';
import { projectRoot } from './project-root.ts';

// Writes the lists of pages, islands and demos that src/ holds
// (build/registry.ts); npm test runs it before type-checking, with
// --check: in CI a list it had to write was committed stale, and the run
// fails, naming it. The other scripts only write them (a copy of the
// project with a demo added must build before it is committed).
const written = writeRegistries(projectRoot);
for (const file of written) console.log(`Updated ${file}`);
if (process.argv.includes('--check') && process.env.CI && written.length > 0) {
  console.error(`${written.join(', ')}: committed out of date with src/; run npm run build and commit ${written.length === 1 ? 'it' : 'them'}.`);
  process.exitCode = 1;
}
