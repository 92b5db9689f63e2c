import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ContactMessageRow } from './contact-message.ts';
import { contactTable, localAnonKey } from './contact-config.ts';

// The one call to Supabase. Loaded by the forms on first use only, so pages
// (and visitors who never touch a form) do not download the client.

let client: SupabaseClient | undefined;

function getClient(): SupabaseClient {
  // Without SUPABASE_URL at build time, the site's own origin answers: the
  // local stand-in of `npm start`, `npm run dev` and the tests.
  client ??= createClient(__SUPABASE_URL__ || location.origin, __SUPABASE_ANON_KEY__ || localAnonKey, {
    // Visitors never sign in: no session to keep, refresh or read from the URL.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

/** Inserts one message (no `.select()`: visitors may not read the table). Never throws. */
export async function insertContactMessage(row: ContactMessageRow): Promise<{ error: unknown }> {
  try {
    const { error } = await getClient().from(contactTable).insert(row).abortSignal(AbortSignal.timeout(20_000));
    return { error };
  } catch (error) {
    return { error };
  }
}
