import { writeRegistries } from '../build/registry.ts';
import { projectRoot } from './project-root.ts';

// Writes the lists of pages, islands and demos that src/ holds
// (build/registry.ts); npm test runs it before type-checking.
for (const file of writeRegistries(projectRoot)) console.log(`Updated ${file}`);
