import { rmSync } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataLock } from './data-lock.ts';
import { listMessages, openDatabase, type StoredMessage } from './database.ts';
import {
  createLocalNotifier,
  listPendingNotifications,
  purgeOldRequests,
  type LocalNotifier,
  type LocalNotifierOptions,
  type PendingNotification,
} from './notify.ts';
import { ensurePrivateFolder } from './private-folder.ts';
import { writeBookingAvailability } from './booking-availability.ts';
import { startCalendarSync, type CalendarSync } from './booking-calendar.ts';
import type { SyncResult } from '../../supabase/functions/_shared/sync-busy.ts';

// The local database of one running server, and its private door for
// `npm run messages`: PGlite lets only one process open a data folder, so
// while a server runs, the listing goes through it. That door is a Unix
// socket inside the data folder, reachable only from this machine by the
// folder's owner and never through the site's HTTP port.

/** The socket a running server listens on for the message listing. */
export const socketPath = (dataDir: string) => join(dataDir, 'server.sock');

export interface LocalBackend {
  /** Resolves once the database is open and migrated. */
  db(): Promise<PGlite>;
  /** E-mails the owner about stored requests (the outbox locally). */
  notifier: LocalNotifier;
  /** Imports the owner's calendar now; undefined without BOOKING_CALENDAR_URL. */
  syncCalendar(): Promise<SyncResult | undefined>;
  close(): Promise<void>;
}

const day = 24 * 60 * 60 * 1000;

async function openAdminSocket(dataDir: string, ready: () => Promise<PGlite>, notifier: LocalNotifier): Promise<Server> {
  const path = socketPath(dataDir);
  // This process owns the folder (acquireDataLock): a socket left there is a
  // dead server's.
  await rm(path, { force: true });
  const server = createServer(async (req, res) => {
    try {
      const route = `${req.method} ${req.url}`;
      const answers: Record<string, () => Promise<unknown>> = {
        'GET /messages': async () => listMessages(await ready()),
        'GET /pending': async () => listPendingNotifications(await ready()),
        'POST /notify': () => notifier.run({ all: true }),
      };
      if (!answers[route]) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.stringify(await answers[route]());
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      console.error(`Local database: ${req.method} ${req.url} failed.`, error);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error (see the server log)');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  // The socket's mode follows the umask: whatever it is, only the owner may
  // connect (the folder is 0700 as well).
  await chmod(path, 0o600);
  // A server stopped without close() (Ctrl+C in `npm run dev`) leaves no socket behind.
  const removeSocket = () => rmSync(path, { force: true });
  process.once('exit', removeSocket);
  server.once('close', () => process.off('exit', removeSocket));
  return server;
}

/**
 * Takes the data folder (throws DataFolderBusyError, naming the owner, if
 * another process has it), opens the listing socket, then starts the local
 * database in the background: a first start takes a few seconds, and the
 * static files do not wait for it. Once open, it purges requests past the
 * retention period (at start, then daily, as pg_cron does on Supabase) and
 * tells the owner of requests stored while no server ran. The free call's
 * availability of content/booking.ts is written into it at each start; with
 * `calendarUrl` (BOOKING_CALENDAR_URL), the owner's busy times are imported
 * before the database answers, then every 15 minutes.
 */
export async function startLocalBackend(
  dataDir: string,
  options: LocalNotifierOptions & { command?: string; calendarUrl?: string } = {},
): Promise<LocalBackend> {
  await ensurePrivateFolder(dataDir);
  const lock = await acquireDataLock(dataDir, options.command);
  // The socket may be asked before the database is opening: it waits.
  let open!: (db: Promise<PGlite>) => void;
  const ready = new Promise<PGlite>((resolve) => (open = resolve));
  const notifier = createLocalNotifier(() => ready, dataDir, options);
  let admin: Server;
  try {
    admin = await openAdminSocket(dataDir, () => ready, notifier);
  } catch (error) {
    await lock.release();
    throw error;
  }
  let purgeTimer: NodeJS.Timeout | undefined;
  let calendar: CalendarSync | undefined;
  const purge = async (db: PGlite) => {
    const purged = await purgeOldRequests(db);
    if (purged > 0) console.log(`Base locale : ${purged} demande${purged > 1 ? 's' : ''} de plus de trois ans sans suite supprimée${purged > 1 ? 's' : ''}.`);
  };
  open(
    openDatabase(dataDir).then(async (db) => {
      // The owner's availability as content/booking.ts says today, as the owner's script writes it on Supabase.
      await writeBookingAvailability(db);
      if (options.calendarUrl) {
        calendar = startCalendarSync(db, options.calendarUrl);
        // No booking is taken before the owner's busy times are known; a calendar that fails is logged, and the start goes on.
        await calendar.run().catch((error: unknown) => console.error('Calendar not imported.', error));
      }
      await purge(db);
      purgeTimer = setInterval(() => void purge(db).catch((error: unknown) => console.error('Base locale : purge impossible.', error)), day);
      purgeTimer.unref();
      notifier.kick();
      return db;
    }),
  );
  ready.catch((error: unknown) => console.error('Base locale : démarrage impossible.', error));
  return {
    db: () => ready,
    notifier,
    async syncCalendar() {
      await ready;
      return calendar?.run();
    },
    async close() {
      clearInterval(purgeTimer);
      await calendar?.close();
      await notifier.close();
      await new Promise((resolve) => admin.close(resolve));
      await rm(socketPath(dataDir), { force: true });
      const db = await ready.catch(() => undefined);
      if (db && !db.closed) await db.close();
      await lock.release();
    },
  };
}

/** The messages stored by the server running on `dataDir`, or undefined when none runs. */
export function fetchMessagesFromServer(dataDir: string): Promise<StoredMessage[] | undefined> {
  return askServer<StoredMessage[]>(dataDir, 'GET', '/messages');
}

/** The requests not notified yet, from the server running on `dataDir`, or undefined when none runs. */
export function fetchPendingFromServer(dataDir: string): Promise<PendingNotification[] | undefined> {
  return askServer<PendingNotification[]>(dataDir, 'GET', '/pending');
}

/** Has the running server send every pending notification again; undefined when none runs. */
export function resendThroughServer(dataDir: string): Promise<{ sent: number; failed: number } | undefined> {
  return askServer(dataDir, 'POST', '/notify');
}

function askServer<T>(dataDir: string, method: string, path: string): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socketPath(dataDir), path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200) resolve(JSON.parse(text) as T);
        else reject(new Error(`Le serveur local a répondu ${res.statusCode} : ${text}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}
