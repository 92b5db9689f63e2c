import { localAnonKey } from '../contact/contact-config.ts';
import type { Interval } from './slots.ts';

// The slot picker's two calls to Supabase's REST API, and the cancel page's one, (the local stand-in
// without SUPABASE_URL), with fetch alone: the busy ranges are needed as
// soon as the picker wakes, and supabase-js would be a download more
// before the first slot shows.

const base = () => `${__SUPABASE_URL__ || location.origin}/rest/v1`;
const key = () => __SUPABASE_ANON_KEY__ || localAnonKey;
const headers = () => ({ apikey: key(), authorization: `Bearer ${key()}`, 'content-type': 'application/json' });

/** The busy ranges between two instants (booked calls and the owner's busy times). Throws when the database does not answer. */
export async function fetchBusy(from: number, to: number): Promise<Interval[]> {
  const response = await fetch(`${base()}/rpc/booking_busy`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ p_from: new Date(from).toISOString(), p_to: new Date(to).toISOString() }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`booking_busy answered ${response.status}`);
  const rows = (await response.json()) as Array<{ starts_at: string; ends_at: string }>;
  return rows.map((row) => ({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) }));
}

export interface BookingRow {
  starts_at: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  source_page: string;
}

/** What the database said: booked, the slot taken or no longer offered, too many requests, or a failure. */
export type BookingAnswer = 'booked' | 'taken' | 'limited' | 'failed';

/** Books one slot. Never throws. */
export async function insertBooking(row: BookingRow): Promise<BookingAnswer> {
  try {
    const response = await fetch(`${base()}/bookings`, {
      method: 'POST',
      headers: { ...headers(), prefer: 'return=minimal' },
      body: JSON.stringify(row),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.ok) return 'booked';
    if (response.status === 429) return 'limited';
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    // An overlap (23P01), or a start no longer a slot (23514: the notice passed while the page was open).
    if (body.code === '23P01' || body.code === '23514') return 'taken';
    return 'failed';
  } catch {
    return 'failed';
  }
}

/** What the cancel link did: the call's start (ISO) once cancelled; unknown when the secret is used, unknown or the call begun. */
export type CancelAnswer = { cancelled: string } | 'unknown' | 'failed';

/** Cancels the booking whose secret this is (public.cancel_booking). Never throws. */
export async function cancelBooking(token: string): Promise<CancelAnswer> {
  try {
    const response = await fetch(`${base()}/rpc/cancel_booking`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ p_token: token }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) return response.status === 400 ? 'unknown' : 'failed';
    const start = (await response.json()) as string | null;
    return start ? { cancelled: start } : 'unknown';
  } catch {
    return 'failed';
  }
}
