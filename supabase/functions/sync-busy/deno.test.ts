import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listenLocally } from '../../../scripts/server/listen.ts';

// The Edge Function under the real Deno runtime (npm package `deno`), with
// ical.js as deno.json maps it: type checked as Deno sees it, then run with
// Deno.serve captured, against a local calendar and a local stand-in for
// the Data API. Nothing leaves 127.0.0.1 but Deno's download of ical.js.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const deno = join(root, 'node_modules/.bin/deno');
const functionDir = join(root, 'supabase/functions/sync-busy');
const work = `/dev/shm/eclosion-deno-sync-${randomUUID().slice(0, 8)}`;
const denoEnv = { ...process.env, DENO_DIR: join(work, 'cache'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

// A weekly meeting that began a week ago: its three next occurrences lie ahead.
const week = 7 * 86_400_000;
const firstStart = Math.ceil(Date.now() / 3_600_000) * 3_600_000 - week;
const stamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:hebdo',
  'SUMMARY:Point hebdomadaire',
  `DTSTART:${stamp(firstStart)}`,
  `DTEND:${stamp(firstStart + 3_600_000)}`,
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

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
      if (req.url === '/private.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
      else if (req.url === '/gone.ics') res.writeHead(404).end('Not found');
      else if (req.url === '/rest/v1/rpc/import_booking_busy') res.writeHead(200, { 'content-type': 'application/json' }).end('3');
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

describe('sync-busy under Deno', () => {
  test('type checks as Deno sees it, ical.js mapped by deno.json', { timeout: 120_000 }, async () => {
    const { stderr } = await runDeno(['check', '--quiet', 'index.ts']);
    expect(stderr).not.toMatch(/error/i);
  });

  test('refuses a call without the secret, imports the expanded busy times with it, records a failure', { timeout: 120_000 }, async () => {
    const script = join(work, 'run.ts');
    writeFileSync(
      script,
      `
let handler: (request: Request) => Promise<Response> = () => { throw new Error('Deno.serve was not called'); };
// @ts-ignore: capture the handler instead of listening on a port
Deno.serve = (h) => { handler = h; };
await import(${JSON.stringify(pathToFileURL(join(functionDir, 'index.ts')).href)});
const call = (headers: Record<string, string>) => handler(new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ timeZone: 'Europe/Paris', horizonDays: 30 }) }));
const without = await call({});
const right = await call({ 'x-booking-sync-secret': 'le-secret' });
Deno.env.set('BOOKING_CALENDAR_URL', ${JSON.stringify(`${fakeOrigin}/gone.ics`)});
const failed = await call({ 'x-booking-sync-secret': 'le-secret' });
console.log(JSON.stringify({ statuses: [without.status, right.status, failed.status] }));
`,
    );
    const before = seen.length;
    const { stdout } = await runDeno(['run', '--quiet', '--config=deno.json', '--no-prompt', '--allow-env', '--allow-read', `--allow-net=127.0.0.1`, script], {
      SUPABASE_URL: fakeOrigin,
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      BOOKING_SYNC_SECRET: 'le-secret',
      BOOKING_CALENDAR_URL: `${fakeOrigin}/private.ics`,
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { statuses: number[] };
    expect(result.statuses).toEqual([401, 200, 502]);
    const calls = seen.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /private.ics',
      'POST /rest/v1/rpc/import_booking_busy',
      'GET /gone.ics',
      'POST /rest/v1/rpc/record_booking_calendar_error',
    ]);
    expect(calls[1]!.headers.authorization).toBe('Bearer service-key');
    // The occurrences ahead, expanded by ical.js under Deno; the past one is left out.
    expect(JSON.parse(calls[1]!.body)).toEqual({
      p_busy: [1, 2, 3].map((n) => ({ start: new Date(firstStart + n * week).toISOString(), end: new Date(firstStart + n * week + 3_600_000).toISOString() })),
    });
    expect(calls[1]!.body).not.toContain('hebdomadaire');
    expect(JSON.parse(calls[3]!.body)).toEqual({ p_error: expect.stringContaining('BOOKING_CALENDAR_URL: the calendar answered HTTP 404') });
    expect(calls[3]!.body).not.toContain('gone.ics');
  });
});
