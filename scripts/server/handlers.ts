import type { RequestHandler } from './static.ts';

/**
 * Handlers that `npm start`, `npm run dev` and the tests put in front of the
 * static files. Empty until a local backend is configured.
 */
export async function localHandlers(): Promise<{ handlers: RequestHandler[]; close(): Promise<void> }> {
  return { handlers: [], close: async () => {} };
}
