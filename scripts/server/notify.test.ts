import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import content from '../../content/site.ts';
import { localAnonKey } from '../../src/contact/contact-config.ts';
import { createBrevoSender } from '../../supabase/functions/_shared/brevo.ts';
import { liftSiteCeiling } from '../../tests/setup/local-stand-in.ts';
import { projectRoot } from '../project-root.ts';
import { openDatabase } from './database.ts';
import { localHandlers } from './handlers.ts';
import { fetchPendingFromServer } from './local-backend.ts';
import { createSiteServer } from './static.ts';
import { listenLocally } from './listen.ts';

// A notification that fails is not lost: the local server with Brevo's
// sender pointed at a local stand-in that fails, hangs, then accepts.

const dataDir = `/dev/shm/eclosion-notify-${randomUUID().slice(0, 8)}`;
let brevo: Server;
let site: Server;
let backend: Awaited<ReturnType<typeof localHandlers>>;
let origin: string;
/** What the fake Brevo does with its next calls: answer 500, never answer, or accept. */
const script: Array<'fail' | 'hang' | 'accept'> = [];
const received: Array<{ subject: string; replyTo: { email: string } }> = [];
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  mkdirSync(`${dataDir}/site`, { recursive: true });
  brevo = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const next = script.shift() ?? 'accept';
      if (next === 'hang') return void hanging.push(res);
      if (next === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"internal_error"}');
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"messageId":"<x@brevo>"}');
    });
  });
  const send = createBrevoSender({ apiKey: 'test', url: `${(await listenLocally(brevo)).origin}/v3/smtp/email`, timeoutMs: 3_000 });
  // No retry timer during the tests: they run each pass themselves.
  backend = await localHandlers({ dataDir, send, clientAddress: () => undefined, retryEveryMs: 3_600_000 });
  await liftSiteCeiling(backend);
  site = createSiteServer({ root: `${dataDir}/site`, handlers: backend.handlers });
  origin = (await listenLocally(site)).origin;
}, 60_000);

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((done) => site?.close(done));
  await new Promise((done) => brevo?.close(done));
  await backend?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (row: Record<string, unknown>) =>
  fetch(`${origin}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: localAnonKey, authorization: `Bearer ${localAnonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(row),
  });

const pendingFor = async (email: string) => ((await fetchPendingFromServer(dataDir)) ?? []).find((item) => item.email === email);

/** Time passes: every pending notification is due again. */
const later = async () => (await backend.backend!.db()).query('update public.contact_notifications set next_attempt_at = now() where notified_at is null');

describe('an e-mail API that fails', () => {
  test('answering 500, then timing out: the row is stored, the visitor told it worked, the e-mail retried and finally sent', { timeout: 120_000 }, async () => {
    script.push('fail', 'hang');
    const row = { name: 'Retry Test', email: `retry-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Bonjour', source_page: '/' };
    const answer = await send(row);
    expect(answer.status).toBe(201);
    expect(await answer.text()).toBe('');
    // First try (after the insert): Brevo answered 500.
    await vi.waitFor(async () => expect((await pendingFor(row.email))?.last_error).toMatch(/Brevo answered 500/), { timeout: 30_000, interval: 100 });
    // Second try, by the retry timer's pass: no answer within the time limit.
    await later();
    await backend.backend!.notifier.run();
    expect((await pendingFor(row.email))?.last_error).toMatch(/timeout|aborted/i);
    expect((await pendingFor(row.email))?.attempts).toBe(2);
    // Third try: sent, and no longer pending.
    await later();
    expect(await backend.backend!.notifier.run()).toEqual({ sent: 1, failed: 0 });
    expect(await pendingFor(row.email)).toBeUndefined();
    expect(received.filter((email) => email.replyTo.email === row.email)).toHaveLength(1);
    expect(received.at(-1)?.subject).toBe(`Demande de contact\u202f: Retry Test — projet non précisé (${content.brand})`);
  });

  test('a try that is not due yet is not repeated', async () => {
    script.push('fail');
    const row = { name: 'Pas Encore', email: `due-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Bonjour', source_page: '/' };
    expect((await send(row)).status).toBe(201);
    await vi.waitFor(async () => expect((await pendingFor(row.email))?.attempts).toBe(1), { timeout: 30_000, interval: 100 });
    expect(await backend.backend!.notifier.run()).toEqual({ sent: 0, failed: 0 });
  });

  test('npm run messages names the unnotified requests, and --resend sends them', { timeout: 120_000 }, async () => {
    script.push('fail');
    const row = { name: 'Relance Manuelle', email: `resend-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Bonjour', source_page: '/' };
    expect((await send(row)).status).toBe(201);
    await vi.waitFor(async () => expect((await pendingFor(row.email))?.last_error).toBeTruthy(), { timeout: 30_000, interval: 100 });
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, ECLOSION_DATA_DIR: dataDir },
      });
    const listing = await run();
    expect(listing.stdout).toMatch(
      new RegExp(`Non notifiées? .*\\n(.*\\n)*.*Relance Manuelle <${row.email}>  1 essai, dernière erreur : .*Brevo answered 500`),
    );
    expect(listing.stdout).toContain('npm run messages -- --resend');
    const resent = await run('--resend');
    expect(resent.stderr).toMatch(/Notifications renvoyées : [1-9]\d* envoyées?, 0 en échec\./);
    expect(resent.stdout).not.toContain('Non notifiée');
    expect(received.some((email) => email.replyTo.email === row.email)).toBe(true);
  });
});

describe('retention, locally', () => {
  test('the server purges requests over three years old when it starts', async () => {
    const dir = `/dev/shm/eclosion-purge-${randomUUID().slice(0, 8)}`;
    try {
      const db = await openDatabase(dir, () => {});
      await db.query(
        `insert into public.contact_messages (name, email, message, source_page, last_contact)
         values ('Ancien', 'ancien@exemple.fr', 'x', '/', now() - interval '3 years 1 day'),
                ('Récent', 'recent@exemple.fr', 'x', '/', now() - interval '3 years' + interval '1 day')`,
      );
      await db.query('update public.contact_notifications set notified_at = now()');
      await db.close();
      const log = vi.spyOn(console, 'log');
      const started = await localHandlers({ dataDir: dir });
      const reopened = await started.backend!.db();
      const names = (await reopened.query<{ name: string }>('select name from public.contact_messages order by id')).rows.map((r) => r.name);
      expect(names).toEqual(['Récent']);
      expect(log.mock.calls.some(([line]) => String(line).includes('1 demande de plus de trois ans sans suite supprimée'))).toBe(true);
      log.mockRestore();
      await started.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
