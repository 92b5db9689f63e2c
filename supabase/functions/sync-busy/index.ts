// Supabase Edge Function: imports the owner's busy times from their private
// calendar address. Called by pg_cron through pg_net every 15 minutes, with
// the shared secret (supabase/migrations/20261202140000_booking_calendar.sql);
// the logic lives in ../_shared so the local server runs it too.
import { fetchCalendar, handleSyncRequest } from '../_shared/sync-busy.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`sync-busy: the secret ${name} is not set (supabase secrets set ${name}=..., docs/booking.md)`);
  return value;
};

const supabaseUrl = env('SUPABASE_URL');
const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');

/** Calls a function of the database through the Data API, as the service role (the only role that may run these two). */
async function callDatabase(name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

Deno.serve((request) =>
  handleSyncRequest(request, {
    secret: env('BOOKING_SYNC_SECRET'),
    readCalendar: () => fetchCalendar(env('BOOKING_CALENDAR_URL')),
    importBusy: async (ranges) => Number(await callDatabase('import_booking_busy', { p_busy: ranges })),
    recordError: async (message) => {
      console.error(`sync-busy: ${message}`);
      await callDatabase('record_booking_calendar_error', { p_error: message });
    },
  }),
);
