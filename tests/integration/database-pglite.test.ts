import { describe } from 'vitest';
import { defineContactDatabaseTests } from '../setup/contact-database-tests.ts';
import { useMigratedPGlite } from '../setup/migrated-pglite.ts';

// The contact form's database rules on PGlite, the engine of the local stand-in.

const db = useMigratedPGlite();

describe('PGlite', () => defineContactDatabaseTests(db));
