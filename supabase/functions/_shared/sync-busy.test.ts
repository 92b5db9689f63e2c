import { describe, expect, test, vi } from 'vitest';
import { fetchCalendar, handleSyncRequest, syncSecretHeader, type SyncDependencies } from './sync-busy.ts';

// One import of the owner's calendar, as the Edge Function and the local
// server run it, with the calendar and the database replaced by stubs.

const meeting = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Apple Inc.//iCloud 2.0//EN',
  'BEGIN:VEVENT',
  'UID:rdv-comptable',
  'SUMMARY:Rendez-vous comptable',
  'ATTENDEE;CN=Cabinet Martin:mailto:martin@exemple.fr',
  'DTSTART:20261208T130000Z',
  'DTEND:20261208T140000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const now = () => new Date('2026-12-02T06:00:00Z');
const secret = 'le-secret-partage';
const address = 'https://calendar.google.com/calendar/ical/owner%40gmail.com/private-0123456789abcdef/basic.ics';

const deps = (calendar: () => Promise<string>) => {
  const d = {
    secret,
    now,
    readCalendar: vi.fn(calendar),
    importBusy: vi.fn<SyncDependencies['importBusy']>(async (ranges) => ranges.length),
    recordError: vi.fn<SyncDependencies['recordError']>(async () => {}),
  };
  return d;
};
const call = (headers: Record<string, string>, body: unknown = { timeZone: 'Europe/Paris', horizonDays: 30 }) =>
  new Request('http://localhost/functions/v1/sync-busy', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the sync-busy handler', () => {
  test.each([
    ['no secret', {}],
    ['a wrong secret', { [syncSecretHeader]: 'le-secret-partagf' }],
  ])('a call with %s fetches and writes nothing', async (_, headers) => {
    const d = deps(async () => meeting);
    expect((await handleSyncRequest(call(headers), d)).status).toBe(401);
    expect(d.readCalendar).not.toHaveBeenCalled();
    expect(d.importBusy).not.toHaveBeenCalled();
    expect(d.recordError).not.toHaveBeenCalled();
  });

  test('a call with the secret stores the busy ranges only: start and end, no title, no guest', async () => {
    const d = deps(async () => meeting);
    const response = await handleSyncRequest(call({ [syncSecretHeader]: secret }), d);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ imported: 1 });
    expect(d.importBusy).toHaveBeenCalledWith([{ start: '2026-12-08T13:00:00.000Z', end: '2026-12-08T14:00:00.000Z' }]);
    expect(JSON.stringify(d.importBusy.mock.calls)).not.toMatch(/comptable|martin/i);
    expect(d.recordError).not.toHaveBeenCalled();
  });

  test('a calendar that cannot be read records why and stores nothing, so the last import stays', async () => {
    const d = deps(async () => '<html>Sign in</html>');
    const response = await handleSyncRequest(call({ [syncSecretHeader]: secret }), d);
    expect(response.status).toBe(502);
    expect(d.importBusy).not.toHaveBeenCalled();
    expect(d.recordError).toHaveBeenCalledWith(
      expect.stringMatching(/^BOOKING_CALENDAR_URL: Not an iCalendar file .* The busy times of the last import still apply\.$/),
    );
  });

  test('a body without the zone and horizon is refused', async () => {
    const d = deps(async () => meeting);
    expect((await handleSyncRequest(call({ [syncSecretHeader]: secret }, { timeZone: 'Europe/Paris' }), d)).status).toBe(400);
    expect(d.readCalendar).not.toHaveBeenCalled();
  });
});

describe('fetching the private address', () => {
  const answering = (response: Response | Error) =>
    vi.fn<typeof fetch>(async () => {
      if (response instanceof Error) throw response;
      return response;
    });

  test('webcal:// (as iCloud gives it) is fetched over https://', async () => {
    const fake = answering(new Response(meeting, { headers: { 'content-type': 'text/calendar' } }));
    expect(await fetchCalendar('webcal://p42-caldav.icloud.com/published/2/abc', { fetch: fake })).toBe(meeting);
    expect(String(fake.mock.calls[0]![0])).toBe('https://p42-caldav.icloud.com/published/2/abc');
  });

  test.each([
    [404, 'copy the private iCal address again'],
    [503, 'the next try is in 15 minutes'],
  ])('an answer %i says what to do, and never repeats the secret address', async (status, hint) => {
    const error = await fetchCalendar(address, { fetch: answering(new Response('nope', { status })) }).catch((e: Error) => e);
    expect(String(error)).toContain(`the calendar answered HTTP ${status}; `);
    expect(String(error)).toContain(hint);
    expect(String(error)).not.toContain('private-0123456789abcdef');
  });

  test('a network failure names the reason without the address', async () => {
    const error = await fetchCalendar(address, { fetch: answering(new TypeError(`error sending request for url (${address})`)) }).catch((e: Error) => e);
    expect(String(error)).toContain('the calendar could not be fetched (error sending request for url (<address>))');
    expect(String(error)).not.toContain('private-0123456789abcdef');
  });

  test('an address that is not one is refused before any request', async () => {
    const fake = answering(new Response(meeting));
    await expect(fetchCalendar('calendar.google.com/private.ics', { fetch: fake })).rejects.toThrow('starting with https:// or webcal://');
    expect(fake).not.toHaveBeenCalled();
  });
});
