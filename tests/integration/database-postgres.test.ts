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
    const jobs = await cluster.db.query<{ jobname: string; schedule: string; command: string }>(
      'select jobname, schedule, command from cron.job order by jobname',
    );
    expect(jobs.rows).toEqual([
      { jobname: 'purge-contact-messages', schedule: '17 3 * * *', command: 'select private.purge_contact_messages()' },
      { jobname: 'retry-contact-notifications', schedule: '*/5 * * * *', command: 'select private.retry_contact_notifications()' },
    ]);
  });

  describe('with pg_net and the Vault, as on Supabase', () => {
    // Debian has no pg_net: a net.http_post with its signature records the
    // calls instead, and a vault.decrypted_secrets view holds the two secrets.
    beforeAll(async () => {
      // The requests of the tests above are not this describe's business.
      await cluster.db.exec('update public.contact_notifications set notified_at = now() where notified_at is null');
      await cluster.db.exec(`
        create schema net;
        create table net.calls (id serial, url text, body jsonb, headers jsonb);
        create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds int default 5000)
          returns bigint language plpgsql as $$
          begin
            if body -> 'record' ->> 'name' = 'Panne' then raise exception 'queue unavailable'; end if;
            insert into net.calls (url, body, headers) values (url, body, headers);
            return currval('net.calls_id_seq');
          end $$;
        create schema vault;
        create view vault.decrypted_secrets as
          select * from (values ('contact_notify_url', 'https://ref.supabase.co/functions/v1/notify-contact'), ('contact_notify_secret', 'le-secret')) as s (name, decrypted_secret);
      `);
    });
    afterAll(() => cluster.db.exec('drop schema net cascade; drop schema vault cascade;'));

    const send = (name: string, email: string) =>
      cluster.db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        await tx.query("insert into public.contact_messages (name, email, message, source_page) values ($1, $2, 'Bonjour', '/') returning 1", [name, email]);
      });

    test('an insert queues one call to the function, with the secret and the row', async () => {
      await send('Réseau', 'pgnet@exemple.fr');
      const calls = await cluster.db.query<{ url: string; body: { type: string; record: { email: string } }; headers: Record<string, string> }>(
        "select url, body, headers from net.calls where body -> 'record' ->> 'email' = 'pgnet@exemple.fr'",
      );
      expect(calls.rows).toHaveLength(1);
      expect(calls.rows[0]).toMatchObject({
        url: 'https://ref.supabase.co/functions/v1/notify-contact',
        body: { type: 'INSERT', table: 'contact_messages', record: { email: 'pgnet@exemple.fr' } },
        headers: { 'content-type': 'application/json', 'x-contact-notify-secret': 'le-secret' },
      });
      const record = await cluster.db.query<{ attempts: number; later: boolean }>(
        "select n.attempts, n.next_attempt_at > now() as later from public.contact_notifications n join public.contact_messages m on m.id = n.message_id where m.email = 'pgnet@exemple.fr'",
      );
      expect(record.rows).toEqual([{ attempts: 1, later: true }]);
    });

    test('a call that cannot be queued keeps the request, pending, and the retry job queues it once due', async () => {
      await send('Panne', 'panne@exemple.fr');
      const pending = () =>
        cluster.db.query<{ attempts: number }>(
          "select n.attempts from public.contact_notifications n join public.contact_messages m on m.id = n.message_id where m.email = 'panne@exemple.fr' and n.notified_at is null",
        );
      expect((await pending()).rows).toEqual([{ attempts: 0 }]);
      await cluster.db.exec("update public.contact_messages set name = 'Panne réparée' where email = 'panne@exemple.fr'");
      await cluster.db.exec('update public.contact_notifications set next_attempt_at = now() where notified_at is null');
      const queued = await cluster.db.query<{ n: number }>('select private.retry_contact_notifications() as n');
      expect(queued.rows[0]!.n).toBeGreaterThanOrEqual(1);
      const calls = await cluster.db.query("select 1 from net.calls where body -> 'record' ->> 'email' = 'panne@exemple.fr'");
      expect(calls.rows).toHaveLength(1);
      expect((await pending()).rows).toEqual([{ attempts: 1 }]);
    });
  });

  test('the roles are those of a Supabase project', async () => {
    const roles = await cluster.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles.rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });
});
