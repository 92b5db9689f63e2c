import type { IncomingMessage } from 'node:http';

// How the stand-in reads a request as PostgREST (and Supabase's gateway in
// front of it) reads it: body size limit, the byte checks PostgreSQL makes,
// the body formats PostgREST takes for an insert (but form-encoded ones), the Prefer header,
// and path segments decoded leniently (http-types' decodePathSegments).
// Every mistake is a RestRequestError carrying PostgREST's status and body.

export const maxBody = 1024 * 1024;

export class RestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; details?: string | null; hint?: string | null; message: string },
  ) {
    super(body.message);
    this.name = 'RestRequestError';
  }
}

const pgrst = (status: number, code: string, message: string) => new RestRequestError(status, { code, details: null, hint: null, message });

export const tooLarge = () => new RestRequestError(413, { message: 'Request Entity Too Large' });

/** The gateway refuses a body declared over the limit before reading any of it. */
export function declaresTooLarge(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) > maxBody;
}

/** The request body; one byte over the limit and reading stops (the caller answers 413 and closes the connection). */
export function readBody(req: IncomingMessage, limit = maxBody): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      reject(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The byte length of the UTF-8 character that `first` starts, as PostgreSQL's pg_utf_mblen counts it. */
function utf8Length(first: number): number {
  if (first < 0x80) return 1;
  if ((first & 0xe0) === 0xc0) return 2;
  if ((first & 0xf0) === 0xe0) return 3;
  if ((first & 0xf8) === 0xf0) return 4;
  return 1;
}

/** Whether bytes[at..at+length) is one legal UTF-8 character (PostgreSQL's pg_utf8_islegal). */
function isLegal(bytes: Uint8Array, at: number, length: number): boolean {
  const first = bytes[at]!;
  if (length === 1) return first !== 0 && first < 0x80;
  if (at + length > bytes.length) return false;
  for (let i = 1; i < length; i++) if ((bytes[at + i]! & 0xc0) !== 0x80) return false;
  const second = bytes[at + 1]!;
  if (length === 2) return first >= 0xc2;
  if (length === 3) return !(first === 0xe0 && second < 0xa0) && !(first === 0xed && second > 0x9f);
  return first <= 0xf4 && !(first === 0xf0 && second < 0x90) && !(first === 0xf4 && second > 0x8f);
}

/** PostgreSQL refuses text that is not valid UTF-8 (or holds a NUL byte) with 22021, naming the bad bytes. */
export function checkUtf8(bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) {
    const length = utf8Length(bytes[at]!);
    if (!isLegal(bytes, at, length)) {
      const shown = [...bytes.subarray(at, Math.min(at + length, bytes.length))].map((byte) => `0x${byte.toString(16).padStart(2, '0')}`).join(' ');
      throw pgrst(400, '22021', `invalid byte sequence for encoding "UTF8": ${shown}`);
    }
    at += length;
  }
}

const lenientUtf8 = new TextDecoder('utf-8');

/** Whether `segment` has a `%` not followed by two hex digits, or encodes bytes that are not UTF-8. */
export function isMalformedSegment(segment: string): boolean {
  if (/%(?![0-9a-fA-F]{2})/.test(segment)) return true;
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

/** A path segment as http-types decodes it: `%XX` becomes a byte, a stray `%` stays, bad UTF-8 becomes U+FFFD. Never throws. */
export function decodeSegment(segment: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(segment, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === 0x25 ? /^[0-9a-fA-F]{2}$/.exec(raw.subarray(i + 1, i + 3).toString('latin1')) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(raw[i]!);
  }
  return lenientUtf8.decode(new Uint8Array(bytes));
}

export type BodyFormat = 'json' | 'csv';

/**
 * The body formats PostgREST takes for an insert, but form-encoded ones,
 * which PostgREST takes too: an HTML form of any site can send those (and
 * text/plain, multipart), so the stand-in refuses them with 415.
 */
export function bodyFormat(contentType: string | undefined): BodyFormat {
  const type = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type === '' || type === '*/*') return 'json';
  if (type === 'text/csv') return 'csv';
  throw pgrst(415, 'PGRST107', `None of these media types are available: ${contentType}`);
}

/** RFC 4180 CSV with a header line → rows of strings; an unquoted or quoted `NULL` is null, as in PostgREST. */
export function parseCsv(body: string): Array<Record<string, string | null>> {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < body.length) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' && body[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (char === '\n') endRecord();
    else if (char === '"') throw pgrst(400, 'PGRST102', 'parse error (unexpected quote inside an unquoted field)');
    else field += char;
    i++;
  }
  if (quoted) throw pgrst(400, 'PGRST102', 'parse error (unterminated quoted field)');
  if (field !== '' || record.length > 0) endRecord();
  const [header, ...rows] = records;
  if (!header) throw pgrst(400, 'PGRST102', 'parse error (no header line)');
  return rows.map((values) => {
    if (values.length !== header.length) throw pgrst(400, 'PGRST102', 'All lines must have same number of fields');
    return Object.fromEntries(header.map((name, index) => [name, values[index] === 'NULL' ? null : values[index]!]));
  });
}

export interface Preferences {
  return: 'minimal' | 'headers-only' | 'representation';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

/** The Prefer header(s) as PostgREST reads them; unknown preferences are ignored (its lenient handling). */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const preferences: Preferences = { return: 'minimal' };
  const items = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((item) => item.trim().toLowerCase());
  for (const item of items) {
    if (item === 'return=minimal' || item === 'return=headers-only' || item === 'return=representation')
      preferences.return = item.slice(7) as Preferences['return'];
    if (item === 'resolution=merge-duplicates' || item === 'resolution=ignore-duplicates') preferences.resolution = item.slice(11) as Preferences['resolution'];
  }
  return preferences;
}
