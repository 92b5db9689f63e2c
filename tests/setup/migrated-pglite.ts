import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { applyMigrations } from '../../scripts/server/database.ts';

/**
 * A PGlite database with every migration of supabase/migrations/ applied,
 * opened before the calling file's tests and closed after them. Call it at
 * the top of a test file; the getter it returns works inside tests and hooks.
 */
export function useMigratedPGlite(): () => PGlite {
  let db: PGlite | undefined;
  beforeAll(async () => {
    db = await PGlite.create();
    await applyMigrations(db);
  }, 60_000);
  afterAll(() => db?.close());
  return () => {
    if (!db) throw new Error('the database is not open yet: call useMigratedPGlite() at the top of the test file');
    return db;
  };
}
