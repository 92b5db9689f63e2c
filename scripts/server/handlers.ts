import { dataDirectory } from './database.ts';
import { startLocalBackend } from './local-backend.ts';
import { createLocalSupabase } from './local-supabase.ts';
import type { RequestHandler } from './static.ts';

/**
 * Handlers that `npm start`, `npm run dev` and the tests put in front of the
 * static files. Without SUPABASE_URL, the forms send to this same origin:
 * the local Supabase stand-in answers, over the PGlite database kept in
 * ECLOSION_DATA_DIR (default `.data/`). With SUPABASE_URL, the browser talks
 * to Supabase itself and there is nothing to add. Rejects with
 * DataFolderBusyError when another process owns the data folder.
 */
export async function localHandlers(
  options: { dataDir?: string; command?: string } = {},
): Promise<{ handlers: RequestHandler[]; close(): Promise<void> }> {
  if (process.env.SUPABASE_URL?.trim()) return { handlers: [], close: async () => {} };
  const backend = await startLocalBackend(options.dataDir ?? dataDirectory(), options.command);
  return { handlers: [createLocalSupabase(backend.db)], close: backend.close };
}
