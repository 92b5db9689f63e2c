import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { localAnonKey } from '../../src/contact/contact-config.ts';
import { collect, openSocket, rawRequest } from '../../tests/fixtures/raw-http.ts';
import { closeServer, startStandIn, supabaseHeaders, type StandIn } from '../../tests/setup/local-stand-in.ts';
import { listenLocally } from './listen.ts';
import { fetchMessagesFromServer } from './local-backend.ts';
import { createLocalSupabase } from './local-supabase.ts';
import { createSiteServer } from './static.ts';

// Requests that are malformed, oversized or slow, and the ones where the
// stand-in must answer as Supabase (PostgREST) does rather than be more
// lenient. The form values themselves are in local-supabase.test.ts.

const root = `/dev/shm/eclosion-hostile-${randomUUID().slice(0, 8)}`;
let standIn: StandIn;

beforeAll(async () => {
  mkdirSync(`${root}/site`, { recursive: true });
  writeFileSync(`${root}/site/index.html`, '<!doctype html><title>Accueil</title><body>Accueil</body>');
  // Each request from its own client address: the flood limit (5 an hour per
  // address) is tested with the database, not here.
  standIn = await startStandIn({
    siteDir: `${root}/site`,
    dataDir: `${root}/data`,
    clientAddress: () => `192.0.2.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
  });
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => vi.restoreAllMocks());

const base = () => ({ name: 'Test', email: `hostile-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Bonjour.', source_page: '/' });
const rowsFor = async (email: string) => ((await fetchMessagesFromServer(root + '/data')) ?? []).filter((row) => row.email === email);

async function post(body: string | Uint8Array, headers: Record<string, string> = {}, path = '/rest/v1/contact_messages') {
  const response = await fetch(`${standIn.origin}${path}`, {
    method: 'POST',
    headers: { ...supabaseHeaders, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: response.headers };
}

/** The lines the server logged while `run` ran. */
async function logged(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  vi.spyOn(console, 'warn').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  await run();
  return lines;
}

describe('malformed requests: 4xx, one log line, no stack trace', () => {
  test.each([
    ['a truncated percent-encoding in the path', 'GET /%E0%A4%A HTTP/1.1', 'malformed percent-encoding in the path'],
    ['a percent sign not followed by hex digits', 'GET /blog/%ZZ/ HTTP/1.1', 'malformed percent-encoding in the path'],
    ['a lone percent sign', 'GET /% HTTP/1.1', 'malformed percent-encoding in the path'],
    ['an unreadable absolute URL', 'GET http://[::1 HTTP/1.1', 'unreadable URL'],
  ])('%s answers 400', async (_, line, reason) => {
    let answer;
    const lines = await logged(async () => {
      answer = await rawRequest(standIn.port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    expect(answer!.status).toBe(400);
    expect(answer!.text).not.toMatch(/URIError|TypeError|at .*\.ts/);
    expect(lines).toEqual([`Refused GET ${line.split(' ')[1]}: 400 Bad Request (${reason}).`]);
  });

  test.each([
    ['a header name with a space', 400, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n'],
    ['a header line without a colon', 400, 'GET / HTTP/1.1\r\nHost: localhost\r\nnocolon\r\n\r\n'],
    ['a content length that is not a number', 400, 'POST /rest/v1/contact_messages HTTP/1.1\r\nHost: localhost\r\nContent-Length: douze\r\n\r\n'],
    ['20 kB of headers', 431, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['not HTTP at all', 400, '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u01fc\u0003\u0003 hello\r\n\r\n'],
  ])('%s answers %i and closes the connection', async (_, status, request) => {
    let answer;
    const lines = await logged(async () => {
      answer = await rawRequest(standIn.port, request);
    });
    expect(answer!.status).toBe(status);
    expect(answer!.closed).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Refused a request from 127\\.0\\.0\\.1: ${status} `));
    expect(lines[0]).not.toContain('\n');
  });

  test.each([
    [
      'a table name with a truncated percent-encoding',
      '/rest/v1/contact%E0%A4%A',
      'PGRST205',
      "Could not find the table 'public.contact\ufffd%A' in the schema cache",
    ],
    ['a table name with a NUL character', '/rest/v1/%00', 'PGRST205', "Could not find the table 'public.\u0000' in the schema cache"],
    [
      'a function name with a bad percent-encoding',
      '/rest/v1/rpc/%E0',
      'PGRST202',
      'Could not find the function public.\ufffd(email, message, name, source_page) in the schema cache',
    ],
  ])('%s answers 404 as PostgREST does (lenient decoding), with one log line', async (_, path, code, message) => {
    let answer;
    const lines = await logged(async () => {
      answer = await post(JSON.stringify(base()), {}, path);
    });
    expect(answer!.status).toBe(404);
    expect(answer!.json).toEqual({ code, details: null, hint: null, message });
    expect(lines).toEqual(path.includes('%00') ? [] : [`Refused POST ${path}: 404 Not Found (malformed percent-encoding in the table or function name).`]);
  });

  test('an unexpected failure answers a generic 500: no path, no raw error in the body, the details in the log', async () => {
    const failing = createSiteServer({
      root: `${root}/site`,
      handlers: [createLocalSupabase(() => Promise.reject(new Error(`ENOENT: no such file or directory, open '${root}/data/pgdata/PG_VERSION'`)))],
    });
    const failingPort = (await listenLocally(failing)).port;
    let response: Response | undefined;
    let body = '';
    const lines = await logged(async () => {
      response = await fetch(`http://127.0.0.1:${failingPort}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: supabaseHeaders,
        body: JSON.stringify(base()),
      });
      body = await response.text();
    });
    await closeServer(failing);
    expect(response!.status).toBe(500);
    expect(body).not.toContain(root);
    expect(body).not.toContain('ENOENT');
    expect(lines.join('\n')).toContain('PG_VERSION');
  });
});

describe('size limits', () => {
  test('a body declared over 1 MB answers 413 before a byte of it is sent, and the connection is closed', async () => {
    const answer = await rawRequest(
      standIn.port,
      `POST /rest/v1/contact_messages HTTP/1.1\r\nHost: localhost\r\napikey: ${localAnonKey}\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
  });

  test('a streamed body is cut at 1 MB: 413 while the client is still sending, then the connection is closed', async () => {
    const socket = await openSocket(standIn.port);
    const answer = collect(socket, 20_000);
    socket.write(
      `POST /rest/v1/contact_messages HTTP/1.1\r\nHost: localhost\r\napikey: ${localAnonKey}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = Buffer.from(`10000\r\n${'x'.repeat(0x10000)}\r\n`);
    let sent = 0;
    // As a browser does, the client stops sending once the answer starts to
    // arrive: a client that kept sending would have its connection reset
    // when the server closes, and could lose the answer unread.
    let answered = false;
    socket.once('data', () => (answered = true));
    void answer.then(() => (answered = true));
    // Up to 64 MB, never the final chunk: only a server that stops reading answers.
    while (!answered && !socket.destroyed && sent < 64 * 1024 * 1024) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
      sent += 0x10000;
    }
    const result = await answer;
    expect(result.status).toBe(413);
    expect(result.closed).toBe(true);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  test('a body under the limit is still accepted on a fresh connection', async () => {
    const row = base();
    expect((await post(JSON.stringify({ ...row, message: 'b'.repeat(1900) }))).status).toBe(201);
  });
});

describe('as Supabase answers it', () => {
  test.each([
    ['a byte that is never UTF-8', Buffer.from([0xff]), '0xff'],
    ['a truncated three-byte character', Buffer.from([0xe0, 0xa4]), '0xe0 0xa4 0x22'],
    ['an overlong encoding of /', Buffer.from([0xc0, 0xaf]), '0xc0 0xaf'],
    ['an encoded UTF-16 surrogate', Buffer.from([0xed, 0xa0, 0x80]), '0xed 0xa0 0x80'],
  ])('invalid UTF-8 (%s) answers 400 22021 and stores nothing', async (_, bytes, shown) => {
    const row = base();
    const json = JSON.stringify(row);
    const body = Buffer.concat([Buffer.from(json.slice(0, json.length - 2)), bytes, Buffer.from('"}')]);
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: '22021', details: null, hint: null, message: `invalid byte sequence for encoding "UTF8": ${shown}` });
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test('Prefer: return=headers-only answers 401 42501 (it returns the id, which visitors may not read) and stores nothing', async () => {
    const row = base();
    const answer = await post(JSON.stringify(row), { prefer: 'return=headers-only' });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: '42501', message: 'permission denied for table contact_messages' });
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test.each([
    ['resolution=merge-duplicates', '?on_conflict=id'],
    ['resolution=merge-duplicates', ''],
    ['return=minimal, resolution=merge-duplicates', '?on_conflict=id'],
  ])('an upsert (Prefer: %s, %s) answers 401 42501 and stores nothing', async (prefer, query) => {
    const row = base();
    const answer = await post(JSON.stringify(row), { prefer }, `/rest/v1/contact_messages${query}`);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: '42501' });
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test("an application/x-www-form-urlencoded body, which any site's form can send, is refused with 415 and stores nothing", async () => {
    const row = { ...base(), name: 'Ana Lúcia', message: 'Bonjour & merci +1' };
    const answer = await post(new URLSearchParams(row).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({ code: 'PGRST107' });
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test('a text/csv body inserts its row, quotes and NULL read as PostgREST reads them', async () => {
    const row = base();
    const csv = `name,email,message,phone,source_page\r\n"Dupont, Jean",${row.email},"Il a dit ""bonjour""\nsur deux lignes",NULL,/\r\n`;
    const answer = await post(csv, { 'content-type': 'text/csv' });
    expect(answer.status).toBe(201);
    expect(await rowsFor(row.email)).toEqual([expect.objectContaining({ name: 'Dupont, Jean', message: 'Il a dit "bonjour"\nsur deux lignes', phone: null })]);
  });

  test('a text/csv body of two lines is two requests in one call: refused, nothing stored', async () => {
    const first = base();
    const second = base();
    const csv = `name,email,message,source_page\nAna,${first.email},Salut,/\nBea,${second.email},Salut,/\n`;
    const answer = await post(csv, { 'content-type': 'text/csv' });
    expect(answer.status).toBe(400);
    expect(await rowsFor(first.email)).toEqual([]);
    expect(await rowsFor(second.email)).toEqual([]);
  });

  test('a CSV line with a missing field answers 400 PGRST102 and stores nothing', async () => {
    const row = base();
    const answer = await post(`name,email,message\nAna,${row.email}\n`, { 'content-type': 'text/csv' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST102' });
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test('other content types still answer 415 PGRST107', async () => {
    const answer = await post('Bonjour', { 'content-type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({ code: 'PGRST107' });
  });
});

describe('slow clients and the connection cap', () => {
  // The same server with shorter limits, so that the test does not wait 10 s;
  // long enough that a visitor's own request, in this busy process on a
  // loaded machine, is never the one that times out.
  const limits = { headersTimeout: 2_000, requestTimeout: 3_000, keepAliveTimeout: 300, maxConnections: 6, checkInterval: 100 };
  let limited: Server;
  let limitedPort: number;
  beforeAll(async () => {
    limited = createSiteServer({ root: `${root}/site`, handlers: standIn.handlers, limits });
    limitedPort = (await listenLocally(limited)).port;
  });
  afterAll(() => closeServer(limited));

  const timedGet = async () => {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${limitedPort}/`, { headers: { connection: 'close' } });
    await response.text();
    return { status: response.status, ms: Date.now() - started };
  };

  test('headers that never end are answered 408 and the connection closed; other visitors are served meanwhile', async () => {
    const lines = await logged(async () => {
      const socket = await openSocket(limitedPort);
      const answer = collect(socket, 15_000);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      const others = await Promise.all([timedGet(), timedGet(), timedGet()]);
      for (const other of others) expect(other).toMatchObject({ status: 200 });
      const result = await answer;
      expect(result.status).toBe(408);
      expect(result.closed).toBe(true);
      expect(result.firstByteAfter).toBeGreaterThanOrEqual(limits.headersTimeout - 50);
      expect(result.firstByteAfter).toBeLessThan(10_000);
    });
    expect(lines).toEqual([expect.stringMatching(/^Refused a request from 127\.0\.0\.1: 408 Request Timeout/)]);
  });

  test('a body trickled one byte at a time is cut at the request timeout; other visitors are served meanwhile', async () => {
    const socket = await openSocket(limitedPort);
    const answer = collect(socket, 15_000);
    socket.write(
      `POST /rest/v1/contact_messages HTTP/1.1\r\nHost: localhost\r\napikey: ${localAnonKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    const trickle = setInterval(() => socket.writable && socket.write('x'), 100);
    const lines = await logged(async () => {
      const other = await timedGet();
      expect(other.status).toBe(200);
      await answer;
    });
    clearInterval(trickle);
    const result = await answer;
    expect(result.closed).toBe(true);
    expect(result.status).toBe(408);
    expect(result.firstByteAfter).toBeGreaterThanOrEqual(limits.requestTimeout - 50);
    expect(result.firstByteAfter).toBeLessThan(10_000);
    expect(lines).toEqual([expect.stringMatching(/: 408 Request Timeout/)]);
  });

  test('past the cap a new connection is closed at once, and a freed place is reusable', async () => {
    // Long timeouts here: the idle connections must hold their places.
    const capped = createSiteServer({ root: `${root}/site`, limits: { ...limits, headersTimeout: 20_000, requestTimeout: 30_000 } });
    const cappedPort = (await listenLocally(capped)).port;
    const idle = await Promise.all(Array.from({ length: limits.maxConnections }, () => openSocket(cappedPort)));
    const extra = await openSocket(cappedPort);
    const refused = await collect(extra, 2_000);
    expect(refused.closed).toBe(true);
    expect(refused.text).toBe('');
    idle.pop()!.destroy();
    // The server sees the close a moment later (longer on a busy machine).
    let answer = await rawRequest(cappedPort, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    for (let tries = 0; answer.status === undefined && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await rawRequest(cappedPort, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    }
    expect(answer.status).toBe(200);
    for (const socket of idle) socket.destroy();
    await closeServer(capped);
  });

  test('a connection that sends nothing does not keep its place: it is closed at the headers timeout', async () => {
    const idle = await openSocket(limitedPort);
    const answer = collect(idle, 15_000);
    await logged(() => answer);
    expect((await answer).closed).toBe(true);
    expect((await answer).firstByteAfter).toBeLessThan(10_000);
  });
});
