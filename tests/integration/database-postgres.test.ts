import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyMigrations } from '../../scripts/server/database.ts';
import { defineBookingDatabaseTests } from '../setup/booking-database-tests.ts';
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
  describe('bookings', () =>
    defineBookingDatabaseTests(
      () => cluster.db,
      () => cluster.connect(),
    ));

  test('pg_cron runs the purge daily, the notification retries every five minutes, the calendar import every fifteen and the alerts hourly', async () => {
    const jobs = await cluster.db.query<{ jobname: string; schedule: string; command: string }>(
      'select jobname, schedule, command from cron.job order by jobname',
    );
    expect(jobs.rows).toEqual([
      { jobname: 'alert-stale-booking-calendar', schedule: '47 * * * *', command: 'select private.alert_stale_booking_calendar()' },
      { jobname: 'alert-undelivered-contacts', schedule: '41 * * * *', command: 'select private.alert_undelivered_contacts()' },
      { jobname: 'purge-contact-messages', schedule: '17 3 * * *', command: 'select private.purge_contact_messages()' },
      { jobname: 'retry-contact-notifications', schedule: '*/5 * * * *', command: 'select private.retry_contact_notifications()' },
      { jobname: 'sync-booking-calendar', schedule: '*/15 * * * *', command: 'select private.sync_booking_calendar()' },
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
      `);
      await cluster.db.exec(secretsView);
    });
    afterAll(() => cluster.db.exec('drop schema net cascade; drop schema vault cascade;'));
    const alertUrl = 'https://hooks.exemple.fr/alerte';
    const secretsView = `create or replace view vault.decrypted_secrets as
      select * from (values ('contact_notify_url', 'https://ref.supabase.co/functions/v1/notify-contact'), ('contact_notify_secret', 'le-secret'),
                            ('contact_alert_url', '${alertUrl}'), ('booking_sync_url', 'https://ref.supabase.co/functions/v1/sync-busy'),
                            ('booking_sync_secret', 'le-secret-agenda')) as s (name, decrypted_secret)`;

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

    test('the calendar job calls sync-busy with its secret, the zone and the horizon; a stale import is announced once a day', async () => {
      const db = cluster.db;
      const before = Number((await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from net.calls')).rows[0]!.id);
      const calls = async () =>
        (
          await db.query<{ url: string; body: Record<string, unknown>; headers: Record<string, string> }>(
            'select url, body, headers from net.calls where id > $1 order by id',
            [before],
          )
        ).rows;
      await db.exec('update private.booking_calendar_sync set watched_since = null, last_success_at = null, alerted_at = null');
      expect((await db.query<{ queued: boolean }>('select private.sync_booking_calendar() as queued')).rows[0]!.queued).toBe(true);
      const [settings] = (await db.query<{ time_zone: string; horizon_days: number }>('select time_zone, horizon_days from private.booking_settings')).rows;
      expect(await calls()).toEqual([
        {
          url: 'https://ref.supabase.co/functions/v1/sync-busy',
          body: { timeZone: settings!.time_zone, horizonDays: settings!.horizon_days },
          headers: { 'content-type': 'application/json', 'x-booking-sync-secret': 'le-secret-agenda' },
        },
      ]);
      // Called, and never imported: within six hours, nothing is said.
      expect((await db.query<{ sent: boolean }>('select private.alert_stale_booking_calendar() as sent')).rows[0]!.sent).toBe(false);
      await db.exec("update private.booking_calendar_sync set watched_since = now() - interval '7 hours'");
      await db.query('select public.record_booking_calendar_error($1)', ['BOOKING_CALENDAR_URL: the calendar answered HTTP 404.']);
      expect((await db.query<{ sent: boolean }>('select private.alert_stale_booking_calendar() as sent')).rows[0]!.sent).toBe(true);
      expect((await db.query<{ sent: boolean }>('select private.alert_stale_booking_calendar() as sent')).rows[0]!.sent).toBe(false);
      const alert = (await calls()).at(-1)!;
      expect(alert.url).toBe(alertUrl);
      expect(String(alert.body.text)).toContain('last import: never');
      expect(String(alert.body.text)).toContain('the calendar answered HTTP 404');
      expect(String(alert.body.text)).toContain('docs/booking.md');
      // An import that succeeds ends it; six hours without one again, and it is said again.
      await db.query(`select public.import_booking_busy('[]'::jsonb)`);
      expect((await db.query<{ sent: boolean }>('select private.alert_stale_booking_calendar() as sent')).rows[0]!.sent).toBe(false);
      await db.exec("update private.booking_calendar_sync set last_success_at = now() - interval '6 hours 5 minutes'");
      expect((await db.query<{ sent: boolean }>('select private.alert_stale_booking_calendar() as sent')).rows[0]!.sent).toBe(true);
      expect(String((await calls()).at(-1)!.body.text)).toMatch(/last import: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
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
    test('without the Vault secrets the retry job calls nothing and counts no try', async () => {
      await send('Sans secrets', 'sans-secrets@exemple.fr');
      await cluster.db.exec(
        "update public.contact_notifications set notified_at = null, attempts = 0, next_attempt_at = now() where message_id = (select id from public.contact_messages where email = 'sans-secrets@exemple.fr')",
      );
      await cluster.db.exec(
        'create or replace view vault.decrypted_secrets as select * from (values (null::text, null::text)) as s (name, decrypted_secret) where false',
      );
      try {
        expect((await cluster.db.query<{ n: number }>('select private.retry_contact_notifications() as n')).rows[0]!.n).toBe(0);
        const record = await cluster.db.query<{ attempts: number }>(
          "select n.attempts from public.contact_notifications n join public.contact_messages m on m.id = n.message_id where m.email = 'sans-secrets@exemple.fr'",
        );
        expect(record.rows).toEqual([{ attempts: 0 }]);
      } finally {
        await cluster.db.exec(secretsView);
        await cluster.db.exec(
          "update public.contact_notifications set notified_at = now() where message_id = (select id from public.contact_messages where email = 'sans-secrets@exemple.fr')",
        );
      }
    });

    test('the provider fails for two days, then recovers: every request is e-mailed once, the newest real ones before the junk, and the owner is alerted meanwhile', async () => {
      const db = cluster.db;
      await db.exec('update public.contact_notifications set notified_at = now() where notified_at is null');
      let lastCall = Number((await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from net.calls')).rows[0]!.id);
      let minute = 0;
      let providerUp = false;
      const deliveries = new Map<number, number[]>();
      const alerts: Array<{ minute: number; text: string; undelivered: number[] }> = [];

      // The Edge Function, for each call pg_net made: while the provider fails, the error is recorded; then the e-mail leaves.
      const runFunction = async () => {
        const calls = await db.query<{ id: number; url: string; body: { record?: { id: number }; text?: string; undelivered?: number[] } }>(
          'select id, url, body from net.calls where id > $1 order by id',
          [lastCall],
        );
        for (const call of calls.rows) {
          lastCall = call.id;
          if (call.url === alertUrl) {
            alerts.push({ minute, text: call.body.text!, undelivered: call.body.undelivered! });
            continue;
          }
          const id = Number(call.body.record!.id);
          if (!providerUp) {
            await db.query("update public.contact_notifications set last_error = 'Brevo answered 401: Key not found' where message_id = $1", [id]);
          } else {
            deliveries.set(id, [...(deliveries.get(id) ?? []), minute]);
            await db.query('update public.contact_notifications set notified_at = now(), last_error = null where message_id = $1', [id]);
          }
        }
      };
      // Five minutes pass: every stored time moves five minutes back, then pg_cron's jobs run.
      const tick = async () => {
        minute += 5;
        await db.exec(`
          update public.contact_messages set created_at = created_at - interval '5 minutes';
          update public.contact_notifications set next_attempt_at = next_attempt_at - interval '5 minutes', alerted_at = alerted_at - interval '5 minutes';
          update private.contact_flood_log set created_at = created_at - interval '5 minutes';
          select private.retry_contact_notifications();
        `);
        if (minute % 60 === 40) await db.query('select private.alert_undelivered_contacts()');
        await runFunction();
      };
      const idOf = async (mail: string) =>
        Number((await db.query<{ id: number }>('select id::int as id from public.contact_messages where email = $1', [mail])).rows[0]!.id);
      const sendReal = async (mail: string) => {
        await cluster.db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify({ 'cf-connecting-ip': `192.0.2.${real.length + 1}` })]);
          await tx.query("insert into public.contact_messages (name, email, message, source_page) values ('Cliente', $1, 'Un vrai projet', '/')", [mail]);
        });
        await runFunction();
        real.push(await idOf(mail));
      };
      const real: number[] = [];

      // A backlog of junk, more than a day's ceiling, then a real request every six hours while the provider fails.
      await db.exec(
        "insert into public.contact_messages (name, email, message, source_page) select 'Junk', 'junk' || i || '@exemple.fr', 'x', '/' from generate_series(1, 300) as i",
      );
      const junk = (
        await db.query<{ id: number }>("select id::int as id from public.contact_messages where name = 'Junk' and email like 'junk%@exemple.fr'")
      ).rows.map((row) => row.id);
      await runFunction();
      while (minute < 48 * 60) {
        if (minute % 360 === 180 || minute === 48 * 60 - 10) await sendReal(`cliente-${minute}@exemple.fr`);
        await tick();
      }
      const failed = await db.query<{ attempts: number }>(
        'select min(attempts)::int as attempts from public.contact_notifications where message_id = any($1)',
        [junk],
      );
      // Retried past the old twelve tries, and nothing delivered yet.
      expect(failed.rows[0]!.attempts).toBeGreaterThan(12);
      expect(deliveries.size).toBe(0);
      // The owner heard of it by the webhook, within the delay, and not every hour.
      expect(alerts.length).toBeGreaterThan(0);
      expect(alerts[0]!.minute).toBeLessThanOrEqual(3 * 60);
      expect(alerts[0]!.undelivered).toEqual(expect.arrayContaining(junk));
      expect(alerts.length).toBeLessThan(real.length + 4);
      expect(alerts.at(-1)!.text).toContain('docs/supabase.md');
      expect(alerts.map((alert) => alert.text).join('\n')).not.toContain('@exemple.fr');

      providerUp = true;
      const recovered = minute;
      await sendReal('apres-reparation@exemple.fr');
      while (deliveries.size < junk.length + real.length && minute < recovered + 12 * 60) await tick();

      // Every request, once.
      for (const id of [...junk, ...real]) expect(deliveries.get(id), `request #${id}`).toHaveLength(1);
      const at = (id: number) => deliveries.get(id)![0]! - recovered;
      // The one sent after the repair left at once; the newest sent during the failure within half an hour, before most of the junk.
      expect(at(real.at(-1)!)).toBe(0);
      expect(at(real.at(-2)!)).toBeLessThanOrEqual(30);
      expect(junk.filter((id) => at(id) > at(real.at(-2)!)).length).toBeGreaterThan(junk.length / 2);
      // Everything within the capped interval (six hours) and the time to work through the backlog.
      expect(Math.max(...[...junk, ...real].map(at))).toBeLessThanOrEqual(7 * 60);
      // Nothing left to announce.
      const alertsBefore = alerts.length;
      await db.exec("update public.contact_notifications set alerted_at = alerted_at - interval '1 day'");
      await db.query('select private.alert_undelivered_contacts()');
      await runFunction();
      expect(alerts.length).toBe(alertsBefore);
    });
  });

  test('the roles are those of a Supabase project', async () => {
    const roles = await cluster.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles.rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });
});
