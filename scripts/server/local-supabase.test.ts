import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import site from '../../content/site.ts';
import contact from '../../content/contact.ts';
import { localAnonKey } from '../../src/contact/contact-config.ts';
import { formCases } from '../../tests/fixtures/hostile-inputs.ts';
import { startStandIn, supabaseHeaders, type StandIn } from '../../tests/setup/local-stand-in.ts';
import { projectRoot } from '../project-root.ts';
import { fetchMessagesFromServer } from './local-backend.ts';
import { requestHeadersJson } from './local-supabase.ts';

// The local stand-in over HTTP, sent what supabase-js sends (and worse), as
// listed in shared/notes/supabase-insert.md.

const dataDir = `/dev/shm/eclosion-rest-${randomUUID().slice(0, 8)}`;
let standIn: StandIn;

beforeAll(async () => {
  mkdirSync(`${dataDir}/site`, { recursive: true });
  // Each request is its own client unless it names one (x-test-client), so
  // that the per-address flood limit only meets the tests written for it.
  standIn = await startStandIn({
    siteDir: `${dataDir}/site`,
    dataDir,
    clientAddress: (req) => String(req.headers['x-test-client'] ?? randomUUID()),
  });
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(
  body: unknown,
  { table = 'contact_messages', headers = {}, raw = false }: { table?: string; headers?: Record<string, string>; raw?: boolean } = {},
) {
  const response = await fetch(`${standIn.origin}/rest/v1/${table}`, {
    method: 'POST',
    headers: { ...supabaseHeaders, ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: response.headers };
}

const rowsFor = async (email: string) => ((await fetchMessagesFromServer(dataDir)) ?? []).filter((row) => row.email === email);
const base = () => ({ name: 'Test REST', email: `rest-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Bonjour.', source_page: '/' });

describe('the hostile form values, sent straight to the REST endpoint', () => {
  test.each(formCases.map((item) => [item.title, item] as const))('%s', async (_, item) => {
    const row = { ...base(), ...item.fields };
    const answer = await post(row);
    if (item.rest) {
      expect(answer.status).toBe(item.rest.status);
      expect(answer.json).toMatchObject({ code: item.rest.code, details: null, hint: null });
      if (item.rest.constraint) expect(String(answer.json?.message)).toContain(item.rest.constraint);
      expect(await rowsFor(row.email)).toEqual([]);
    } else {
      expect(answer.status).toBe(201);
      expect(answer.text).toBe('');
      const stored = await rowsFor(row.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject(item.stored ?? {});
    }
  });
});

describe('requests the form never makes', () => {
  test('a valid row answers 201 with an empty body and is stored exactly', async () => {
    const row = { ...base(), phone: '+33 6 00 00 00 00', project: 'blog-seo', source_page: '/blog/' };
    const answer = await post(row);
    expect(answer.status).toBe(201);
    expect(answer.text).toBe('');
    expect(await rowsFor(row.email)).toEqual([expect.objectContaining(row)]);
  });

  test.each([
    ['untrimmed name', { name: '  Ana  ' }, 400, '23514'],
    ['a NUL character', { message: 'a\u0000b' }, 400, '22P05'],
    ['a number for the e-mail', { email: 42 }, 400, '23514'],
    ['null for the name', { name: null }, 400, '23502'],
    ['a boolean for the message', { message: true }, 201, undefined],
    ['a project label instead of its key', { project: 'Boutique' }, 400, '23514'],
    ['a foreign source page', { source_page: 'https://ailleurs.example/' }, 400, '23514'],
    ['an extra field', { admin: true }, 400, 'PGRST204'],
    ['an id', { id: 1 }, 400, '428C9'],
    ['a creation date', { created_at: '2020-01-01T00:00:00Z' }, 401, '42501'],
  ])('%s', async (_, patch, status, code) => {
    const row = { ...base(), ...patch };
    const answer = await post(row);
    expect(answer.status).toBe(status);
    if (code) expect(answer.json?.code).toBe(code);
  });

  test('wrong types are read as PostgREST reads them: the JSON text of the value', async () => {
    const row = { ...base(), message: ['une', 'liste'] };
    expect((await post(row)).status).toBe(201);
    expect((await rowsFor(row.email))[0]?.message).toBe('["une","liste"]');
  });

  test.each([
    ['no message', ['message'], '23502'],
    ['no name', ['name'], '23502'],
    ['no field at all', ['name', 'email', 'message'], '23502'],
  ])('a row with %s answers 400', async (_, missing, code) => {
    const row: Record<string, unknown> = base();
    for (const field of missing) delete row[field];
    const answer = await post(row);
    expect(answer.status).toBe(400);
    expect(answer.json?.code).toBe(code);
  });

  test.each([
    ['an empty body', ''],
    ['invalid JSON', '{"name": "Ana",'],
    ['a JSON string', '"bonjour"'],
    ['a JSON number', '42'],
    ['null', 'null'],
    ['an array of strings', '["a"]'],
  ])('%s answers 400 PGRST102', async (_, body) => {
    const answer = await post(body, { raw: true });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  });

  test('rows with different keys answer 400 PGRST102', async () => {
    const answer = await post([base(), { name: 'Seul' }]);
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe('All object keys must match');
  });

  test('an unknown table answers 404 PGRST205', async () => {
    const answer = await post(base(), { table: 'users' });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.users' in the schema cache" });
  });

  test('asking for the inserted row back is refused and stores nothing', async () => {
    const row = base();
    const answer = await post(row, { headers: { prefer: 'return=representation' } });
    expect(answer.status).toBe(401);
    expect(answer.json?.code).toBe('42501');
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test('another schema answers 406 PGRST106', async () => {
    const answer = await post(base(), { headers: { 'content-profile': 'auth' } });
    expect(answer.status).toBe(406);
    expect(answer.json?.code).toBe('PGRST106');
  });

  test('a body over 1 MB answers 413', async () => {
    const answer = await post({ ...base(), message: 'x'.repeat(1_100_000) });
    expect(answer.status).toBe(413);
  });

  test.each(['GET', 'PATCH', 'DELETE'])('%s on the table answers 401 42501: visitors may only insert', async (method) => {
    const response = await fetch(`${standIn.origin}/rest/v1/contact_messages`, { method, headers: supabaseHeaders, body: method === 'GET' ? undefined : '{}' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
  });

  test.each([
    ['no key', { apikey: '', authorization: '' }, 'No API key found in request'],
    ['a wrong key', { apikey: 'une-autre-cle', authorization: '' }, 'Invalid API key'],
  ])('%s answers 401 at the gateway', async (_, headers, message) => {
    const sent: Record<string, string> = { ...supabaseHeaders };
    for (const [name, value] of Object.entries(headers))
      if (!value) delete sent[name];
      else sent[name] = value;
    const response = await fetch(`${standIn.origin}/rest/v1/contact_messages`, { method: 'POST', headers: sent, body: JSON.stringify(base()) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  test('a bearer token other than the anon key answers 401', async () => {
    const answer = await post(base(), { headers: { authorization: 'Bearer service-role-pretend' } });
    expect(answer.status).toBe(401);
  });

  test.each(['/auth/v1/signup', '/storage/v1/object/list', '/rest/v1/rpc/version'])('%s is refused', async (path) => {
    const response = await fetch(`${standIn.origin}${path}`, { method: 'POST', headers: supabaseHeaders, body: '{}' });
    expect(response.status).toBe(404);
  });

  test('after all of that the server still stores a valid message', async () => {
    const row = base();
    expect((await post(row)).status).toBe(201);
    expect(await rowsFor(row.email)).toHaveLength(1);
  });
});

describe('flood limits, answered as PostgREST answers them', () => {
  test('the sixth request of an hour for one e-mail from one client answers 429 PT429, byte for byte; the first five are stored', async () => {
    const row = base();
    const headers = { 'x-test-client': `client-${randomUUID()}` };
    for (let i = 0; i < 5; i++) expect((await post(row, { headers })).status).toBe(201);
    const refused = await post(row, { headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(refused.text).toBe(
      '{"code":"PT429","details":null,"hint":null,"message":"Too many contact requests for this e-mail address; try again in an hour"}',
    );
    expect(await rowsFor(row.email)).toHaveLength(5);
  });

  test('the sixth request of an hour from one address answers 429; another address is still accepted', async () => {
    const client = `client-${randomUUID()}`;
    for (let i = 0; i < 5; i++) expect((await post(base(), { headers: { 'x-test-client': client } })).status).toBe(201);
    const row = base();
    const refused = await post(row, { headers: { 'x-test-client': client } });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: 'PT429', details: null, hint: null, message: 'Too many contact requests from this address; try again in an hour' });
    expect(await rowsFor(row.email)).toEqual([]);
    expect((await post(row, { headers: { 'x-test-client': `client-${randomUUID()}` } })).status).toBe(201);
  });

  test('an array of rows answers 400 PT400 and stores none of them', async () => {
    const rows = [base(), base()];
    const answer = await post(rows);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 'PT400', details: null, hint: null, message: 'One contact request per call' });
    for (const row of rows) expect(await rowsFor(row.email)).toEqual([]);
  });
});

describe('the client address handed to SQL', () => {
  test('is the connection, whatever cf-connecting-ip or x-forwarded-for the client sends', () => {
    const req = { headers: { 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '10.0.0.1', apikey: localAnonKey } } as unknown as IncomingMessage;
    expect(JSON.parse(requestHeadersJson(req, '198.51.100.4'))).toEqual({
      'cf-connecting-ip': '198.51.100.4',
      'x-forwarded-for': '10.0.0.1, 198.51.100.4',
      apikey: localAnonKey,
    });
  });

  test('without an address, no forged cf-connecting-ip reaches SQL', () => {
    const req = { headers: { 'cf-connecting-ip': '203.0.113.9' } } as unknown as IncomingMessage;
    expect(JSON.parse(requestHeadersJson(req, undefined))).toEqual({});
  });
});

describe('the owner is told', () => {
  test('a name with a right-to-left override or invisible characters reaches neither the subject nor the terminal line as such', async () => {
    const log = vi.spyOn(console, 'log');
    const row = { ...base(), name: 'Ana\u202Efdp.exe\u200B\u2066x\u2069' };
    expect((await post(row)).status).toBe(201);
    const line = await vi.waitFor(
      () => {
        const found = log.mock.calls
          .map(([text]) => String(text))
          .find((text) => text.startsWith('Nouvelle demande de contact') && text.includes('Anafdp.exe'));
        if (!found) throw new Error('no line yet');
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(line).not.toMatch(/[\u200b\u202e\u2066-\u2069]/);
    const file = readdirSync(join(dataDir, 'outbox')).find((name) => line.includes(name))!;
    const parsed = await simpleParser(readFileSync(join(dataDir, 'outbox', file)));
    expect(parsed.subject).toMatch(/^Demande de contact\u202f: Anafdp\.exex — /);
    log.mockRestore();
  });

  test('each stored request is written to the outbox as an .eml, with one line in the terminal', async () => {
    const log = vi.spyOn(console, 'log');
    const project = contact.projects.at(-1)!;
    const row = { ...base(), name: 'Outbox Test', project: project.key, source_page: '/a-propos/' };
    expect((await post(row)).status).toBe(201);
    const file = await vi.waitFor(
      () => {
        const match = readdirSync(join(dataDir, 'outbox'))
          .map((name) => join(dataDir, 'outbox', name))
          .find((path) => readFileSync(path, 'utf8').includes(row.email));
        if (!match) throw new Error('no e-mail yet');
        return match;
      },
      { timeout: 5_000, interval: 50 },
    );
    const parsed = await simpleParser(readFileSync(file));
    // The project by the label content gives its key.
    expect(parsed.subject).toBe(`Demande de contact\u202f: Outbox Test — ${project.label} (${site.brand})`);
    expect(parsed.replyTo?.value[0]?.address).toBe(row.email);
    expect(parsed.text).toContain('Page\u202f: /a-propos/');
    expect(log.mock.calls.some(([line]) => String(line).startsWith('Nouvelle demande de contact n°') && String(line).includes(basename(file)))).toBe(true);
    log.mockRestore();
  });
});

describe('npm run messages', () => {
  // Asynchronous: the server it asks lives in this very process.
  const runMessages = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', '--json'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, ECLOSION_DATA_DIR: dataDir },
    });

  test('lists the messages through the running server', { timeout: 30_000 }, async () => {
    const row = base();
    await post(row);
    const run = await runMessages();
    const listed = JSON.parse(run.stdout) as Array<{ email: string }>;
    expect(listed.some((message) => message.email === row.email)).toBe(true);
  });

  test('opens the data folder itself when no server runs', async () => {
    const row = base();
    await post(row);
    await standIn.stop();
    expect(await fetchMessagesFromServer(dataDir)).toBeUndefined();
    const run = await runMessages();
    const listed = JSON.parse(run.stdout) as Array<{ email: string }>;
    expect(listed.some((message) => message.email === row.email)).toBe(true);
  }, 60_000);
});
