import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { localAnonKey } from '../../src/contact/contact-config.ts';
import { describeRefusal } from './request-limits.ts';
import {
  bodyFormat,
  checkUtf8,
  declaresTooLarge,
  decodeSegment,
  isMalformedSegment,
  maxBody,
  parseCsv,
  parsePrefer,
  readBody,
  RestRequestError,
  tooLarge,
} from './rest-request.ts';
import type { RequestHandler } from './static.ts';

// A stand-in for the part of a Supabase project the forms use: the API
// gateway's key check, CORS, and PostgREST's insert into a table, run as role
// `anon` in the local PGlite database, and PostgREST's call of a function
// (`/rest/v1/rpc/<name>`, the slot picker's busy times and cancel link). The statuses and error bodies follow
// PostgREST (shared/notes/supabase-insert.md). Everything else is refused.
// Unlike Supabase, it answers the site's own pages only (own-pages.ts, checked
// by the server before any handler): no CORS header, the key in its header
// only, and no form-encoded body, which an HTML form of another site could send.

const apiPrefixes = ['/rest/v1/', '/auth/v1/', '/storage/v1/', '/realtime/v1/', '/functions/v1/', '/graphql/v1/'];

type ErrorBody = { code: string; details: string | null; hint: string | null; message: string };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | { message: string; hint?: string },
  ) {
    super(body.message);
  }
}

const pgrst = (status: number, code: string, message: string, hint: string | null = null, details: string | null = null) =>
  new ApiError(status, { code, details, hint, message });

/** PostgREST's HTTP status for a PostgreSQL error code (src/library/PostgREST/Error.hs), for the anonymous role. */
function statusForPgCode(code: string): number {
  if (code === '42501') return 401;
  if (code === '23503' || code === '23505' || code === '23P01') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === 'P0001') return 400;
  if (code.startsWith('PT')) return Number(code.slice(2)) || 500;
  if (code.startsWith('08') || code.startsWith('53') || code === '57P01') return 503;
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].some((p) => code.startsWith(p))) return 500;
  return 400;
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** The gateway's check: the one local anon key, as `apikey` header (never a URL parameter, which a link or a form can carry) and, if present, as bearer token. */
function checkKey(req: IncomingMessage): void {
  const key = req.headers.apikey;
  if (!key) throw new ApiError(401, { message: 'No API key found in request', hint: 'No `apikey` request header was found.' });
  if (key !== localAnonKey) throw new ApiError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  const authorization = req.headers.authorization;
  if (authorization !== undefined && authorization !== `Bearer ${localAnonKey}`) {
    throw pgrst(401, 'PGRST301', 'No suitable key or wrong key type');
  }
}

function checkProfile(req: IncomingMessage): void {
  for (const header of ['content-profile', 'accept-profile'] as const) {
    const profile = req.headers[header];
    if (profile !== undefined && profile !== 'public') {
      throw pgrst(406, 'PGRST106', `Invalid schema: ${profile}`, 'Only the following schemas are exposed: public');
    }
  }
}

