import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { localHandlers } from '../../scripts/server/handlers.ts';
import type { ClientAddress } from '../../scripts/server/local-supabase.ts';
import { createSiteServer, type RequestHandler } from '../../scripts/server/static.ts';
import { localAnonKey } from '../../src/contact/contact-config.ts';
import { listenLocally } from '../../scripts/server/listen.ts';
import type { SyncResult } from '../../supabase/functions/_shared/sync-busy.ts';

// The local web server with its Supabase stand-in, as the server tests run
// it: on a free port of 127.0.0.1, over a data folder of their own.

/** What `supabase.from(table).insert(row)` sends. */
export const supabaseHeaders = {
  apikey: localAnonKey,
  authorization: `Bearer ${localAnonKey}`,
  'content-type': 'application/json',
  'content-profile': 'public',
  'x-client-info': 'supabase-js/2.109.0; runtime=web',
};

export const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

export interface StandIn {
  /** The stand-in's handlers, for another server over the same database. */
  handlers: RequestHandler[];
  port: number;
  origin: string;
  /** The stand-in's database, for a test to look into or move its clock. */
  db(): Promise<PGlite>;
  /** Imports the owner's calendar now (with `calendarUrl`), as the 15-minute timer does. */
  syncCalendar(): Promise<SyncResult | undefined>;
  /** Closes the server, then the database. */
  stop(): Promise<void>;
}

/**
 * Lifts the site-wide ceiling on stored requests (private.contact_settings)
 * for a test server: a suite stores more requests in an hour than a site
 * would. The ceiling itself is tested with the database
 * (tests/setup/contact-database-tests.ts); the other limits stay.
 */
export async function liftSiteCeiling(backend: { backend?: { db(): Promise<{ exec(sql: string): Promise<unknown> }> } }): Promise<void> {
  await (await backend.backend?.db())?.exec('update private.contact_settings set total_hour = 1000000, total_day = 1000000');
}

/**
 * Serves `siteDir` with the stand-in over `dataDir`, once its database
 * answers; the site's ceiling is lifted unless `siteCeiling`. The owner's
 * calendar is `calendarUrl`, none without (whatever BOOKING_CALENDAR_URL says).
 */
export async function startStandIn(options: {
  siteDir: string;
  dataDir: string;
  clientAddress: ClientAddress;
  siteCeiling?: boolean;
  calendarUrl?: string;
}): Promise<StandIn> {
  const backend = await localHandlers({ dataDir: options.dataDir, clientAddress: options.clientAddress, calendarUrl: options.calendarUrl ?? '' });
  if (!options.siteCeiling) await liftSiteCeiling(backend);
  const server = createSiteServer({ root: options.siteDir, handlers: backend.handlers });
  const { port } = await listenLocally(server);
  const origin = `http://127.0.0.1:${port}`;
  // The first answer waits for the database's first start: seconds, minutes on a busy machine.
  await fetch(`${origin}/rest/v1/contact_messages`, { headers: supabaseHeaders });
  return {
    handlers: backend.handlers,
    port,
    origin,
    db: () => backend.backend!.db(),
    syncCalendar: () => backend.backend!.syncCalendar(),
    stop: async () => {
      await closeServer(server);
      await backend.close();
    },
  };
}
