import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataLock, DataFolderBusyError } from './server/data-lock.ts';
import { dataDirectory, listMessages, openDatabase, type StoredMessage } from './server/database.ts';
import { fetchMessagesFromServer } from './server/local-backend.ts';
import { toPrintableLine, toPrintableLines } from './server/terminal-text.ts';

// `npm run messages`: the contact messages stored locally (ECLOSION_DATA_DIR,
// default .data/). While `npm start` or `npm run dev` runs, it asks that
// server through its private socket (PGlite opens a folder in one process
// only); otherwise it takes the folder's lock and opens it itself. `--json`
// prints raw rows; the listing shows control and bidirectional characters
// as escapes, so a message cannot forge lines of it.
// Messages sent to a real Supabase project are read in its dashboard.

const dataDir = dataDirectory();
const asJson = process.argv.includes('--json');

async function readMessages(): Promise<StoredMessage[]> {
  const fromServer = await fetchMessagesFromServer(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(join(dataDir, 'pgdata'))) return [];
  let lock;
  try {
    lock = await acquireDataLock(dataDir, 'npm run messages');
  } catch (error) {
    // A server that has just taken the folder opens its socket right after.
    if (!(error instanceof DataFolderBusyError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = await fetchMessagesFromServer(dataDir);
    if (late) return late;
    console.error(error.message);
    process.exit(1);
  }
  try {
    // Keep stdout for the listing (`--json` output stays parseable).
    const db = await openDatabase(dataDir, (line) => console.error(line));
    try {
      return await listMessages(db);
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

function describe(message: StoredMessage): string {
  const details = [message.phone, message.company, message.project, message.source_page].filter(Boolean).map((text) => toPrintableLine(text!)).join(' · ');
  return [
    `#${message.id}  ${when.format(new Date(message.created_at))}  ${toPrintableLine(message.name)} <${toPrintableLine(message.email)}>`,
    ...(details ? [`    ${details}`] : []),
    ...toPrintableLines(message.message).split('\n').map((line) => `    │ ${line}`),
  ].join('\n');
}

const messages = await readMessages();
if (asJson) {
  console.log(JSON.stringify(messages, null, 2));
} else if (messages.length === 0) {
  console.log(`Aucun message enregistré dans ${dataDir}.`);
} else {
  console.log(messages.map(describe).join('\n\n'));
  console.log(`\n${messages.length} message${messages.length > 1 ? 's' : ''} dans ${dataDir}.`);
}
