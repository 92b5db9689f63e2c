import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { iso, slotsOnDay, testAvailability } from '../../tests/setup/booking-fixture.ts';
import { closeServer, startStandIn, supabaseHeaders, type StandIn } from '../../tests/setup/local-stand-in.ts';
import { importCalendar } from './booking-calendar.ts';
import { listenLocally } from './listen.ts';
import { writeBookingAvailability } from './booking-availability.ts';

// The owner's calendar in the local stand-in: served over HTTP on
// 127.0.0.1 as Google Calendar serves the private address, imported at
// start; its meeting is busy for visitors and refuses a booking on it.

const dataDir = `/dev/shm/eclosion-calendar-${randomUUID().slice(0, 8)}`;
const [taken, free] = slotsOnDay(3);
const stamp = (instant: number) => iso(instant).replace(/[-:]/g, '').replace(/\.\d+/, '');
const calendarWith = (...meetings: Array<{ start: number; end: number }>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...meetings.flatMap((meeting, index) => [
      'BEGIN:VEVENT',
      `UID:rdv-${index}@google.com`,
      'SUMMARY:Rendez-vous chez le comptable',
      `DTSTART:${stamp(meeting.start)}`,
      `DTEND:${stamp(meeting.end)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let served = { status: 200, body: calendarWith({ start: taken!.start + 5 * 60_000, end: taken!.end }) };
let calendarServer: Server;
let standIn: StandIn;

beforeAll(async () => {
  mkdirSync(`${dataDir}/site`, { recursive: true });
  calendarServer = createServer((_, res) => res.writeHead(served.status, { 'content-type': 'text/calendar; charset=utf-8' }).end(served.body));
  const { origin } = await listenLocally(calendarServer);
  standIn = await startStandIn({
    siteDir: `${dataDir}/site`,
    dataDir,
    clientAddress: () => `198.51.100.${Math.floor(Math.random() * 250)}`,
    calendarUrl: `${origin}/calendar/ical/owner/private-secret/basic.ics`,
  });
  await writeBookingAvailability(await standIn.db(), testAvailability);
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
  if (calendarServer) await closeServer(calendarServer);
  rmSync(dataDir, { recursive: true, force: true });
});

const rest = async (path: string, body: unknown) => {
  const response = await fetch(`${standIn.origin}/rest/v1/${path}`, { method: 'POST', headers: supabaseHeaders, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json().catch(() => undefined)) as unknown };
};
const book = (start: number) =>
  rest('bookings', { starts_at: iso(start), name: 'Ana', email: `appel-${randomUUID().slice(0, 6)}@exemple.fr`, message: 'Un site vitrine', source_page: '/' });
const busy = async () =>
  (
    (await rest('rpc/booking_busy', { p_from: iso(taken!.start - 3_600_000), p_to: iso(free!.end + 3_600_000) })).json as Array<{
      starts_at: string;
      ends_at: string;
    }>
  ).map((range) => ({ start: Date.parse(range.starts_at), end: Date.parse(range.ends_at) }));
const syncRecord = async () =>
  (
    await (
      await standIn.db()
    ).query<{ last_error: string | null; last_busy_count: number }>('select last_error, last_busy_count from private.booking_calendar_sync')
  ).rows[0]!;

test('the meeting of the calendar imported at start is busy, without its title, and a booking on it is refused with 409', async () => {
  expect(await busy()).toEqual([{ start: taken!.start + 5 * 60_000, end: taken!.end }]);
  expect(await book(taken!.start)).toMatchObject({ status: 409, json: { code: '23P01' } });
  const stored = await (await standIn.db()).query('select * from private.booking_busy');
  expect(JSON.stringify(stored.rows)).not.toContain('comptable');
});

test('a calendar that fails keeps the last import and records why; the next good one replaces it', async () => {
  served = { status: 500, body: 'Internal error' };
  expect(await standIn.syncCalendar()).toMatchObject({ ok: false, error: expect.stringContaining('HTTP 500') });
  expect(await busy()).toHaveLength(1);
  expect((await syncRecord()).last_error).toContain('BOOKING_CALENDAR_URL: the calendar answered HTTP 500');
  expect((await syncRecord()).last_error).not.toContain('private-secret');

  served = { status: 200, body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026' };
  expect(await standIn.syncCalendar()).toMatchObject({ ok: false, error: expect.stringContaining('Not an iCalendar file') });
  expect(await busy()).toHaveLength(1);

  served = { status: 200, body: calendarWith({ start: free!.start, end: free!.end }) };
  expect(await standIn.syncCalendar()).toEqual({ ok: true, imported: 1 });
  expect(await busy()).toEqual([{ start: free!.start, end: free!.end }]);
  expect((await book(taken!.start)).status).toBe(201);
  expect((await book(free!.start)).status).toBe(409);
});

test('a file: path is read from disk', async () => {
  const file = `${dataDir}/agenda.ics`;
  writeFileSync(file, calendarWith({ start: taken!.start, end: taken!.end }, { start: free!.start, end: free!.end }));
  expect(await importCalendar(await standIn.db(), `file://${file}`)).toEqual({ ok: true, imported: 2 });
  expect(await importCalendar(await standIn.db(), `file://${dataDir}/absent.ics`)).toMatchObject({
    ok: false,
    error: expect.stringContaining(`the file ${dataDir}/absent.ics cannot be read (ENOENT)`),
  });
});
