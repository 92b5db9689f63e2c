import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, test } from 'vitest';
import { useMigratedPGlite } from '../../tests/setup/migrated-pglite.ts';
import { projectRoot } from '../project-root.ts';
import { applyMigrations, parseMigrationFile } from './database.ts';
import { contactLimits } from '../../src/contact/contact-message.ts';

// The migration in supabase/migrations/, on a real PostgreSQL (PGlite), with
// the requests made as Supabase's anonymous role.

const db = useMigratedPGlite();

async function asAnon(sql: string, params: unknown[] = []) {
  return db().transaction(async (tx) => {
    await tx.exec('set local role anon');
    return tx.query(sql, params);
  });
}

async function pgError(run: Promise<unknown>): Promise<{ code: string; constraint?: string }> {
  try {
    await run;
  } catch (error) {
    return error as { code: string; constraint?: string };
  }
  throw new Error('expected the database to refuse');
}

const valid = { name: 'Ana', email: 'ana@exemple.fr', phone: '06 12 34 56 78', project: 'refonte', message: 'Bonjour', source_page: '/' };
const insertRow = (row: Record<string, unknown>) => {
  const columns = Object.keys(row);
  return asAnon(
    `insert into public.contact_messages (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning 1`,
    Object.values(row),
  );
};

describe('migrations', () => {
  test('reads version and name from a file name as the Supabase CLI does', () => {
    expect(parseMigrationFile('20251028120000_contact_messages.sql')).toEqual({ version: '20251028120000', name: 'contact_messages' });
    expect(parseMigrationFile('notes.md')).toBeUndefined();
  });

  test('records the applied migration and does not run it twice', async () => {
    const recorded = await db().query<{ version: string; name: string }>('select version, name from supabase_migrations.schema_migrations order by version');
    // Every file of supabase/migrations/, by the name the Supabase CLI reads.
    const files = readdirSync(join(projectRoot, 'supabase/migrations'))
      .sort()
      .flatMap((file) => parseMigrationFile(file) ?? []);
    expect(files.length).toBeGreaterThan(0);
    expect(recorded.rows).toEqual(files.map(({ version, name }) => ({ version, name })));
    await expect(applyMigrations(db())).resolves.toEqual([]);
  });

  test('creates the Supabase roles, service_role bypassing row-level security', async () => {
    const roles = await db().query<{ rolname: string; rolbypassrls: boolean }>(
      "select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles.rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
  });
});

describe('contact_messages as the anonymous role', () => {
  test('accepts a valid row, with id and created_at filled in by the database', async () => {
    await insertRow({ ...valid, email: 'premiere@exemple.fr' });
    const row = await db().query<{ id: number; created_at: Date }>("select id, created_at from public.contact_messages where email = 'premiere@exemple.fr'");
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]!.created_at).toBeInstanceOf(Date);
  });

  test('has row-level security on', async () => {
    const table = await db().query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.contact_messages'::regclass");
    expect(table.rows[0]!.relrowsecurity).toBe(true);
  });

  test.each([
    ['select', 'select * from public.contact_messages'],
    ['select of one column', 'select email from public.contact_messages'],
    ['update', "update public.contact_messages set name = 'x'"],
    ['delete', 'delete from public.contact_messages'],
    ['truncate', 'truncate public.contact_messages'],
    ['insert returning the row', "insert into public.contact_messages (name, email, message) values ('a', 'a@exemple.fr', 'b') returning *"],
    ['insert of created_at', "insert into public.contact_messages (name, email, message, created_at) values ('a', 'a@exemple.fr', 'b', now())"],
  ])('refuses %s', async (_, sql) => {
    expect((await pgError(asAnon(sql))).code).toBe('42501');
  });

  test('refuses to let the visitor choose the id', async () => {
    expect((await pgError(insertRow({ ...valid, id: 1 }))).code).toBe('428C9');
  });

  test.each([
    ['name', ''],
    ['name', ' Ana'],
    ['name', 'Ana\u00a0'],
    ['name', 'x'.repeat(101)],
    ['name', 'A\u0000na'.replace('\u0000', '\u0007')],
    ['email', 'ana@exemple'],
    ['email', `${'a'.repeat(246)}@exemple.fr`],
    ['email', ' ana@exemple.fr'],
    ['phone', ''],
    ['phone', '0'.repeat(21)],
    ['phone', '06\n12'],
    ['project', 'Boutique'],
    ['project', 'Blog & SEO'],
    ['project', 'site--vitrine'],
    ['project', 'p'.repeat(51)],
    ['message', ''],
    ['message', '\n'],
    ['message', 'm'.repeat(contactLimits.storedMessage + 1)],
    ['message', 'Bonjour\u001b'],
    ['source_page', 'https://ailleurs.example/'],
    ['source_page', '/a b/'],
    ['source_page', `/${'p'.repeat(200)}`],
  ])('refuses %s = %j with its CHECK constraint', async (column, value) => {
    const error = await pgError(insertRow({ ...valid, [column]: value }));
    expect(error.code).toBe('23514');
    expect(error.constraint).toBe(`contact_messages_${column}_check`);
  });

  test.each(['name', 'email', 'message'])('refuses a row without %s', async (column) => {
    const row: Record<string, unknown> = { ...valid };
    delete row[column];
    expect((await pgError(insertRow(row))).code).toBe('23502');
  });

  test('accepts the limits exactly, counting an emoji as one character', async () => {
    await insertRow({
      name: 'n'.repeat(100),
      email: `${'a'.repeat(244)}@exemple.fr`,
      phone: '0'.repeat(20),
      message: '🌸'.repeat(contactLimits.storedMessage),
      project: 'p'.repeat(50),
      source_page: '/traiteur-evenementiel/',
    });
    const count = await db().query<{ n: number }>(`select count(*)::int as n from public.contact_messages where project = '${'p'.repeat(50)}'`);
    expect(count.rows[0]!.n).toBe(1);
  });
});