/** The table's columns and their SQL types, or undefined if no such table is in `public` (PostgREST's schema cache). */
async function tableColumns(db: PGlite, table: string): Promise<Map<string, string> | undefined> {
  if (table.includes('\0')) return undefined;
  const result = await db.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by a.attnum`,
    [table],
  );
  // PostgREST looks the name up in its schema cache; PostgreSQL would refuse a NUL in the query.
  return result.rows.length > 0 ? new Map(result.rows.map((row) => [row.name, row.type])) : undefined;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Where a request comes from; undefined leaves the per-address flood limit out. */
export type ClientAddress = (req: IncomingMessage) => string | undefined;

/**
 * The request's headers as PostgREST hands them to SQL (`request.headers`,
 * names in lower case), after Supabase's edge has set the client address:
 * Cloudflare's `cf-connecting-ip`, overwritten, and `x-forwarded-for`, appended to.
 */
export function requestHeadersJson(req: IncomingMessage, address: string | undefined): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (address) {
    headers['cf-connecting-ip'] = address;
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
  } else {
    delete headers['cf-connecting-ip'];
  }
  return JSON.stringify(headers);
}

/** Runs `sql` as the anonymous role, in a transaction, so grants, row-level security, constraints and triggers apply. */
async function runAsAnon<T>(db: PGlite, sql: string, params: unknown[] = [], headersJson = '{}'): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    await tx.query('select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', true)');
    await tx.query("select set_config('request.headers', $1, true)", [headersJson]);
    return (await tx.query<T>(sql, params)).rows;
  });
}

/** The body's rows and the columns they set, as PostgREST reads them (`?columns=` wins over the keys). */
function parseRows(req: IncomingMessage, bytes: Buffer, url: URL): { rows: unknown[]; columns: string[] } {
  const format = bodyFormat(req.headers['content-type']);
  const body = bytes.toString('utf8');
  let payload: unknown;
  if (format === 'csv') payload = parseCsv(body);
  else {
    try {
      payload = JSON.parse(body);
    } catch {
      throw pgrst(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  // PostgreSQL reads the body's bytes as UTF-8 text and refuses bad ones.
  checkUtf8(bytes);
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isObject)) throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  const param = url.searchParams.get('columns');
  if (param !== null)
    return {
      rows,
      columns: param
        .split(',')
        .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
        .filter(Boolean),
    };
  const keys = Object.keys(rows[0] ?? {});
  const sameKeys = (row: Record<string, unknown>) => {
    const own = Object.keys(row);
    return own.length === keys.length && own.every((key) => keys.includes(key));
  };
  if (!rows.every(sameKeys)) throw pgrst(400, 'PGRST102', 'All object keys must match');
  return { rows, columns: keys };
}

/** The table's primary key columns (PostgREST returns them for `return=headers-only`, and upserts on them). */
async function primaryKey(db: PGlite, table: string): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `select a.attname as name
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by a.attnum`,
    [`public.${quote(table)}`],
  );
  return result.rows.map((row) => row.name);
}

async function insert(
  db: PGlite,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  table: string,
  columns: Map<string, string>,
  options: StandInOptions,
): Promise<void> {
  bodyFormat(req.headers['content-type']);
  const { rows, columns: names } = parseRows(req, await readBody(req), url);
  for (const name of names) {
    if (!columns.has(name)) throw pgrst(400, 'PGRST204', `Could not find the '${name}' column of '${table}' in the schema cache`);
  }
  const prefer = parsePrefer(req.headers.prefer);
  const representation = prefer.return === 'representation';
  if (rows.length === 0) {
    send(res, 201, representation ? [] : undefined, { 'content-range': '*/*' });
    return;
  }
  const target = `public.${quote(table)}`;
  // What PostgREST adds to its statement, so the database decides as in
  // production: `headers-only` returns the primary key (for Location), which
  // needs SELECT; an upsert adds ON CONFLICT, DO UPDATE needing UPDATE.
  const key = prefer.return === 'headers-only' || prefer.resolution ? await primaryKey(db, table) : [];
  const conflictColumns =
    url.searchParams
      .get('on_conflict')
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? key;
  const onConflict =
    !prefer.resolution || conflictColumns.length === 0
      ? ''
      : prefer.resolution === 'ignore-duplicates'
        ? `on conflict (${conflictColumns.map(quote).join(', ')}) do nothing`
        : `on conflict (${conflictColumns.map(quote).join(', ')}) do update set ${names.map((name) => `${quote(name)} = excluded.${quote(name)}`).join(', ')}`;
  const returning = representation
    ? 'returning *'
    : prefer.return === 'headers-only' && key.length > 0
      ? `returning ${key.map(quote).join(', ')}`
      : 'returning 1';
  // The statement PostgREST builds: the JSON body read by json_to_recordset
  // with the table's column types.
  const sql =
    names.length === 0
      ? `insert into ${target} default values ${returning}`
      : `insert into ${target} (${names.map(quote).join(', ')})
         select ${names.map(quote).join(', ')}
           from json_to_recordset($1::json) as pgrst_body (${names.map((name) => `${quote(name)} ${columns.get(name)}`).join(', ')})
         ${onConflict} ${returning}`;
  const address = (options.clientAddress ?? ((request) => request.socket.remoteAddress))(req);
  const inserted = await runAsAnon<Record<string, unknown>>(db, sql, names.length === 0 ? [] : [JSON.stringify(rows)], requestHeadersJson(req, address));
  const location: Record<string, string> =
    prefer.return === 'headers-only' && key.length > 0 && inserted.length === 1
      ? { location: `/${table}?${key.map((name) => `${name}=eq.${encodeURIComponent(String(inserted[0]![name]))}`).join('&')}` }
      : {};
  send(res, 201, representation ? inserted : undefined, { 'content-range': `*/*`, ...location });
  // The answer is out: the e-mail to the owner never holds the visitor up.
  options.afterWrite?.(table);
}

interface FunctionInfo {
  names: string[];
  types: string[];
  returnsRows: boolean;
}

/** The function `public.<name>` whose parameters are exactly `names`, as PostgREST finds it by the body's keys. */
async function findFunction(db: PGlite, name: string, names: string[]): Promise<FunctionInfo | undefined> {
  if (name.includes('\0')) return undefined;
  const result = await db.query<{ names: string[] | null; modes: string[] | null; types: string[]; nargs: number; retset: boolean; composite: boolean }>(
    `select p.proargnames as names, p.proargmodes::text[] as modes, p.pronargs as nargs, p.proretset as retset,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
            (select typtype = 'c' from pg_type where oid = p.prorettype) as composite
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1`,
    [name],
  );
  for (const row of result.rows) {
    const inNames = (row.names ?? []).filter((_, index) => !row.modes || ['i', 'b', 'v'].includes(row.modes[index]!)).slice(0, row.nargs);
    if (inNames.length === names.length && inNames.every((arg) => names.includes(arg)))
      return { names: inNames, types: row.types, returnsRows: row.retset || row.composite };
  }
  return undefined;
}

/**
 * `POST /rest/v1/rpc/<name>` with the arguments as a JSON object, as
 * supabase-js's rpc() sends it: the function runs as `anon`, so its grant
 * decides; a set comes back as an array of rows, a scalar as its value.
 */
async function callFunction(db: PGlite, req: IncomingMessage, res: ServerResponse, name: string, options: StandInOptions): Promise<void> {
  if (req.method !== 'POST') throw pgrst(405, 'PGRST101', 'Only POST is available for functions on the local stand-in');
  bodyFormat(req.headers['content-type']);
  const bytes = await readBody(req);
  let args: unknown;
  try {
    args = bytes.length === 0 ? {} : JSON.parse(bytes.toString('utf8'));
  } catch {
    throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  }
  checkUtf8(bytes);
  if (typeof args !== 'object' || args === null || Array.isArray(args)) throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  const keys = Object.keys(args);
  const found = await findFunction(db, name, keys);
  if (!found)
    throw pgrst(
      404,
      'PGRST202',
      `Could not find the function public.${name}${keys.length === 0 ? ' without parameters' : `(${[...keys].sort().join(', ')})`} in the schema cache`,
    );
  const values = found.names.map((arg) => {
    const value = (args as Record<string, unknown>)[arg];
    return value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
  const call = `public.${quote(name)}(${found.names.map((arg, index) => `${quote(arg)} => $${index + 1}::${found.types[index]}`).join(', ')})`;
  const address = (options.clientAddress ?? ((request) => request.socket.remoteAddress))(req);
  const headers = requestHeadersJson(req, address);
  if (found.returnsRows) send(res, 200, await runAsAnon(db, `select * from ${call}`, values, headers));
  else send(res, 200, (await runAsAnon<{ result: unknown }>(db, `select ${call} as result`, values, headers))[0]?.result ?? null);
  // A function may have stored a request (a cancelled call tells both).
  options.afterWrite?.(`rpc/${name}`);
}

/** Reads, updates and deletes are not the stand-in's job, but the database still decides whether `anon` may try. */
async function refuseOther(db: PGlite, method: string, table: string, columns: Map<string, string>): Promise<never> {
  const target = `public.${quote(table)}`;
  const column = quote([...columns.keys()].at(-1)!);
  const probe = {
    GET: `select * from ${target} limit 0`,
    HEAD: `select * from ${target} limit 0`,
    PATCH: `update ${target} set ${column} = ${column} where false`,
    DELETE: `delete from ${target} where false`,
  }[method];
  if (!probe) throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  await runAsAnon(db, probe);
  throw pgrst(501, 'PGRST117', `The local stand-in only inserts rows (${method} is not available here)`);
}

async function answer(db: () => Promise<PGlite>, req: IncomingMessage, res: ServerResponse, url: URL, options: StandInOptions): Promise<void> {
  checkKey(req);
  if (!url.pathname.startsWith('/rest/v1/')) throw new ApiError(404, { message: 'no Route matched with those values' });
  checkProfile(req);
  const path = url.pathname.slice('/rest/v1/'.length);
  // Answered as PostgREST answers it (lenient decoding, then "not found"), and noted in the log.
  if (isMalformedSegment(path)) console.warn(describeRefusal(req, 404, 'malformed percent-encoding in the table or function name'));
  if (path.startsWith('rpc/')) {
    await callFunction(await db(), req, res, decodeSegment(path.slice(4)), options);
    return;
  }
  if (!path || path.includes('/')) throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
  const table = decodeSegment(path);
  const database = await db();
  const columns = await tableColumns(database, table);
  if (!columns) throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  if (req.method === 'POST') await insert(database, req, res, url, table, columns, options);
  else await refuseOther(database, req.method ?? 'GET', table, columns);
}

function isPgError(error: unknown): error is Error & { code: string; detail?: string; hint?: string } {
  // PostgreSQL's errors (pg-protocol's DatabaseError) carry a severity and a five-character SQLSTATE.
  if (!(error instanceof Error) || !('severity' in error) || !('code' in error)) return false;
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/**
 * 413, then the connection is closed, the rest of the body unstored. As
 * nginx's lingering close, what the client is still sending is read and
 * dropped for a moment first (up to 1 MB more or half a second): a
 * connection closed on unread bytes is reset, and the client can lose the
 * answer before reading it.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, error: RestRequestError): void {
  const text = JSON.stringify(error.body);
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), connection: 'close' });
  res.write(text);
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    req.off('data', drop);
    if (!res.writableEnded) res.end();
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > maxBody) close();
  };
  const timer = setTimeout(close, 500);
  req.on('data', drop).once('end', close);
  req.resume();
}

export interface StandInOptions {
  /** Called after each stored insert and each function call, once the answer is sent (the e-mails of a request or a cancelled call). */
  afterWrite?: (target: string) => void;
  /** The client address given to SQL; the connection's peer address by default. */
  clientAddress?: ClientAddress;
  /**
   * Answers CORS as a Supabase project does (any origin), for a test that
   * serves the stand-in on an origin of its own, as production's project.
   * Never set by `npm start` or `npm run dev`, which answer their own pages only.
   */
  crossOrigin?: boolean;
}

/** The handler for Supabase's API paths; `db` resolves once the database is open. */
export function createLocalSupabase(db: () => Promise<PGlite>, options: StandInOptions = {}): RequestHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!apiPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return false;
    if (options.crossOrigin) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-expose-headers', 'content-range, content-location');
    }
    // Before anything else, and without reading a byte of the body.
    if (declaresTooLarge(req)) {
      refuseTooLarge(req, res, tooLarge());
      return true;
    }
    if (req.method === 'OPTIONS') {
      // A preflight comes from another origin, which own-pages.ts refuses; the site's own pages need none.
      send(
        res,
        options.crossOrigin ? 200 : 204,
        undefined,
        options.crossOrigin
          ? {
              'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
              'access-control-allow-headers': String(
                req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type, content-profile, x-client-info, prefer',
              ),
              'access-control-max-age': '3600',
            }
          : {},
      );
      return true;
    }
    try {
      await answer(db, req, res, url, options);
    } catch (error) {
      if (error instanceof RestRequestError && error.status === 413) refuseTooLarge(req, res, error);
      else if (error instanceof ApiError || error instanceof RestRequestError) send(res, error.status, error.body);
      else if (isPgError(error)) {
        send(res, statusForPgCode(error.code), { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message });
      } else if (req.socket.destroyed) {
        // The client left or was cut off (timeout): nobody to answer.
      } else {
        // The details (a path on disk, a raw error) stay in the server's log.
        console.error('Base locale : requête refusée sur une erreur inattendue.', error);
        send(res, 500, { code: 'LOCAL', details: null, hint: null, message: 'Internal error of the local stand-in (see the server log)' });
      }
    }
    return true;
  };
}
