import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { fetchCalendar, readCalendarRequest, syncBusyTimes, type SyncResult } from '../../supabase/functions/_shared/sync-busy.ts';
import { projectRoot } from '../project-root.ts';

// The owner's calendar in the local stand-in: with BOOKING_CALENDAR_URL set
// (an https:// or webcal:// address, or a file: path), the same import as
// the Edge Function `sync-busy`, at start and every 15 minutes, through the
// same database functions, called as the service role as on Supabase.

const calendarEveryMs = 15 * 60_000;

/** BOOKING_CALENDAR_URL, or undefined when unset (no import). */
export function calendarAddress(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.BOOKING_CALENDAR_URL?.trim() || undefined;
}

/** The calendar's text: a `file:` path (absolute, or relative to the project) is read from disk, anything else fetched. */
async function readCalendarAt(address: string): Promise<string> {
  if (!/^file:/i.test(address)) return fetchCalendar(address);
  const path = /^file:\/\//i.test(address) ? fileURLToPath(address) : resolve(projectRoot, address.slice('file:'.length));
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`the file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}); check the path after file:.`, {
      cause: error,
    });
  }
}

async function asServiceRole<T>(db: PGlite, sql: string, params: unknown[]): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role service_role');
    return (await tx.query<{ result: T }>(sql, params)).rows[0]?.result;
  });
}

/** One import of the calendar at `address` into `db`; never throws for a calendar that fails, which is recorded instead. */
export async function importCalendar(db: PGlite, address: string, now?: () => Date): Promise<SyncResult> {
  const request = readCalendarRequest((await db.query<{ request: unknown }>('select private.booking_calendar_request() as request')).rows[0]?.request);
  if (!request) return { ok: false, error: 'Booking is not set up: no availability to import the calendar for.' };
  return syncBusyTimes(request, {
    now,
    readCalendar: () => readCalendarAt(address),
    importBusy: async (ranges) => Number(await asServiceRole(db, 'select public.import_booking_busy($1::jsonb) as result', [JSON.stringify(ranges)])),
    recordError: async (message) => {
      await asServiceRole(db, 'select public.record_booking_calendar_error($1) as result', [message]);
    },
  });
}

export interface CalendarSync {
  /** Imports now (after the one running, if any). */
  run(): Promise<SyncResult>;
  close(): Promise<void>;
}

/** Imports every `everyMs` (15 minutes), and whenever run() is called; each result is one line of the log. */
export function startCalendarSync(db: PGlite, address: string, options: { everyMs?: number; log?: (line: string) => void } = {}): CalendarSync {
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<SyncResult> | undefined;
  const runOnce = async (): Promise<SyncResult> => {
    const result = await importCalendar(db, address);
    if (result.ok) log(`Calendar: ${result.imported} busy time${result.imported === 1 ? '' : 's'} imported from BOOKING_CALENDAR_URL.`);
    else log(`Calendar not imported: ${result.error}`);
    return result;
  };
  const run = async (): Promise<SyncResult> => {
    while (running) await running.catch(() => undefined);
    running = runOnce();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => void run().catch((error: unknown) => log(`Calendar not imported: ${String(error)}`)), options.everyMs ?? calendarEveryMs);
  timer.unref();
  return {
    run,
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
