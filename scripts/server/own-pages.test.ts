import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { localAnonKey } from '../../src/contact/contact-config.ts';
import { startStandIn, supabaseHeaders, type StandIn } from '../../tests/setup/local-stand-in.ts';
import { fetchMessagesFromServer } from './local-backend.ts';

// The local server answers its own pages only: what another site, a form on
// it or a DNS-rebinding page can make the owner's browser send is refused,
// and what the site's own form sends through supabase-js still works.

const root = `/dev/shm/eclosion-own-pages-${randomUUID().slice(0, 8)}`;
let standIn: StandIn;

beforeAll(async () => {
  mkdirSync(`${root}/site`, { recursive: true });
  writeFileSync(`${root}/site/index.html`, '<!doctype html><title>Accueil</title><body>Accueil</body>');
  standIn = await startStandIn({ siteDir: `${root}/site`, dataDir: `${root}/data`, clientAddress: () => randomUUID() });
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(root, { recursive: true, force: true });
});

const base = () => ({ name: 'Test', email: `own-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Bonjour.', source_page: '/' });
const rowsFor = async (email: string) => ((await fetchMessagesFromServer(`${root}/data`)) ?? []).filter((row) => row.email === email);

/** A request with any headers, Host included (fetch would not send a Host of our choosing). */
function send(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: standIn.port, path, method, headers: { host: `127.0.0.1:${standIn.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('another site cannot write', () => {
  test('a form of another site posting the key in the URL, form-encoded, is refused and stores nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const row = base();
    const answer = await send(`/rest/v1/contact_messages?apikey=${localAnonKey}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(row).toString(),
    });
    expect(answer.status).toBe(403);
    expect(await rowsFor(row.email)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('403 Forbidden (Origin "https://evil.example" is another site)'));
    warn.mockRestore();
  });

  test('a page of another name resolving to this machine (DNS rebinding) is refused, even with the key', async () => {
    const row = base();
    const answer = await send('/rest/v1/contact_messages', {
      method: 'POST',
      headers: { ...supabaseHeaders, host: `rebind.evil.example:${standIn.port}` },
      body: JSON.stringify(row),
    });
    expect(answer.status).toBe(403);
    expect((await send('/', { headers: { host: `rebind.evil.example:${standIn.port}` } })).status).toBe(403);
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test.each(['cross-site', 'same-site'])('a request started by another site (Sec-Fetch-Site: %s, no Origin) is refused', async (site) => {
    const row = base();
    const answer = await send('/rest/v1/contact_messages', {
      method: 'POST',
      headers: { ...supabaseHeaders, 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors' },
      body: JSON.stringify(row),
    });
    expect(answer.status).toBe(403);
    expect(await rowsFor(row.email)).toEqual([]);
  });

  test('a CORS preflight from another site is refused, and no answer allows another origin', async () => {
    const preflight = await send('/rest/v1/contact_messages', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,content-type' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const own = await send('/rest/v1/contact_messages', { method: 'POST', headers: supabaseHeaders, body: JSON.stringify(base()) });
    expect(own.status).toBe(201);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the key in the URL is not a key, and a form-encoded body is refused even from the same origin', async () => {
    const row = base();
    const { apikey: _key, authorization: _bearer, ...rest } = supabaseHeaders;
    const inUrl = await send(`/rest/v1/contact_messages?apikey=${localAnonKey}`, { method: 'POST', headers: rest, body: JSON.stringify(row) });
    expect(inUrl.status).toBe(401);
    expect(JSON.parse(inUrl.text)).toMatchObject({ message: 'No API key found in request' });
    const encoded = await send('/rest/v1/contact_messages', {
      method: 'POST',
      headers: { ...supabaseHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(row).toString(),
    });
    expect(encoded.status).toBe(415);
    expect(await rowsFor(row.email)).toEqual([]);
  });
});

describe('the site itself still works', () => {
  test('what supabase-js sends from the site’s own page is stored', async () => {
    const origin = standIn.origin;
    // The browser adds Origin and Sec-Fetch-Site to supabase-js's request.
    const browserFetch: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('origin', origin);
      headers.set('sec-fetch-site', 'same-origin');
      headers.set('sec-fetch-mode', 'cors');
      return fetch(input, { ...init, headers });
    };
    const client = createClient(origin, localAnonKey, {
      auth: { persistSession: false },
      global: { fetch: browserFetch },
      // Node 20 has no WebSocket, which supabase-js's realtime part asks for; the insert never uses it.
      realtime: { transport: class {} as never },
    });
    const row = base();
    const { error } = await client.from('contact_messages').insert(row);
    expect(error).toBeNull();
    expect(await rowsFor(row.email)).toHaveLength(1);
  });

  test('pages open by localhost or the IP address, and a link from another site still opens them', async () => {
    expect((await send('/', { headers: { host: `localhost:${standIn.port}` } })).status).toBe(200);
    expect((await send('/', { headers: { host: `[::1]:${standIn.port}` } })).status).toBe(200);
    const followed = await send('/', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    expect(followed.status).toBe(200);
    expect(followed.text).toContain('Accueil');
  });
});
