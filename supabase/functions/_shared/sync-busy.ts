import { busyTimes, type BusyRange } from './busy-times.ts';
import { isSameSecret } from './notify-handler.ts';

// One import of the owner's calendar, whatever runs it: read the private
// iCal address, keep the busy times of [now, horizon], store them; or record
// why not, leaving the last import in place. The Edge Function `sync-busy`
// runs it when pg_cron calls (handleSyncRequest), the local server on its
// own timer (scripts/server/booking-calendar.ts). Web APIs only.

export const syncSecretHeader = 'x-booking-sync-secret';

/** A calendar larger than this is refused rather than read into memory (years of history are a few MB). */
const maxCalendarBytes = 20 * 1024 * 1024;

export interface CalendarRequest {
  /** The owner's zone (private.booking_settings), for all-day and floating times. */
  timeZone: string;
  /** Days ahead the picker offers: busy times are read that far, and two days more. */
  horizonDays: number;
}

export interface SyncDependencies {
  /** The calendar's text; throws with a reason when it cannot be read. */
  readCalendar(): Promise<string>;
  /** public.import_booking_busy: replaces the busy times, returns how many were stored. */
  importBusy(ranges: Array<{ start: string; end: string }>): Promise<number>;
  /** public.record_booking_calendar_error. */
  recordError(message: string): Promise<void>;
  now?: () => Date;
}

export type SyncResult = { ok: true; imported: number } | { ok: false; error: string };

const day = 86_400_000;

export async function syncBusyTimes(request: CalendarRequest, deps: SyncDependencies): Promise<SyncResult> {
  const now = (deps.now ?? (() => new Date()))();
  let ranges: BusyRange[];
  try {
    ranges = busyTimes(await deps.readCalendar(), {
      from: now,
      to: new Date(now.getTime() + (request.horizonDays + 2) * day),
      timeZone: request.timeZone,
    });
  } catch (error) {
    const message = `BOOKING_CALENDAR_URL: ${error instanceof Error ? error.message : String(error)} The busy times of the last import still apply.`;
    await deps.recordError(message);
    return { ok: false, error: message };
  }
  try {
    const imported = await deps.importBusy(ranges.map((range) => ({ start: range.start.toISOString(), end: range.end.toISOString() })));
    return { ok: true, imported };
  } catch (error) {
    const message = `The busy times could not be stored (${error instanceof Error ? error.message : String(error)}); the last import still applies.`;
    await deps.recordError(message).catch(() => undefined);
    return { ok: false, error: message };
  }
}

/**
 * The calendar at `address` (https://, or webcal:// as iCloud gives it) as
 * text. Errors say what went wrong and what to do, and never repeat the
 * address: it is a secret that opens the whole calendar.
 */
export async function fetchCalendar(address: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<string> {
  const url = address.trim().replace(/^webcals?:\/\//i, 'https://');
  if (!/^https?:\/\//i.test(url)) {
    throw new Error('expected the private iCal address, starting with https:// or webcal://; copy it again from the calendar’s settings (docs/booking.md).');
  }
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'text/calendar, */*;q=0.5' },
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.name === 'TimeoutError' ? 'no answer within 20 seconds' : error.message) : String(error);
    throw new Error(`the calendar could not be fetched (${reason.split(url).join('<address>')}); check the address and that the calendar service is up.`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const hint =
      response.status === 401 || response.status === 403 || response.status === 404
        ? 'the address was probably reset or is not the private one: copy the private iCal address again (docs/booking.md)'
        : 'the calendar service may be down; the next try is in 15 minutes';
    throw new Error(`the calendar answered HTTP ${response.status}; ${hint}.`);
  }
  return readLimited(response);
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > maxCalendarBytes) {
      await reader.cancel();
      throw new Error(`the calendar is larger than ${maxCalendarBytes / 1024 / 1024} MB; export a calendar of appointments only.`);
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The body pg_cron sends (private.booking_calendar_request()), checked. */
export function readCalendarRequest(payload: unknown): CalendarRequest | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { timeZone, horizonDays } = payload as Record<string, unknown>;
  if (typeof timeZone !== 'string' || typeof horizonDays !== 'number' || !Number.isInteger(horizonDays) || horizonDays < 1 || horizonDays > 366) {
    return undefined;
  }
  return { timeZone, horizonDays };
}

const respondJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export async function handleSyncRequest(request: Request, deps: SyncDependencies & { secret: string }): Promise<Response> {
  if (request.method !== 'POST') return respondJson(405, { error: 'POST only' });
  // Before anything else: without the secret, nothing is fetched or written.
  if (!isSameSecret(request.headers.get(syncSecretHeader), deps.secret)) return respondJson(401, { error: 'missing or wrong secret' });
  let payload: unknown;
  try {
    payload = await request.json();
  } catch {
    payload = undefined;
  }
  const calendarRequest = readCalendarRequest(payload);
  if (!calendarRequest) return respondJson(400, { error: 'expected {"timeZone": "Europe/Paris", "horizonDays": 30} (private.booking_calendar_request())' });
  const result = await syncBusyTimes(calendarRequest, deps);
  return result.ok ? respondJson(200, { imported: result.imported }) : respondJson(502, { error: result.error });
}
