import { dataDirectory } from './database.ts';
import { startLocalBackend, type LocalBackend } from './local-backend.ts';
import { createLocalSupabase, type ClientAddress } from './local-supabase.ts';
import type { EmailSender } from './notify.ts';
import type { RequestHandler } from './static.ts';

/**
 * Handlers that `npm start`, `npm run dev` and the tests put in front of the
 * static files. Without SUPABASE_URL, the forms send to this same origin:
 * the local Supabase stand-in answers, over the PGlite database kept in
 * ECLOSION_DATA_DIR (default `.data/`). With SUPABASE_URL, the browser talks
 * to Supabase itself and there is nothing to add.
 */
export async function localHandlers(
  options: { dataDir?: string; send?: EmailSender; retryEveryMs?: number; clientAddress?: ClientAddress } = {},
): Promise<{ handlers: RequestHandler[]; close(): Promise<void>; backend?: LocalBackend }> {
  if (process.env.SUPABASE_URL?.trim()) return { handlers: [], close: async () => {} };
  const backend = startLocalBackend(options.dataDir ?? dataDirectory(), { send: options.send, retryEveryMs: options.retryEveryMs });
  const standIn = createLocalSupabase(backend.db, { afterInsert: backend.notifier.kick, clientAddress: options.clientAddress });
  return { handlers: [standIn], close: backend.close, backend };
}
