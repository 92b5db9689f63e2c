import { rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { listMessages, openDatabase, type StoredMessage } from './database.ts';
import { createLocalNotifier, listPendingNotifications, purgeOldRequests, type LocalNotifier, type LocalNotifierOptions, type PendingNotification } from './notify.ts';

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
  close(): Promise<void>;
}

const day = 24 * 60 * 60 * 1000;

function isListening(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function openAdminSocket(dataDir: string, ready: () => Promise<PGlite>, notifier: LocalNotifier): Promise<Server> {
  const path = socketPath(dataDir);
  if (await isListening(path)) {
    throw new Error(`Le dossier de données ${dataDir} est déjà utilisé par un autre serveur local (arrêtez-le, ou choisissez un autre ECLOSION_DATA_DIR).`);
  }
  await mkdir(dataDir, { recursive: true });
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
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  // A server stopped without close() (Ctrl+C in `npm run dev`) leaves no socket behind.
  const removeSocket = () => rmSync(path, { force: true });
  process.once('exit', removeSocket);
  server.once('close', () => process.off('exit', removeSocket));
  return server;
}

/**
 * Starts the local database in the background (a first start takes a few
 * seconds; the static files do not wait for it) and the listing socket.
 */
export function startLocalBackend(dataDir: string, notify: LocalNotifierOptions = {}): LocalBackend {
  let admin: Server | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  const notifier = createLocalNotifier(() => ready, dataDir, notify);
  // The socket first: it also tells whether another server already holds
  // the folder, which PGlite must never open twice.
  const ready: Promise<PGlite> = (async () => {
    admin = await openAdminSocket(dataDir, () => ready, notifier);
    const db = await openDatabase(dataDir);
    // The retention rule of the privacy policy, at start and then daily,
    // as pg_cron runs it on Supabase.
    const purge = async () => {
      const purged = await purgeOldRequests(db);
      if (purged > 0) console.log(`Base locale : ${purged} demande${purged > 1 ? 's' : ''} de plus de trois ans sans suite supprimée${purged > 1 ? 's' : ''}.`);
    };
    await purge();
    purgeTimer = setInterval(() => void purge().catch((error: unknown) => console.error('Base locale : purge impossible.', error)), day);
    purgeTimer.unref();
    // Requests stored while no server ran are told about now.
    notifier.kick();
    return db;
  })();
  ready.catch((error: unknown) => console.error('Base locale : démarrage impossible.', error));
  return {
    db: () => ready,
    notifier,
    async close() {
      clearInterval(purgeTimer);
      await notifier.close();
      if (admin) {
        const server = admin;
        await new Promise((resolve) => server.close(resolve));
        await rm(socketPath(dataDir), { force: true });
      }
      const db = await ready.catch(() => undefined);
      if (db && !db.closed) await db.close();
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
