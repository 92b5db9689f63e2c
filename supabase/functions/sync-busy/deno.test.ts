import { describe, expect, test } from 'vitest';
import { useDenoFunction } from '../../../tests/setup/deno-function.ts';

// The Edge Function under the real Deno runtime (npm package `deno`), with
// ical.js as deno.json maps it: type checked as Deno sees it, then run with
// Deno.serve captured, against a local calendar and a local stand-in for
// the Data API. Nothing leaves 127.0.0.1 but Deno's download of ical.js.

// A weekly meeting that began a week ago: its three next occurrences lie ahead.
const week = 7 * 86_400_000;
const firstStart = Math.ceil(Date.now() / 3_600_000) * 3_600_000 - week;
const stamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:hebdo',
  'SUMMARY:Point hebdomadaire',
  `DTSTART:${stamp(firstStart)}`,
  `DTEND:${stamp(firstStart + 3_600_000)}`,
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const deno = useDenoFunction('sync-busy', (request, response) => {
  if (request.url === '/private.ics') response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
  else if (request.url === '/gone.ics') response.writeHead(404).end('Not found');
  else if (request.url === '/rest/v1/rpc/import_booking_busy') response.writeHead(200, { 'content-type': 'application/json' }).end('3');
  else response.writeHead(204).end();
});

describe('sync-busy under Deno', () => {
  test('type checks as Deno sees it, ical.js mapped by deno.json', { timeout: 120_000 }, async () => {
    const { stderr } = await deno.check();
    expect(stderr).not.toMatch(/error/i);
  });

  test('refuses a call without the secret, imports the expanded busy times with it, records a failure', { timeout: 120_000 }, async () => {
    const before = deno.seen.length;
    const last = await deno.runScript(
      `
const call = (headers: Record<string, string>) => handler(new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ timeZone: 'Europe/Paris', horizonDays: 30 }) }));
const without = await call({});
const right = await call({ 'x-booking-sync-secret': 'le-secret' });
Deno.env.set('BOOKING_CALENDAR_URL', ${JSON.stringify(`${deno.origin()}/gone.ics`)});
const failed = await call({ 'x-booking-sync-secret': 'le-secret' });
console.log(JSON.stringify({ statuses: [without.status, right.status, failed.status] }));
`,
      {
        SUPABASE_URL: deno.origin(),
        SUPABASE_SERVICE_ROLE_KEY: 'service-key',
        BOOKING_SYNC_SECRET: 'le-secret',
        BOOKING_CALENDAR_URL: `${deno.origin()}/private.ics`,
      },
      ['--config=deno.json'],
    );
    const result = JSON.parse(last) as { statuses: number[] };
    expect(result.statuses).toEqual([401, 200, 502]);
    const calls = deno.seen.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /private.ics',
      'POST /rest/v1/rpc/import_booking_busy',
      'GET /gone.ics',
      'POST /rest/v1/rpc/record_booking_calendar_error',
    ]);
    expect(calls[1]!.headers.authorization).toBe('Bearer service-key');
    // The occurrences ahead, expanded by ical.js under Deno; the past one is left out.
    expect(JSON.parse(calls[1]!.body)).toEqual({
      p_busy: [1, 2, 3].map((n) => ({ start: new Date(firstStart + n * week).toISOString(), end: new Date(firstStart + n * week + 3_600_000).toISOString() })),
    });
    expect(calls[1]!.body).not.toContain('hebdomadaire');
    expect(JSON.parse(calls[3]!.body)).toEqual({ p_error: expect.stringContaining('BOOKING_CALENDAR_URL: the calendar answered HTTP 404') });
    expect(calls[3]!.body).not.toContain('gone.ics');
  });
});
