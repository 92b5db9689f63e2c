import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { MigrationTarget } from '../../scripts/server/database.ts';
import { writeBookingAvailability } from '../../scripts/server/booking-availability.ts';
import { freeSlots } from '../../src/booking/slots.ts';
import { addDays, instantOf, wallTimeAt } from '../../supabase/functions/_shared/zoned-time.ts';
import { iso, slotsOnDay, testAvailability } from './booking-fixture.ts';

// The database rules of the free call, on every engine the project uses
// (PGlite for the local stand-in, PostgreSQL 15 as on Supabase), made as
// PostgREST makes them: as `anon`, with the request's headers, one
// transaction each. `connect` gives another connection for a real race
// (PGlite has one connection and runs transactions one after the other).

type Row = Record<string, unknown>;
type DbError = { code: string; constraint?: string; message: string };

export function defineBookingDatabaseTests(getDb: () => MigrationTarget, connect?: () => Promise<MigrationTarget & { close(): Promise<void> }>) {
  const owner = async <T = Row>(sql: string, params: unknown[] = []) => (await getDb().query<T>(sql, params)).rows;
  const asAnon = (sql: string, params: unknown[] = [], db: MigrationTarget = getDb()) =>
    db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify({ 'cf-connecting-ip': `203.0.113.${randomUUID().slice(0, 6)}` })]);
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
  const columnTypes: Record<string, string> = {
    starts_at: 'timestamptz',
    ends_at: 'timestamptz',
    created_at: 'timestamptz',
    cancelled_at: 'timestamptz',
    cancel_token: 'uuid',
  };
  const book = (startsAt: string, patch: Row = {}, db?: MigrationTarget) => {
    const row = {
      starts_at: startsAt,
      name: 'Ana',
      email: `appel-${randomUUID().slice(0, 8)}@exemple.fr`,
      message: 'Un site vitrine',
      source_page: '/',
      ...patch,
    };
    const columns = Object.keys(row);
    return asAnon(
      `insert into public.bookings (${columns.join(', ')})
       select ${columns.join(', ')} from json_to_recordset($1::json) as body (${columns.map((c) => `${c} ${columnTypes[c] ?? 'text'}`).join(', ')})
       returning 1`,
      [JSON.stringify([row])],
      db,
    );
  };
  const busy = async (from: number, to: number) =>
    (await asAnon('select * from public.booking_busy($1, $2)', [iso(from), iso(to)])).map((row) => ({
      starts_at: new Date(String(row.starts_at)).getTime(),
      ends_at: new Date(String(row.ends_at)).getTime(),
      columns: Object.keys(row).sort(),
    }));
  const live = async (startsAt: string) =>
    Number((await owner<{ n: number }>('select count(*)::int as n from public.bookings where starts_at = $1 and cancelled_at is null', [startsAt]))[0]!.n);
  // A day of its own for each test, so that their slots never meet.
  let nextDay = 2;
  const freshDay = () => slotsOnDay(nextDay++);

  beforeAll(() => writeBookingAvailability(getDb(), testAvailability));
  beforeEach(() => owner("update private.contact_flood_log set created_at = created_at - interval '2 days'"));

  describe('visitors read busy ranges, book and cancel, and nothing else', () => {
    test.each([
      ['read the bookings', 'select * from public.bookings'],
      ['change a booking', 'update public.bookings set cancelled_at = now()'],
      ['delete the bookings', 'delete from public.bookings'],
      ['read the availability', 'select * from private.booking_settings'],
      ['read the owner’s busy times', 'select * from private.booking_busy'],
      ['write the availability', `select private.set_booking_availability('{}'::jsonb)`],
      ['write the busy times', `select private.set_booking_busy('[]'::jsonb)`],
    ])('anon may not %s', async (_, sql) => {
      expect((await refusal(asAnon(sql))).code).toBe('42501');
    });

    test.each([['cancelled_at'], ['cancel_token'], ['ends_at'], ['created_at']])('anon may not set %s', async (column) => {
      const [slot] = freshDay();
      const value = column === 'cancel_token' ? randomUUID() : iso(slot!.end);
      expect((await refusal(book(iso(slot!.start), { [column]: value }))).code).toBe('42501');
      expect(await live(iso(slot!.start))).toBe(0);
    });

    test('a free slot is booked once: its call lasts the call length, and others see it busy without a name or an e-mail', async () => {
      const [slot] = freshDay();
      await book(iso(slot!.start), { name: 'Ana Secret', email: 'secret@exemple.fr' });
      const [stored] = await owner<{ ends_at: Date }>('select ends_at from public.bookings where starts_at = $1', [iso(slot!.start)]);
      expect(new Date(stored!.ends_at).getTime()).toBe(slot!.start + testAvailability.callMinutes * 60_000);
      const seen = await busy(slot!.start - 3_600_000, slot!.end + 3_600_000);
      expect(seen).toContainEqual({ starts_at: slot!.start, ends_at: slot!.end, columns: ['ends_at', 'starts_at'] });
      expect(JSON.stringify(seen)).not.toContain('secret');
      // The picker, given those busy ranges, offers it no more.
      const offered = freeSlots(
        testAvailability,
        seen.map((range) => ({ start: range.starts_at, end: range.ends_at })),
        Date.now(),
      );
      expect(offered.some((free) => free.start === slot!.start)).toBe(false);
    });

    test('every slot the picker offers on a day is accepted, one after the other, the buffer between them', async () => {
      const day = freshDay().slice(0, 6);
      for (const slot of day) await book(iso(slot.start));
      for (const slot of day) expect(await live(iso(slot.start))).toBe(1);
    });
  });

  describe('the database refuses what the picker does not offer', () => {
    test('the same slot twice: the second is refused as an overlap', async () => {
      const [slot] = freshDay();
      await book(iso(slot!.start));
      expect(await refusal(book(iso(slot!.start)))).toMatchObject({ code: '23P01' });
      expect(await live(iso(slot!.start))).toBe(1);
    });

    test('a time off the grid, inside the buffer or within the notice is no slot', async () => {
      const [first, second] = freshDay();
      for (const start of [first!.start + 5 * 60_000, first!.end, second!.start - 60_000, second!.start + 1000])
        expect(await refusal(book(iso(start))), iso(start)).toMatchObject({ code: '23514', constraint: 'bookings_slot_check' });
      const soon = freeSlots({ ...testAvailability, noticeHours: 0 }, [], Date.now() + 60_000)[0]!;
      expect(soon.start).toBeLessThan(Date.now() + testAvailability.noticeHours * 3_600_000);
      expect(await refusal(book(iso(soon.start)))).toMatchObject({ code: '23514' });
    });

    test('a day past the horizon, a day off and a weekday without hours are refused', async () => {
      const today = wallTimeAt(Date.now(), 'Europe/Paris').date;
      const beyond = instantOf(addDays(today, testAvailability.horizonDays + 1), 10 * 60, 'Europe/Paris')!;
      expect(await refusal(book(iso(beyond)))).toMatchObject({ code: '23514' });
      const [slot] = freshDay();
      const day = wallTimeAt(slot!.start, 'Europe/Paris');
      try {
        await writeBookingAvailability(getDb(), { ...testAvailability, daysOff: [day.date] });
        expect(await refusal(book(iso(slot!.start)))).toMatchObject({ code: '23514' });
        const weekday = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const)[day.weekday]!;
        await writeBookingAvailability(getDb(), { ...testAvailability, weeklyHours: { ...testAvailability.weeklyHours, [weekday]: [] } });
        expect(await refusal(book(iso(slot!.start)))).toMatchObject({ code: '23514' });
      } finally {
        await writeBookingAvailability(getDb(), testAvailability);
      }
      await book(iso(slot!.start));
      expect(await live(iso(slot!.start))).toBe(1);
    });

    test('a busy time of the owner’s calendar refuses the slots it or the buffer meets, and shows as busy', async () => {
      const [a, b, c] = freshDay();
      try {
        // A meeting inside b: b is refused; a and c, a buffer away from it, are not.
        const meeting = { start: b!.start + 5 * 60_000, end: b!.start + 10 * 60_000 };
        await owner('select private.set_booking_busy($1::jsonb)', [JSON.stringify([{ start: iso(meeting.start), end: iso(meeting.end) }])]);
        expect(await refusal(book(iso(b!.start)))).toMatchObject({ code: '23P01' });
        expect(await busy(a!.start, c!.end)).toContainEqual({ starts_at: meeting.start, ends_at: meeting.end, columns: ['ends_at', 'starts_at'] });
        // The same busy ranges make the picker offer a and c, not b.
        const offered = freeSlots(testAvailability, [meeting], Date.now()).map((slot) => slot.start);
        expect([a!.start, b!.start, c!.start].filter((start) => offered.includes(start))).toEqual([a!.start, c!.start]);
        // Right after a meeting, the buffer before a call is kept too.
        await owner('select private.set_booking_busy($1::jsonb)', [JSON.stringify([{ start: iso(c!.start - 10 * 60_000), end: iso(c!.start - 5 * 60_000) }])]);
        expect(await refusal(book(iso(c!.start)))).toMatchObject({ code: '23P01' });
        await owner('select private.set_booking_busy($1::jsonb)', [JSON.stringify([{ start: iso(meeting.start), end: iso(meeting.end) }])]);
        await book(iso(a!.start));
        await book(iso(c!.start));
      } finally {
        await owner(`select private.set_booking_busy('[]'::jsonb)`);
      }
    });

    test('the flood ceilings of the contact form count bookings too', async () => {
      const [limits] = await owner<{ total_hour: number }>('select total_hour from private.contact_settings');
      await owner("insert into private.contact_flood_log (client_hash, email_hash) select 'flood-' || i, 'flood-' || i from generate_series(1, $1::int) as i", [
        limits!.total_hour,
      ]);
      const [slot] = freshDay();
      expect(await refusal(book(iso(slot!.start)))).toMatchObject({ code: 'PT429' });
      expect(await live(iso(slot!.start))).toBe(0);
    });

    test('one call books one slot: a JSON array of two bookings stores none', async () => {
      const [first, , third] = freshDay();
      const rows = [first!, third!].map((slot) => ({ starts_at: iso(slot.start), name: 'Ana', email: 'deux@exemple.fr', message: 'x', source_page: '/' }));
      const error = await refusal(
        asAnon(
          `insert into public.bookings (starts_at, name, email, message, source_page)
           select starts_at, name, email, message, source_page from json_to_recordset($1::json) as b (starts_at timestamptz, name text, email text, message text, source_page text)`,
          [JSON.stringify(rows)],
        ),
      );
      expect(error.code).toBe('PT400');
      expect(await live(iso(first!.start))).toBe(0);
    });
  });

  describe('the owner is told', () => {
    test('a booking reaches the owner as a request, filed under the booking key, with the slot on the owner’s clock, its e-mail pending', async () => {
      const [slot] = freshDay();
      const mail = `proprietaire-${randomUUID().slice(0, 8)}@exemple.fr`;
      await book(iso(slot!.start), { email: mail, name: 'Ana Martin', phone: '06 12 34 56 78', message: 'Une boutique en ligne' });
      const requests = await owner<{ name: string; phone: string; project: string; message: string; pending: boolean }>(
        `select m.name, m.phone, m.project, m.message, n.notified_at is null as pending
           from public.contact_messages m join public.contact_notifications n on n.message_id = m.id where m.email = $1`,
        [mail],
      );
      const [settings] = await owner<{ project_key: string }>('select project_key from private.booking_settings');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ name: 'Ana Martin', phone: '06 12 34 56 78', project: settings!.project_key, pending: true });
      const wall = wallTimeAt(slot!.start, testAvailability.timeZone);
      const clock = `${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')}`;
      expect(requests[0]!.message).toContain(`${Number(wall.date.slice(8))} `);
      expect(requests[0]!.message).toContain(`${wall.date.slice(0, 4)}, ${clock} (${testAvailability.timeZone})`);
      expect(requests[0]!.message).toContain('Une boutique en ligne');
      // Counted once by the flood limits: the request added by the database is not the visitor's.
      const [counted] = await owner<{ n: number }>("select count(*)::int as n from private.contact_flood_log where created_at > now() - interval '1 minute'");
      expect(counted!.n).toBe(1);
    });
  });

  describe('both are told', () => {
    type Payload = {
      record: Record<string, unknown>;
      owner_notified: boolean;
      visitor_notified: boolean;
      booking: { id: number; event: string; starts_at: string; ends_at: string; time_zone: string; cancel_token: string | null } | null;
    };
    const payloads = async (email: string) =>
      (
        await owner<{ payload: Payload }>(
          'select private.contact_notification_payload(m.id) as payload from public.contact_messages m where m.email = $1 order by m.id',
          [email],
        )
      ).map((row) => row.payload);

    test('the e-mail function is given the booking: the slot, the owner’s zone and the cancel secret', async () => {
      const [slot] = freshDay();
      const email = `invitation-${randomUUID().slice(0, 8)}@exemple.fr`;
      await book(iso(slot!.start), { email });
      const [booking] = await owner<{ id: number; cancel_token: string }>('select id::int as id, cancel_token::text from public.bookings where email = $1', [
        email,
      ]);
      const [payload] = await payloads(email);
      expect(payload!.record).toMatchObject({ email });
      expect(payload!.record).not.toHaveProperty('booking_id');
      expect(payload).toMatchObject({ owner_notified: false, visitor_notified: false });
      expect(payload!.booking).toMatchObject({ id: booking!.id, event: 'booked', time_zone: testAvailability.timeZone, cancel_token: booking!.cancel_token });
      expect(new Date(payload!.booking!.starts_at).getTime()).toBe(slot!.start);
      expect(new Date(payload!.booking!.ends_at).getTime()).toBe(slot!.end);
    });

    test('a cancellation is a request of its own, the secret is gone from both, and each e-mail is recorded apart', async () => {
      const [slot] = freshDay();
      const email = `annulation-${randomUUID().slice(0, 8)}@exemple.fr`;
      await book(iso(slot!.start), { email });
      const [{ cancel_token: token }] = (await owner<{ cancel_token: string }>('select cancel_token::text from public.bookings where email = $1', [email])) as [
        { cancel_token: string },
      ];
      await asAnon('select public.cancel_booking($1)', [token]);
      const [bookedNotice, cancelNotice] = await payloads(email);
      expect(bookedNotice!.booking).toMatchObject({ event: 'booked', cancel_token: null });
      expect(cancelNotice!.booking).toMatchObject({ event: 'cancelled', cancel_token: null });
      expect(cancelNotice!.record.message).toMatch(/^Free call cancelled: .*the slot is free again\.$/);

      const [first] = await owner<{ id: number }>('select id::int as id from public.contact_messages where email = $1 order by id limit 1', [email]);
      await owner('update public.contact_notifications set owner_notified_at = now() where message_id = $1', [first!.id]);
      expect((await payloads(email))[0]).toMatchObject({ owner_notified: true, visitor_notified: false });
    });

    test('a call that has begun is no longer cancelled by its link', async () => {
      const [slot] = freshDay();
      const email = `passe-${randomUUID().slice(0, 8)}@exemple.fr`;
      await book(iso(slot!.start), { email });
      await owner(
        `update public.bookings set starts_at = now() - interval '10 minutes', ends_at = now() + interval '20 minutes',
                held = tstzrange(now() - interval '10 minutes', now() + interval '35 minutes') where email = $1`,
        [email],
      );
      const [{ cancel_token: token }] = (await owner<{ cancel_token: string }>('select cancel_token::text from public.bookings where email = $1', [email])) as [
        { cancel_token: string },
      ];
      expect((await asAnon('select public.cancel_booking($1) as starts_at', [token]))[0]!.starts_at).toBeNull();
      expect(await payloads(email)).toHaveLength(1);
    });
  });

  describe('the owner’s calendar import', () => {
    const asServiceRole = <T = Row>(sql: string, params: unknown[] = []) =>
      getDb().transaction(async (tx) => {
        await tx.exec('set local role service_role');
        return (await tx.query<T>(sql, params)).rows;
      });
    const sync = async () =>
      (
        await owner<{ last_success_at: Date | null; last_busy_count: number | null; last_error: string | null; stale: boolean | null }>(
          'select last_success_at, last_busy_count, last_error, private.booking_calendar_is_stale() as stale from private.booking_calendar_sync',
        )
      )[0]!;
    const stored = async () => (await owner<{ n: number }>('select count(*)::int as n from private.booking_busy'))[0]!.n;

    test.each([
      ['import busy times', `select public.import_booking_busy('[]'::jsonb)`],
      ['record an import error', `select public.record_booking_calendar_error('x')`],
      ['read the import’s record', 'select * from private.booking_calendar_sync'],
    ])('anon may not %s', async (_, sql) => {
      expect((await refusal(asAnon(sql))).code).toBe('42501');
    });

    test('the service role imports: the ranges replace the last import, refuse the slots they meet, and the success is recorded', async () => {
      const [a, b] = freshDay();
      try {
        await owner('update private.booking_calendar_sync set watched_since = null, last_success_at = null, last_error = null');
        expect((await sync()).stale).toBeNull();
        const ranges = [{ start: iso(b!.start), end: iso(b!.end) }];
        expect((await asServiceRole<{ n: number }>('select public.import_booking_busy($1::jsonb) as n', [JSON.stringify(ranges)]))[0]!.n).toBe(1);
        expect(await refusal(book(iso(b!.start)))).toMatchObject({ code: '23P01' });
        expect(await sync()).toMatchObject({ last_busy_count: 1, last_error: null, stale: false });
        // Another import replaces it: b is free again, a is busy.
        await asServiceRole('select public.import_booking_busy($1::jsonb)', [JSON.stringify([{ start: iso(a!.start), end: iso(a!.end) }])]);
        expect(await busy(b!.start, b!.end)).toEqual([]);
        expect(await refusal(book(iso(a!.start)))).toMatchObject({ code: '23P01' });
        await book(iso(b!.start));
      } finally {
        await owner(`select private.set_booking_busy('[]'::jsonb)`);
      }
    });

    test('a failed import keeps the last busy times; once none has succeeded for six hours, the import is stale', async () => {
      const [slot] = freshDay();
      try {
        await asServiceRole('select public.import_booking_busy($1::jsonb)', [JSON.stringify([{ start: iso(slot!.start), end: iso(slot!.end) }])]);
        for (const bad of ['{"start": 1}', '[{"start": "2026-12-01T10:00:00Z"}]', '[{"start": "hier", "end": "demain"}]']) {
          expect((await refusal(asServiceRole('select public.import_booking_busy($1::jsonb)', [bad]))).code, bad).toMatch(/^22/);
        }
        await asServiceRole('select public.record_booking_calendar_error($1)', ['BOOKING_CALENDAR_URL: the calendar answered HTTP 404.']);
        expect(await stored()).toBe(1);
        expect(await sync()).toMatchObject({ last_busy_count: 1, last_error: 'BOOKING_CALENDAR_URL: the calendar answered HTTP 404.', stale: false });
        await owner("update private.booking_calendar_sync set last_success_at = now() - interval '6 hours 1 minute'");
        expect((await sync()).stale).toBe(true);
        expect(await refusal(book(iso(slot!.start)))).toMatchObject({ code: '23P01' });
      } finally {
        await owner(`select private.set_booking_busy('[]'::jsonb)`);
      }
    });
  });

  describe('retention', () => {
    test('the daily purge deletes a call over three years past and a booking cancelled a month ago, and keeps the others', async () => {
      const tag = randomUUID().slice(0, 8);
      const [old, cancelled, kept] = freshDay();
      await book(iso(old!.start), { name: `Ancien ${tag}` });
      await book(iso(cancelled!.start), { name: `Annulé ${tag}` });
      await book(iso(kept!.start), { name: `Gardé ${tag}` });
      // As if booked long ago: the owner moves the row back in time.
      await owner(
        `update public.bookings set starts_at = starts_at - interval '3 years 60 days', ends_at = ends_at - interval '3 years 60 days',
                held = tstzrange(lower(held) - interval '3 years 60 days', upper(held) - interval '3 years 60 days') where name = $1`,
        [`Ancien ${tag}`],
      );
      await owner("update public.bookings set cancelled_at = now() - interval '31 days', cancel_token = null where name = $1", [`Annulé ${tag}`]);
      await owner('select private.purge_contact_messages()');
      const left = await owner<{ name: string }>('select name from public.bookings where name like $1', [`% ${tag}`]);
      expect(left.map((row) => row.name)).toEqual([`Gardé ${tag}`]);
    });
  });

  describe('a race and a cancellation', () => {
    test('two visitors racing for one slot: one booking, and the other is refused as an overlap', async () => {
      const [slot] = freshDay();
      const other = connect ? await connect() : getDb();
      try {
        const results = await Promise.allSettled([book(iso(slot!.start), {}, getDb()), book(iso(slot!.start), {}, other)]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
        expect((rejected.reason as DbError).code).toBe('23P01');
        expect(await live(iso(slot!.start))).toBe(1);
      } finally {
        if (other !== getDb()) await (other as MigrationTarget & { close(): Promise<void> }).close();
      }
    });

    test('the cancel secret frees the slot once; used again or unknown, it does nothing', async () => {
      const [slot] = freshDay();
      await book(iso(slot!.start));
      const [{ cancel_token: token }] = (await owner<{ cancel_token: string }>('select cancel_token from public.bookings where starts_at = $1', [
        iso(slot!.start),
      ])) as [{ cancel_token: string }];
      const cancel = async (secret: string) => (await asAnon('select public.cancel_booking($1) as starts_at', [secret]))[0]!.starts_at;
      expect(new Date(String(await cancel(token))).getTime()).toBe(slot!.start);
      expect(await cancel(token)).toBeNull();
      expect(await cancel(randomUUID())).toBeNull();
      expect(await live(iso(slot!.start))).toBe(0);
      expect((await busy(slot!.start, slot!.end)).some((range) => range.starts_at === slot!.start)).toBe(false);
      await book(iso(slot!.start));
      expect(await live(iso(slot!.start))).toBe(1);
    });
  });
}
