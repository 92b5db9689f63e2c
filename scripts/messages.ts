import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataLock, DataFolderBusyError } from './server/data-lock.ts';
import { dataDirectory, listMessages, openDatabase, type StoredMessage } from './server/database.ts';
import { fetchMessagesFromServer, fetchPendingFromServer, resendThroughServer } from './server/local-backend.ts';
import { createLocalNotifier, listPendingNotifications, type PendingNotification } from './server/notify.ts';
import { toPrintableLine, toPrintableLines } from './server/terminal-text.ts';
import { contactColumnNames } from '../supabase/functions/_shared/contact-request.ts';
import contact from '../content/contact.ts';
import { projectLabels } from '../src/contact/projects.ts';
import { formatMoment } from '../src/text/format.ts';

// `npm run messages`: the contact messages stored locally (ECLOSION_DATA_DIR,
// default .data/). While `npm start` or `npm run dev` runs, it asks that
// server through its private socket (PGlite opens a folder in one process
// only); otherwise it takes the folder's lock and opens it itself. `--json`
// prints raw rows; the listing shows control and bidirectional characters
// as escapes, so a message cannot forge lines of it. It also names the requests the owner was not told about (no e-mail in the
// outbox yet); `--resend` sends them again. Messages sent to a real Supabase
// project are read in its dashboard.

const dataDir = dataDirectory();
const asJson = process.argv.includes('--json');
const resend = process.argv.includes('--resend');

/**
 * Opens the folder itself, holding its lock, when no server runs on it;
 * stdout stays for the listing. A server that has just taken the folder
 * opens its socket right after: then it asks that server again.
 */
async function withDatabase<T>(task: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>, askServerAgain: () => Promise<T | undefined>): Promise<T> {
  let lock;
  try {
    lock = await acquireDataLock(dataDir, 'npm run messages');
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = await askServerAgain();
    if (late !== undefined) return late;
    console.error(error.message);
    process.exit(1);
  }
  try {
    const db = await openDatabase(dataDir, (line) => console.error(line));
    try {
      return await task(db);
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

async function readPending(): Promise<PendingNotification[]> {
  const fromServer = await fetchPendingFromServer(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(join(dataDir, 'pgdata'))) return [];
  return withDatabase(listPendingNotifications, () => fetchPendingFromServer(dataDir));
}

async function sendPending(): Promise<{ sent: number; failed: number }> {
  const fromServer = await resendThroughServer(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(join(dataDir, 'pgdata'))) return { sent: 0, failed: 0 };
  return withDatabase(
    async (db) => {
      const notifier = createLocalNotifier(async () => db, dataDir, { log: (line) => console.error(line) });
      try {
        return await notifier.run({ all: true });
      } finally {
        await notifier.close();
      }
    },
    () => resendThroughServer(dataDir),
  );
}

async function readMessages(): Promise<StoredMessage[]> {
  const fromServer = await fetchMessagesFromServer(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(join(dataDir, 'pgdata'))) return [];
  return withDatabase(listMessages, () => fetchMessagesFromServer(dataDir));
}

const labels = projectLabels(contact);

/** A column as the owner reads it: a project's label (content/contact.ts) rather than the key stored. */
function shown(message: StoredMessage, column: (typeof contactColumnNames)[number]): string | null {
  const value = message[column];
  return column === 'project' && value !== null && Object.hasOwn(labels, value) ? labels[value]! : value;
}

function describe(message: StoredMessage): string {
  // The header line shows the name and the e-mail, the quoted block the message; every other column goes on the details line.
  const details = contactColumnNames
    .filter((column) => !['name', 'email', 'message'].includes(column))
    .flatMap((column) => {
      const value = shown(message, column);
      return value ? [toPrintableLine(value)] : [];
    })
    .join(' · ');
  return [
    `#${message.id}  ${formatMoment(new Date(message.created_at))}  ${toPrintableLine(message.name)} <${toPrintableLine(message.email)}>`,
    ...(details ? [`    ${details}`] : []),
    ...toPrintableLines(message.message)
      .split('\n')
      .map((line) => `    │ ${line}`),
  ].join('\n');
}

if (resend) {
  const { sent, failed } = await sendPending();
  console.error(`Notifications renvoyées : ${sent} envoyée${sent > 1 ? 's' : ''}, ${failed} en échec.`);
}
const messages = await readMessages();
const pending = await readPending();
if (asJson) {
  console.log(JSON.stringify(messages, null, 2));
} else if (messages.length === 0) {
  console.log(`Aucun message enregistré dans ${dataDir}.`);
} else {
  console.log(messages.map(describe).join('\n\n'));
  console.log(`\n${messages.length} message${messages.length > 1 ? 's' : ''} dans ${dataDir}.`);
}
if (!asJson && pending.length > 0) {
  console.log(`\nNon notifiée${pending.length > 1 ? 's' : ''} (aucun e-mail envoyé pour l'instant) :`);
  for (const item of pending) {
    const error = item.last_error ? `, dernière erreur : ${toPrintableLine(item.last_error)}` : '';
    console.log(`  #${item.id}  ${toPrintableLine(item.name)} <${toPrintableLine(item.email)}>  ${item.attempts} essai${item.attempts > 1 ? 's' : ''}${error}`);
  }
  console.log('Pour les envoyer de nouveau : npm run messages -- --resend');
}
