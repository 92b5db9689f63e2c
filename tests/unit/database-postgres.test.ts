import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyMigrations } from '../../scripts/server/database.ts';
import { defineContactDatabaseTests } from '../setup/contact-database-tests.ts';
import { startPostgres15, type Postgres15 } from '../setup/postgres-15.ts';

// The same rules on Debian's PostgreSQL 15 with pg_cron, as Supabase runs
// them: a private cluster, the Supabase roles, every migration applied.

let cluster: Postgres15;
beforeAll(async () => {
  cluster = await startPostgres15();
  await applyMigrations(cluster.db);
}, 120_000);
afterAll(() => cluster?.stop());

describe('PostgreSQL 15', () => {
  defineContactDatabaseTests(() => cluster.db);

  test('pg_cron runs the purge daily and the notification retries every five minutes', async () => {
    const jobs = await cluster.db.query<{ jobname: string; schedule: string; command: string }>('select jobname, schedule, command from cron.job order by jobname');
    expect(jobs.rows).toEqual([
      { jobname: 'purge-contact-messages', schedule: '17 3 * * *', command: 'select private.purge_contact_messages()' },
      { jobname: 'retry-contact-notifications', schedule: '*/5 * * * *', command: 'select private.retry_contact_notifications()' },
    ]);
  });

  test('the roles are those of a Supabase project', async () => {
    const roles = await cluster.db.query<{ rolname: string }>("select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname");
    expect(roles.rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });
});
