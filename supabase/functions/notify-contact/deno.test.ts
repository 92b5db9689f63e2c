import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildContactEmail, type ContactRecord } from '../_shared/contact-email.ts';
import { formatEml } from '../_shared/eml.ts';
import { listenLocally } from '../../../scripts/server/listen.ts';

// The Edge Function under the real Deno runtime (npm package `deno`): type
// checked as Deno sees it, then run with Deno.serve captured, against a
// local stand-in for Brevo and for the Data API. Nothing leaves 127.0.0.1.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const deno = join(root, 'node_modules/.bin/deno');
const functionDir = join(root, 'supabase/functions/notify-contact');
const work = `/dev/shm/eclosion-deno-${randomUUID().slice(0, 8)}`;
const denoEnv = { ...process.env, DENO_DIR: join(work, 'cache'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

const record: ContactRecord = {
  id: 7,
  created_at: '2026-01-05T17:45:00.000Z',
  name: 'Ève « Test » 🌸',
  email: 'eve@exemple.fr',
  phone: null,
  project: 'page-unique',
  message: 'Ligne 1\n<b>Ligne 2</b>\nשלום',
  source_page: '/',
};

/** Stands for the labels of content/contact.ts, as docs/supabase.md has them set. */
const projects = { 'page-unique': 'Page unique', autre: 'Autre' };
const settings = { brand: 'Éclosion Web', from: 'a@exemple.fr', to: 'b@exemple.fr', projects };

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let fake: Server;
let fakeOrigin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  mkdirSync(work, { recursive: true });
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/brevo') res.writeHead(201, { 'content-type': 'application/json' }).end('{"messageId":"<1@brevo>"}');
      else res.writeHead(204).end();
    });
  });
  fakeOrigin = (await listenLocally(fake)).origin;
});

afterAll(async () => {
  await new Promise((done) => fake?.close(done));
  rmSync(work, { recursive: true, force: true });
});

const runDeno = (args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(deno, args, { cwd: functionDir, encoding: 'utf8', env: { ...denoEnv, ...env }, timeout: 90_000 });

describe('notify-contact under Deno', () => {
  test('type checks as Deno sees it', { timeout: 120_000 }, async () => {
    const { stderr } = await runDeno(['check', '--quiet', 'index.ts']);
    expect(stderr).not.toMatch(/error/i);
  });

  test('refuses a call without the secret, e-mails and records with it, and writes the same .eml as Node', { timeout: 120_000 }, async () => {
    const script = join(work, 'run.ts');
    writeFileSync(
      script,
      `
let handler: (request: Request) => Promise<Response> = () => { throw new Error('Deno.serve was not called'); };
// @ts-ignore: capture the handler instead of listening on a port
Deno.serve = (h) => { handler = h; };
await import(${JSON.stringify(pathToFileURL(join(functionDir, 'index.ts')).href)});
const { buildContactEmail } = await import(${JSON.stringify(pathToFileURL(join(root, 'supabase/functions/_shared/contact-email.ts')).href)});
const { formatEml } = await import(${JSON.stringify(pathToFileURL(join(root, 'supabase/functions/_shared/eml.ts')).href)});
const record = ${JSON.stringify(record)};
const call = (headers: Record<string, string>) => handler(new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ type: 'INSERT', record }) }));
const without = await call({});
const wrong = await call({ 'x-contact-notify-secret': 'nope' });
const right = await call({ 'x-contact-notify-secret': 'le-secret' });
const eml = formatEml(buildContactEmail(record, ${JSON.stringify(settings)}), { date: new Date('2026-01-05T17:45:01Z'), messageId: 'same' });
console.log(JSON.stringify({ statuses: [without.status, wrong.status, right.status], eml }));
`,
    );
    const before = seen.length;
    const { stdout } = await runDeno(['run', '--quiet', '--no-prompt', '--allow-env', '--allow-read', `--allow-net=127.0.0.1`, script], {
      SUPABASE_URL: fakeOrigin,
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      BREVO_API_KEY: 'brevo-key',
      BREVO_API_URL: `${fakeOrigin}/brevo`,
      CONTACT_NOTIFY_SECRET: 'le-secret',
      CONTACT_EMAIL_FROM: 'ne-pas-repondre@eclosion-web.fr',
      CONTACT_EMAIL_TO: 'contact@eclosion-web.fr',
      CONTACT_BRAND: 'Éclosion Web',
      CONTACT_PROJECTS: JSON.stringify(projects),
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { statuses: number[]; eml: string };
    expect(result.statuses).toEqual([401, 401, 200]);
    // Only the call with the secret reached Brevo, then the notification record.
    const calls = seen.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /brevo', 'PATCH /rest/v1/contact_notifications?message_id=eq.7']);
    const brevo = JSON.parse(calls[0]!.body) as Record<string, unknown>;
    expect(calls[0]!.headers['api-key']).toBe('brevo-key');
    expect(brevo).toMatchObject({
      sender: { email: 'ne-pas-repondre@eclosion-web.fr', name: 'Éclosion Web' },
      to: [{ email: 'contact@eclosion-web.fr' }],
      replyTo: { email: 'eve@exemple.fr', name: 'Ève « Test » 🌸' },
      subject: 'Demande de contact\u202f: Ève « Test » 🌸 — Page unique (Éclosion Web)',
    });
    expect(String(brevo.htmlContent)).toContain('&lt;b&gt;Ligne 2&lt;/b&gt;');
    expect(String(brevo.textContent)).toContain('lundi 5 janvier 2026 à 18\u00a0h\u00a045 (heure de Paris)');
    expect(calls[1]!.headers.authorization).toBe('Bearer service-key');
    expect(JSON.parse(calls[1]!.body)).toMatchObject({ last_error: null, notified_at: expect.any(String) });
    // One module, two runtimes, the same bytes.
    const node = formatEml(buildContactEmail(record, settings), {
      date: new Date('2026-01-05T17:45:01Z'),
      messageId: 'same',
    });
    expect(result.eml).toBe(node);
  });
});
