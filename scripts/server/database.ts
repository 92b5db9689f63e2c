import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../project-root.ts';
import { ensurePrivateFolder, restrictContents } from './private-folder.ts';
import { contactColumnNames, type ContactRecord } from '../../supabase/functions/_shared/contact-request.ts';

// The local database: PGlite (a real PostgreSQL compiled to WebAssembly) in a
// folder on disk, set up like a Supabase project so the migrations in
// supabase/migrations/ run unchanged.

const migrationsDir = join(projectRoot, 'supabase/migrations');

/** Where local messages live: ECLOSION_DATA_DIR, or `.data/` in the project (git-ignored). */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(projectRoot, env.ECLOSION_DATA_DIR?.trim() || '.data');
}

/** The Supabase roles the migrations and policies refer to. PGlite's `postgres` is a superuser; Supabase's is not. */
const supabaseRoles = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
`;

/** `20251028120000_contact_messages.sql` → version and name, as the Supabase CLI splits them. */
export function parseMigrationFile(file: string): { version: string; name: string } | undefined {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  return match ? { version: match[1]!, name: match[2]! } : undefined;
}

/** What applyMigrations needs of a connection: PGlite, or a node-postgres client wrapped alike (tests on PostgreSQL 15). */
export interface SqlRunner {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
export interface MigrationTarget extends SqlRunner {
  transaction<T>(run: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/**
 * Runs the migrations not yet recorded in supabase_migrations.schema_migrations,
 * in version order, each in its own transaction. Returns the versions applied.
 */
export async function applyMigrations(db: MigrationTarget, dir = migrationsDir): Promise<string[]> {
  await db.exec(supabaseRoles);
  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version));
  const files = (await readdir(dir)).flatMap((file) => {
    const parsed = parseMigrationFile(file);
    return parsed ? [{ file, ...parsed }] : [];
  });
  files.sort((a, b) => a.version.localeCompare(b.version));
  const applied: string[] = [];
  for (const migration of files) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(join(dir, migration.file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
        migration.version,
        [sql],
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return applied;
}

/**
 * Opens (creating it the first time) the database in `dataDir` and brings it
 * up to date; `log` tells which migrations ran. The caller owns the folder
 * (acquireDataLock): PGlite must not open it twice.
 */
export async function openDatabase(dataDir: string, log: (line: string) => void = console.log): Promise<PGlite> {
  await ensurePrivateFolder(dataDir, log);
  await restrictContents(dataDir);
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
  try {
    const applied = await applyMigrations(db);
    if (applied.length > 0) log(`Base locale : migration${applied.length > 1 ? 's' : ''} appliquée${applied.length > 1 ? 's' : ''} ${applied.join(', ')}.`);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** A stored request as listed: the row the owner's e-mail is written from, one shape for both. */
export type StoredMessage = ContactRecord;

/** Every stored message, oldest first (as the owner, not as `anon`, who may not read them). */
export async function listMessages(db: PGlite): Promise<StoredMessage[]> {
  const result = await db.query<StoredMessage & { created_at: Date | string }>(
    `select id::int as id, created_at, ${contactColumnNames.join(', ')} from public.contact_messages order by id`,
  );
  return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
