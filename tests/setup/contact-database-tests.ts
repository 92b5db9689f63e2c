import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, test } from 'vitest';
import type { MigrationTarget } from '../../scripts/server/database.ts';
import * as z from 'zod/mini';
import { contactLimits, contactMessageSchema, messageDetails } from '../../src/contact/contact-message.ts';
import { contactColumnNames, contactColumns } from '../../supabase/functions/_shared/contact-request.ts';

// The database rules of the contact form, run on every engine the project
// uses: PGlite (the local stand-in) and Debian's PostgreSQL 15 (the same
// major version as Supabase, with pg_cron). Requests are made as Supabase's
// roles, with PostgREST's request.headers, in a transaction each.

type Row = Record<string, unknown>;
type DbError = { code: string; constraint?: string; message: string };

export function defineContactDatabaseTests(getDb: () => MigrationTarget) {
  const owner = async <T = Row>(sql: string, params: unknown[] = []) => (await getDb().query<T>(sql, params)).rows;

  /** As PostgREST runs a request: `set local role`, the headers, the statement. */
  const asRole = (role: 'anon' | 'authenticated', sql: string, params: unknown[] = [], headers: Row = {}) =>
    getDb().transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      return (await tx.query<Row>(sql, params)).rows;
    });

  const refusal = async (run: Promise<unknown>): Promise<DbError> => {
    try {
      await run;
    } catch (error) {
      return error as DbError;
    }
    throw new Error('expected the database to refuse');
  };

  const email = () => `test-${randomUUID().slice(0, 8)}@exemple.fr`;
  const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 4)}`;
  const valid = (patch: Row = {}): Row => ({ name: 'Ana', email: email(), message: 'Bonjour', source_page: '/', ...patch });

  /** What PostgREST runs for a POST: the JSON body read by json_to_recordset, whatever its length. */
  const post = (rows: Row[], headers: Row = {}, role: 'anon' | 'authenticated' = 'anon') => {
    const columns = Object.keys(rows[0]!);
    return asRole(
      role,
      `insert into public.contact_messages (${columns.join(', ')})
       select ${columns.join(', ')} from json_to_recordset($1::json) as body (${columns.map((c) => `${c} ${c === 'last_contact' ? 'timestamptz' : 'text'}`).join(', ')})
       returning 1`,
      [JSON.stringify(rows)],
      headers,
    );
  };
  /** Moves the flood window on: what was counted happened `age` earlier. */
  const ageFloodLog = (age: string) => owner('update private.contact_flood_log set created_at = created_at - $1::interval', [age]);
  const stored = async (mail: string) =>
    Number((await owner<{ n: number }>('select count(*)::int as n from public.contact_messages where email = $1', [mail]))[0]!.n);

  // Each test starts with an empty flood window: the site's ceiling counts every request.
  beforeEach(() => ageFloodLog('2 days'));

  describe('migrations', () => {
    test('every migration is recorded, and applying them again does nothing', async () => {
      const versions = (await owner<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).map(
        (row) => row.version,
      );
      expect(versions).toEqual([
        '20251028120000',
        '20261122120000',
        '20261127120000',
        '20261127130000',
        '20261201120000',
        '20261201130000',
        '20261202120000',
        '20261202130000',
        '20261202140000',
      ]);
    });
  });

  describe('visitors may insert and nothing else', () => {
    test.each([
      ['read the requests', 'select * from public.contact_messages'],
      ['change a request', "update public.contact_messages set status = 'client'"],
      ['delete the requests', 'delete from public.contact_messages'],
      ['read the notification record', 'select * from public.contact_notifications'],
      ['mark a request notified', 'update public.contact_notifications set notified_at = now()'],
      ['read the flood log', 'select * from private.contact_flood_log'],
      ['run the purge', 'select private.purge_contact_messages()'],
      ['claim notifications', 'select * from private.claim_contact_notifications(true)'],
      ['move the id sequence', "select setval('public.contact_messages_id_seq', 1)"],
      ['read the id sequence', "select nextval('public.contact_messages_id_seq')"],
    ])('anon may not %s', async (_, sql) => {
      expect((await refusal(asRole('anon', sql))).code).toBe('42501');
    });

    test.each(['status', 'last_contact'])('anon may not set %s, which the owner sets', async (column) => {
      const row = valid({ [column]: column === 'status' ? 'client' : '2020-01-01T00:00:00Z' });
      expect((await refusal(post([row]))).code).toBe('42501');
      expect(await stored(String(row.email))).toBe(0);
    });

    test('the columns visitors may fill are the ones the contact request describes, optional where the table allows null', async () => {
      const granted = await owner<{ column_name: string; is_nullable: string }>(
        `select c.column_name, c.is_nullable from information_schema.column_privileges p
           join information_schema.columns c using (table_schema, table_name, column_name)
          where p.table_schema = 'public' and p.table_name = 'contact_messages' and p.grantee = 'anon' and p.privilege_type = 'INSERT'`,
      );
      const fromTable = Object.fromEntries(granted.map((row) => [row.column_name, row.is_nullable === 'YES']));
      const described = Object.fromEntries(contactColumnNames.map((column) => [column, contactColumns[column].nullable]));
      expect(fromTable).toEqual(described);
      // The form lets a visitor leave out exactly the columns the table lets be null.
      const shape = contactMessageSchema([]).def.in.def.shape;
      const optionalInForm = contactColumnNames.filter((column) => shape[column].def.type === 'optional');
      expect(optionalInForm).toEqual(contactColumnNames.filter((column) => contactColumns[column].nullable));
    });

    test('the longest request a form can send is stored: every question answered at its limit, above the longest text', async () => {
      const longest = (length: number) => '🌸'.repeat(length);
      const row = z.parse(contactMessageSchema([]), {
        ...valid({ email: email() }),
        details: Object.fromEntries(Object.keys(messageDetails).map((key) => [key, longest(contactLimits.detail)])),
        message: longest(contactLimits.message),
      });
      await post([row], { 'cf-connecting-ip': address() });
      expect(await stored(row.email)).toBe(1);
    });

    test('a stored request starts as nouveau, last contacted when it arrived', async () => {
      const row = valid();
      await post([row], { 'cf-connecting-ip': address() });
      const [saved] = await owner<{ status: string; recent: boolean }>(
        "select status, last_contact > now() - interval '1 minute' as recent from public.contact_messages where email = $1",
        [row.email],
      );
      expect(saved).toEqual({ status: 'nouveau', recent: true });
    });

    test('the page the request came from is required', async () => {
      const row = valid();
      delete row.source_page;
      expect((await refusal(post([row]))).code).toBe('23502');
    });

    test('the form constraints still apply', async () => {
      const error = await refusal(post([valid({ email: 'pas-une-adresse' })]));
      expect(error).toMatchObject({ code: '23514', constraint: 'contact_messages_email_check' });
    });
  });

  describe('flood limits', () => {
    test('one call stores one request: a JSON array of several rows stores none', async () => {
      const rows = [valid(), valid(), valid()];
      const error = await refusal(post(rows, { 'cf-connecting-ip': address() }));
      expect(error.code).toBe('PT400');
      for (const row of rows) expect(await stored(String(row.email))).toBe(0);
    });

    test('the owner may still add several rows at once', async () => {
      const mail = email();
      await owner("insert into public.contact_messages (name, email, message, source_page) select 'Import', $1, 'x', '/' from generate_series(1, 7)", [mail]);
      expect(await stored(mail)).toBe(7);
    });

    test('the sixth request of an hour for one e-mail from one client is refused with 429; the same e-mail from elsewhere is not', async () => {
      const [mail, client] = [email(), address()];
      for (let i = 0; i < 5; i++) await post([valid({ email: mail })], { 'cf-connecting-ip': client });
      const error = await refusal(post([valid({ email: mail })], { 'cf-connecting-ip': client }));
      expect(error.code).toBe('PT429');
      expect(error.message).toBe('Too many contact requests for this e-mail address; try again in an hour');
      expect(await stored(mail)).toBe(5);
      // A stranger's junk carrying this address does not lock its owner out.
      await post([valid({ email: mail })], { 'cf-connecting-ip': address() });
      expect(await stored(mail)).toBe(6);
    });

    test('the e-mail limit ignores letter case, a +tag and Gmail dots', async () => {
      const client = address();
      const box = `test${randomUUID().slice(0, 6)}`;
      await post([valid({ email: `${box}@exemple.fr` })], { 'cf-connecting-ip': client });
      await post([valid({ email: `${box}+a@exemple.fr` })], { 'cf-connecting-ip': client });
      await post([valid({ email: `${box.toUpperCase()}+b@EXEMPLE.fr` })], { 'cf-connecting-ip': client });
      await post([valid({ email: `${box}+d@exemple.fr` })], { 'cf-connecting-ip': client });
      await post([valid({ email: `${box}+e@Exemple.FR` })], { 'cf-connecting-ip': client });
      expect((await refusal(post([valid({ email: `${box}+c@exemple.fr` })], { 'cf-connecting-ip': client }))).code).toBe('PT429');
      const gmail = `a.b${randomUUID().slice(0, 6)}`;
      for (const variant of [gmail, gmail.replace('.', ''), `${gmail}+x`, `${gmail.toUpperCase()}`, `${gmail}+z`])
        await post([valid({ email: `${variant}@gmail.com` })]);
      expect((await refusal(post([valid({ email: `${gmail.replace('.', '')}+y@gmail.com` })]))).code).toBe('PT429');
    });

    test('an IPv6 client is counted by its /64: the sixth request of an hour from one /64 is refused', async () => {
      const group = () => Math.floor(Math.random() * 0xfff0).toString(16);
      const prefix = `2001:db8:${group()}:${group()}`;
      for (let i = 1; i <= 5; i++) await post([valid()], { 'cf-connecting-ip': `${prefix}:${i}::${i}` });
      expect((await refusal(post([valid()], { 'cf-connecting-ip': `${prefix}:ffff:ffff:ffff:ffff` }))).code).toBe('PT429');
      // The next /64 is another client.
      await post([valid()], { 'cf-connecting-ip': `${prefix.replace(/[0-9a-f]+$/, (last) => (parseInt(last, 16) + 1).toString(16))}::1` });
      // An IPv4-mapped address counts as its IPv4 one.
      const v4 = `198.51.100.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 3; i++) await post([valid()], { 'cf-connecting-ip': v4 });
      for (let i = 0; i < 2; i++) await post([valid()], { 'cf-connecting-ip': `::ffff:${v4}` });
      expect((await refusal(post([valid()], { 'cf-connecting-ip': v4 }))).code).toBe('PT429');
    });

    test('a flood from rotating addresses and e-mails stops at the ceilings; a real request after the window is stored and due', async () => {
      const [limits] = await owner<{ total_hour: number; total_day: number }>('select total_hour, total_day from private.contact_settings');
      const flood = () => post([valid({ name: 'Junk' })], { 'cf-connecting-ip': address() });
      for (let i = 0; i < limits!.total_hour; i++) await flood();
      expect(await refusal(flood())).toMatchObject({ code: 'PT429', message: 'Too many contact requests this hour for the whole site; try again in an hour' });
      // Hour after hour, until the day's ceiling.
      let accepted = limits!.total_hour;
      while (accepted < limits!.total_day) {
        await ageFloodLog('1 hour');
        for (let i = 0; i < limits!.total_hour && accepted < limits!.total_day; i++, accepted++) await flood();
      }
      await ageFloodLog('1 hour');
      expect(await refusal(flood())).toMatchObject({ code: 'PT429', message: 'Too many contact requests today for the whole site; try again tomorrow' });
      // The day is over: a real request is stored, and due for the owner's e-mail.
      await ageFloodLog('1 day');
      const real = valid({ name: 'Vraie Cliente' });
      await post([real], { 'cf-connecting-ip': address() });
      expect(await stored(String(real.email))).toBe(1);
      const claimed = await owner<{ email: string }>('select email from private.claim_contact_notifications()');
      expect(claimed.map((row) => row.email)).toContain(real.email);
    });

    test('the sixth request of an hour from one client address is refused with 429; another address is accepted', async () => {
      const client = address();
      const emails = Array.from({ length: 6 }, email);
      for (const mail of emails.slice(0, 5)) await post([valid({ email: mail })], { 'cf-connecting-ip': client });
      expect((await refusal(post([valid({ email: emails[5] })], { 'cf-connecting-ip': client }))).code).toBe('PT429');
      for (const mail of emails.slice(0, 5)) expect(await stored(mail)).toBe(1);
      expect(await stored(emails[5]!)).toBe(0);
      const other = valid();
      await post([other], { 'cf-connecting-ip': address() });
      expect(await stored(String(other.email))).toBe(1);
    });

    test('a forged first x-forwarded-for entry does not escape the limit', async () => {
      const client = address();
      for (let i = 0; i < 5; i++) await post([valid()], { 'x-forwarded-for': `10.0.0.${i}, ${client}` });
      expect((await refusal(post([valid()], { 'x-forwarded-for': `10.9.9.9, ${client}` }))).code).toBe('PT429');
    });

    test('the signed-in role is limited too; the owner is not', async () => {
      const client = address();
      for (let i = 0; i < 5; i++) await post([valid()], { 'cf-connecting-ip': client }, 'authenticated');
      expect((await refusal(post([valid()], { 'cf-connecting-ip': client }, 'authenticated'))).code).toBe('PT429');
      const mail = email();
      for (let i = 0; i < 6; i++) await owner("insert into public.contact_messages (name, email, message, source_page) values ('O', $1, 'x', '/')", [mail]);
      expect(await stored(mail)).toBe(6);
    });

    test('only a salted hash of the client address is kept, never the address', async () => {
      const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
      await post([valid()], { 'cf-connecting-ip': client });
      const logged = await owner<{ client_hash: string }>('select client_hash from private.contact_flood_log where client_hash is not null');
      expect(logged.length).toBeGreaterThan(0);
      for (const row of logged) expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
      const plain = await owner<{ hash: string }>("select encode(sha256(convert_to($1, 'UTF8')), 'hex') as hash", [client]);
      expect(logged.map((row) => row.client_hash)).not.toContain(plain[0]!.hash);
      const anywhere = await owner<{ n: number }>(`select count(*)::int as n from private.contact_flood_log l where l::text like '%' || $1 || '%'`, [client]);
      expect(anywhere[0]!.n).toBe(0);
    });
  });

  describe('retention', () => {
    test('a request last contacted over three years ago is purged, one a day younger kept, a client kept', async () => {
      const [old, young, client] = [email(), email(), email()];
      const add = (mail: string, age: string, status = 'sans_suite') =>
        owner(
          `insert into public.contact_messages (name, email, message, source_page, status, created_at, last_contact)
           values ('R', $1, 'x', '/', $2, now() - $3::interval, now() - $3::interval)`,
          [mail, status, age],
        );
      await add(old, '3 years 1 day');
      await add(young, '3 years -1 day');
      await add(client, '6 years', 'client');
      const [purged] = await owner<{ n: number }>('select private.purge_contact_messages() as n');
      expect(purged!.n).toBe(1);
      expect([await stored(old), await stored(young), await stored(client)]).toEqual([0, 1, 1]);
    });

    test('the count starts again when the owner records a new contact', async () => {
      const mail = email();
      await owner(
        `insert into public.contact_messages (name, email, message, source_page, created_at, last_contact)
         values ('R', $1, 'x', '/', now() - interval '5 years', now() - interval '2 years')`,
        [mail],
      );
      await owner('select private.purge_contact_messages()');
      expect(await stored(mail)).toBe(1);
    });
  });

  describe('the notification record', () => {
    test('each stored request is pending until sent; a claim schedules the next try later', async () => {
      const row = valid();
      await post([row], { 'cf-connecting-ip': address() });
      const pending = () =>
        owner<{ attempts: number; notified: boolean }>(
          'select n.attempts, n.notified_at is not null as notified from public.contact_notifications n join public.contact_messages m on m.id = n.message_id where m.email = $1',
          [row.email],
        );
      expect(await pending()).toEqual([{ attempts: 0, notified: false }]);
      const claimed = await owner<{ email: string }>('select email from private.claim_contact_notifications(false, 10000)');
      expect(claimed.map((r) => r.email)).toContain(row.email);
      expect(await pending()).toEqual([{ attempts: 1, notified: false }]);
      // Not due again at once…
      expect((await owner<{ email: string }>('select email from private.claim_contact_notifications(false, 10000)')).map((r) => r.email)).not.toContain(
        row.email,
      );
      // …unless every pending one is asked for (npm run messages -- --resend).
      expect((await owner<{ email: string }>('select email from private.claim_contact_notifications(true, 10000)')).map((r) => r.email)).toContain(row.email);
    });

    test('a purged request takes its notification record with it', async () => {
      const [row] = await owner<{ id: number }>(
        `insert into public.contact_messages (name, email, message, source_page, last_contact) values ('R', $1, 'x', '/', now() - interval '4 years') returning id::int as id`,
        [email()],
      );
      const records = () => owner<{ n: number }>('select count(*)::int as n from public.contact_notifications where message_id = $1', [row!.id]);
      expect((await records())[0]!.n).toBe(1);
      await owner('select private.purge_contact_messages()');
      expect((await records())[0]!.n).toBe(0);
    });
  });
}
