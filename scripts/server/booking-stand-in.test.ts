import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import site from '../../content/site.ts';
import { freeSlots } from '../../src/booking/slots.ts';
import { iso, slotsOnDay, testAvailability } from '../../tests/setup/booking-fixture.ts';
import { startStandIn, supabaseHeaders, type StandIn } from '../../tests/setup/local-stand-in.ts';
import { contentAvailability, writeBookingAvailability } from './booking-availability.ts';

// The free call through the local stand-in, over HTTP, as supabase-js asks
// it: the insert into `bookings`, the calls of `booking_busy` and
// `cancel_booking`, with PostgREST's statuses.

const dataDir = `/dev/shm/eclosion-booking-${randomUUID().slice(0, 8)}`;
let standIn: StandIn;

beforeAll(async () => {
  mkdirSync(`${dataDir}/site`, { recursive: true });
  standIn = await startStandIn({ siteDir: `${dataDir}/site`, dataDir, clientAddress: () => `198.51.100.${Math.floor(Math.random() * 250)}` });
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${standIn.origin}/rest/v1/${path}`, {
    method,
    headers: supabaseHeaders,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}
const booking = (start: number) => ({
  starts_at: iso(start),
  name: 'Ana',
  email: `appel-${randomUUID().slice(0, 6)}@exemple.fr`,
  message: 'Un site vitrine',
  source_page: '/',
});
const busy = async (from: number, to: number) => (await call('rpc/booking_busy', { p_from: iso(from), p_to: iso(to) })).json as Array<Record<string, string>>;

test('at start, the stand-in knows the availability of content/booking.ts', async () => {
  const db = await standIn.db();
  const settings = await db.query<{ call_minutes: number; buffer_minutes: number; horizon_days: number; hours: number }>(
    'select call_minutes, buffer_minutes, horizon_days, (select count(*)::int from private.booking_hours) as hours from private.booking_settings',
  );
  const availability = contentAvailability();
  expect(settings.rows).toEqual([
    {
      call_minutes: availability.callMinutes,
      buffer_minutes: availability.bufferMinutes,
      horizon_days: availability.horizonDays,
      hours: Object.values(availability.weeklyHours).flat().length,
    },
  ]);
});

describe('with the tests’ availability', () => {
  beforeAll(async () => writeBookingAvailability(await standIn.db(), testAvailability));

  test('two visitors racing for one slot: one is booked (201), the other gets 409 and sees the slot busy', async () => {
    const [slot] = slotsOnDay(3);
    const answers = await Promise.all([call('bookings', booking(slot!.start)), call('bookings', booking(slot!.start))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json).toMatchObject({ code: '23P01' });
    const ranges = await busy(slot!.start - 3_600_000, slot!.end + 3_600_000);
    expect(ranges.map((range) => Object.keys(range).sort())).toContainEqual(['ends_at', 'starts_at']);
    const taken = ranges.map((range) => ({ start: Date.parse(range.starts_at!), end: Date.parse(range.ends_at!) }));
    expect(freeSlots(testAvailability, taken, Date.now()).some((free) => free.start === slot!.start)).toBe(false);
  });

  test('a time that is not a slot is refused with 400, and visitors cannot read the bookings', async () => {
    const [slot] = slotsOnDay(4);
    expect(await call('bookings', booking(slot!.start + 7 * 60_000))).toMatchObject({ status: 400, json: { code: '23514' } });
    expect(await call('bookings?select=*', undefined, 'GET')).toMatchObject({ status: 401, json: { code: '42501' } });
    expect(await call('rpc/booking_busy', { p_from: iso(Date.now()) })).toMatchObject({ status: 404, json: { code: 'PGRST202' } });
  });

  test('both are e-mailed: the owner with the event, the visitor with the invitation and a cancel link that works; then both hear of the cancellation', async () => {
    const [slot] = slotsOnDay(6);
    const row = booking(slot!.start);
    expect((await call('bookings', row)).status).toBe(201);
    const outbox = `${dataDir}/outbox`;
    const mails = async () => {
      const files = (() => {
        try {
          return readdirSync(outbox);
        } catch {
          return [];
        }
      })();
      const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(`${outbox}/${file}`))));
      return parsed.filter((mail) => mail.text?.includes(row.email) || JSON.stringify(mail.to).includes(row.email));
    };
    const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
    const calendar = (mail: ParsedMail) => mail.attachments.map((file) => file.content.toString('utf8').match(/^METHOD:(\w+)/m)?.[1]);
    await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(2);
    const [owner, visitor] = (await mails()).sort((a, b) => Number(to(a) === row.email) - Number(to(b) === row.email));
    expect(to(owner!)).toBe(site.email);
    expect(calendar(owner!)).toEqual(['PUBLISH']);
    expect(to(visitor!)).toBe(row.email);
    expect(calendar(visitor!)).toEqual(['REQUEST']);

    // The link of the e-mail, as the cancel page reads it.
    const token = visitor!.text!.match(/\/rendez-vous\/annuler\/#([0-9a-f-]{36})/)![1];
    expect(Date.parse(String((await call('rpc/cancel_booking', { p_token: token })).json))).toBe(slot!.start);
    await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(4);
    const cancellations = (await mails()).filter((mail) => calendar(mail)[0] === 'CANCEL');
    expect(cancellations.map(to).sort()).toEqual([row.email, site.email].sort());
  });

  test('the cancel secret frees the slot, once', async () => {
    const [slot] = slotsOnDay(5);
    expect((await call('bookings', booking(slot!.start))).status).toBe(201);
    const db = await standIn.db();
    const token = (await db.query<{ cancel_token: string }>('select cancel_token from public.bookings where starts_at = $1', [iso(slot!.start)])).rows[0]!
      .cancel_token;
    const first = await call('rpc/cancel_booking', { p_token: token });
    expect(first.status).toBe(200);
    expect(Date.parse(String(first.json))).toBe(slot!.start);
    expect(await call('rpc/cancel_booking', { p_token: token })).toEqual({ status: 200, json: null });
    expect((await busy(slot!.start, slot!.end)).length).toBe(0);
    expect((await call('bookings', booking(slot!.start))).status).toBe(201);
  });
});
