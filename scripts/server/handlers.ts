import { calendarAddress } from './booking-calendar.ts';
import { dataDirectory } from './database.ts';
import { startLocalBackend, type LocalBackend } from './local-backend.ts';
import { createLocalSupabase, type ClientAddress } from './local-supabase.ts';
import type { EmailSender } from './notify.ts';
import type { RequestHandler } from './static.ts';

/**
 * Handlers that `npm start`, `npm run dev` and the tests put in front of the
 * static files. Without SUPABASE_URL, the forms send to this same origin:
 * the local Supabase stand-in answers, over the PGlite database kept in
 * ECLOSION_DATA_DIR (default `.data/`), with the owner's busy times of
 * BOOKING_CALENDAR_URL if set (`calendarUrl` for a test). With SUPABASE_URL,
 * the browser talks to Supabase itself and there is nothing to add. Rejects
 * with DataFolderBusyError when another process owns the data folder.
 */
export async function localHandlers(
  options: {
    dataDir?: string;
    command?: string;
    send?: EmailSender;
    retryEveryMs?: number;
    clientAddress?: ClientAddress;
    siteUrl?: string;
    calendarUrl?: string;
  } = {},
): Promise<{ handlers: RequestHandler[]; close(): Promise<void>; backend?: LocalBackend }> {
  if (process.env.SUPABASE_URL?.trim()) return { handlers: [], close: async () => {} };
  const backend = await startLocalBackend(options.dataDir ?? dataDirectory(), {
    command: options.command,
    send: options.send,
    retryEveryMs: options.retryEveryMs,
    siteUrl: options.siteUrl,
    calendarUrl: options.calendarUrl ?? calendarAddress(),
  });
  const standIn = createLocalSupabase(backend.db, { afterWrite: backend.notifier.kick, clientAddress: options.clientAddress });
  return { handlers: [standIn], close: backend.close, backend };
}
