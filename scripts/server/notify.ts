import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import site from '../../content/site.ts';
import contact from '../../content/contact.ts';
import offers from '../../content/offers.ts';
import { projectLabels } from '../../src/contact/projects.ts';
import type { ContactEmail } from '../../supabase/functions/_shared/contact-email.ts';
import { formatEml } from '../../supabase/functions/_shared/eml.ts';
import { handleNotifyRequest, secretHeader, type NotificationResult } from '../../supabase/functions/_shared/notify-handler.ts';
import { projectRoot } from '../project-root.ts';
import { toPrintableLine } from './terminal-text.ts';

// The local side of "the owner is told of each request": the same function
// code as the notify-contact Edge Function, called in-process after each
// stored insert and every minute for retries, with the e-mail API replaced
// by an outbox of .eml files. The database decides what is due
// (private.claim_contact_notifications), exactly as in production.

export type EmailSender = (email: ContactEmail, messageId: number) => Promise<void>;

const outboxDirectory = (dataDir: string) => join(dataDir, 'outbox');

/** Writes the e-mail to `<data folder>/outbox/` and prints one line. */
function createOutboxSender(dataDir: string, log: (line: string) => void = (line) => console.log(line)): EmailSender {
  return async (email, messageId) => {
    const dir = outboxDirectory(dataDir);
    await mkdir(dir, { recursive: true });
    const date = new Date();
    // A booked call's request sends two e-mails: the owner's and the visitor's.
    const toOwner = email.to.email === site.email;
    const file = join(dir, `${date.toISOString().replace(/[:.]/g, '-')}-demande-${messageId}${toOwner ? '' : '-visiteur'}.eml`);
    await writeFile(file, formatEml(email, { date, messageId: `contact-${messageId}-${randomUUID()}` }), 'utf8');
    const shown = relative(projectRoot, file);
    const where = shown.startsWith('..') ? file : shown;
    log(
      toOwner
        ? `Nouvelle demande de contact n°${messageId} (${toPrintableLine(email.replyTo?.name ?? email.to.email)}) : e-mail écrit dans ${where}`
        : `Demande n°${messageId} : e-mail au visiteur (${toPrintableLine(email.to.email)}) écrit dans ${where}`,
    );
  };
}

async function recordSent(db: PGlite, messageId: number, recipient: 'owner' | 'visitor'): Promise<void> {
  const column = recipient === 'owner' ? 'owner_notified_at' : 'visitor_notified_at';
  await db.query(`update public.contact_notifications set ${column} = now() where message_id = $1`, [messageId]);
}

async function recordResult(db: PGlite, messageId: number, result: NotificationResult): Promise<void> {
  if (result.ok) {
    await db.query('update public.contact_notifications set notified_at = now(), last_error = null where message_id = $1', [messageId]);
  } else {
    await db.query("update public.contact_notifications set last_error = to_char(now(), 'YYYY-MM-DD HH24:MI:SS ') || $2 where message_id = $1", [
      messageId,
      result.error,
    ]);
  }
}

export interface LocalNotifier {
  /** Sends what is due now (every pending one with `all`); resolves with how many were sent and failed. */
  run(options?: { all?: boolean }): Promise<{ sent: number; failed: number }>;
  /** Runs soon, without making the caller wait (after an insert). */
  kick(): void;
  close(): Promise<void>;
}

export interface LocalNotifierOptions {
  /** The e-mail API; the outbox by default. */
  send?: EmailSender;
  /** Where the booking e-mails' links lead (the local server's address; content/site.ts's origin by default). */
  siteUrl?: string;
  /** How often pending notifications are retried (default one minute). */
  retryEveryMs?: number;
  log?: (line: string) => void;
}

export function createLocalNotifier(db: () => Promise<PGlite>, dataDir: string, options: LocalNotifierOptions = {}): LocalNotifier {
  const log = options.log ?? ((line: string) => console.log(line));
  const send = options.send ?? createOutboxSender(dataDir, log);
  // Checked by the shared handler as the Edge Function checks its secret.
  const secret = randomBytes(24).toString('hex');
  let running: Promise<{ sent: number; failed: number }> | undefined;
  let again = false;
  let closed = false;

  async function runOnce(all: boolean): Promise<{ sent: number; failed: number }> {
    const database = await db();
    // What pg_net would post for each due request, as the database writes it.
    const due = (
      await database.query<{ id: number; payload: unknown }>(
        'select c.id::int as id, private.contact_notification_payload(c.id) as payload from private.claim_contact_notifications($1) c',
        [all],
      )
    ).rows;
    let sent = 0;
    for (const { id, payload } of due) {
      const request = new Request('http://localhost/functions/v1/notify-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [secretHeader]: secret },
        body: JSON.stringify(payload),
      });
      const response = await handleNotifyRequest(request, {
        secret,
        settings: {
          brand: site.brand,
          from: `ne-pas-repondre@${new URL(site.origin).hostname.replace(/^www\./, '')}`,
          to: site.email,
          projects: projectLabels(contact),
          siteUrl: options.siteUrl ?? site.origin,
          cancellation: { project: contact.cancellationProject, noticeDays: offers.terms.noticeDays },
        },
        send,
        record: (messageId, result) => recordResult(database, messageId, result),
        recordSent: (messageId, recipient) => recordSent(database, messageId, recipient),
      });
      if (response.ok) sent++;
      else log(`Demande de contact n°${id} : l'e-mail n'est pas parti (${toPrintableLine((await response.text()).slice(0, 200))}) ; nouvel essai plus tard.`);
    }
    return { sent, failed: due.length - sent };
  }

  async function run(options: { all?: boolean } = {}): Promise<{ sent: number; failed: number }> {
    // One pass at a time; a pass asked for meanwhile runs right after.
    while (running) await running.catch(() => undefined);
    running = runOnce(options.all ?? false);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function kick(): void {
    if (again || closed) return;
    again = true;
    setImmediate(() => {
      again = false;
      // The server may have stopped meanwhile: its database is closed.
      if (closed) return;
      run().catch((error: unknown) => log(`Notifications locales : ${error instanceof Error ? error.message : String(error)}`));
    });
  }

  const timer = setInterval(kick, options.retryEveryMs ?? 60_000);
  timer.unref();
  return {
    run,
    kick,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** Runs private.purge_contact_messages(); returns how many requests were deleted. */
export async function purgeOldRequests(db: PGlite): Promise<number> {
  return (await db.query<{ purged: number }>('select private.purge_contact_messages() as purged')).rows[0]?.purged ?? 0;
}

export interface PendingNotification {
  id: number;
  created_at: string;
  name: string;
  email: string;
  attempts: number;
  last_error: string | null;
}

/** The requests the owner has not been told about yet, oldest first. */
export async function listPendingNotifications(db: PGlite): Promise<PendingNotification[]> {
  const result = await db.query<PendingNotification & { created_at: Date | string }>(
    `select m.id::int as id, m.created_at, m.name, m.email, n.attempts, n.last_error
       from public.contact_messages m join public.contact_notifications n on n.message_id = m.id
      where n.notified_at is null order by m.id`,
  );
  return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