/** A database with the migrations older than `version` applied, as a project created then has it, given `before`, then every migration. */
async function migrateFrom(version: string, before: (old: PGlite) => Promise<unknown>): Promise<PGlite> {
  const migrations = join(projectRoot, 'supabase/migrations');
  const folder = mkdtempSync(join(tmpdir(), 'eclosion-migrations-'));
  const old = await PGlite.create();
  try {
    for (const file of readdirSync(migrations).filter((name) => name < version)) copyFileSync(join(migrations, file), join(folder, file));
    await applyMigrations(old, folder);
    await before(old);
    await applyMigrations(old);
    return old;
  } catch (error) {
    await old.close();
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the forms’ own questions', () => {
  test('have no column: a company sent as one is refused', async () => {
    expect((await pgError(insertRow({ ...valid, company: 'Atelier' }))).code).toBe('42703');
  });

  test('a company stored before becomes the first line of its message', async () => {
    const old = await migrateFrom('20261127130000', (db) =>
      db.query(
        "insert into public.contact_messages (name, email, message, source_page, company) values ('Ana', 'ana@exemple.fr', $1, '/', 'Atelier « Fleurs »'), ('Léo', 'leo@exemple.fr', 'Bonjour', '/', null)",
        ['m'.repeat(2000)],
      ),
    );
    try {
      const rows = await old.query<{ message: string }>('select message from public.contact_messages order by id');
      expect(rows.rows.map((row) => row.message)).toEqual([`Entreprise\u202f: Atelier « Fleurs »\n\n${'m'.repeat(2000)}`, 'Bonjour']);
    } finally {
      await old.close();
    }
  });
});

describe('project keys', () => {
  test('a project is checked by the form of its key, not against a list: a project added in content needs no migration', async () => {
    await insertRow({ ...valid, email: 'nouveau-projet@exemple.fr', project: 'application-mobile-2027' });
    const stored = await db().query<{ project: string }>("select project from public.contact_messages where email = 'nouveau-projet@exemple.fr'");
    expect(stored.rows).toEqual([{ project: 'application-mobile-2027' }]);
  });

  test('requests stored under a label before keys are filed under its key', async () => {
    // The labels the table accepted until then (its CHECK constraint), and the key each became.
    const history = {
      'Landing page': 'landing-page',
      'Site vitrine': 'site-vitrine',
      'Blog & SEO': 'blog-seo',
      Refonte: 'refonte',
      Autre: 'autre',
      Traiteur: 'traiteur',
    };
    const old = await migrateFrom('20261127120000', async (db) => {
      for (const label of [...Object.keys(history), null]) {
        await db.query(
          "insert into public.contact_messages (name, email, message, source_page, project) values ('Ana', 'ana@exemple.fr', 'Bonjour', '/', $1)",
          [label],
        );
      }
    });
    try {
      const rows = await old.query<{ project: string | null }>('select project from public.contact_messages order by id');
      expect(rows.rows.map((row) => row.project)).toEqual([...Object.values(history), null]);
    } finally {
      await old.close();
    }
  });
});
