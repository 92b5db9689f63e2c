import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { applyMigrations } from '../../scripts/server/database.ts';
import { defineContactDatabaseTests } from '../setup/contact-database-tests.ts';

// The contact form's database rules on PGlite, the engine of the local stand-in.

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await applyMigrations(db);
}, 60_000);
afterAll(() => db?.close());

describe('PGlite', () => defineContactDatabaseTests(() => db));
