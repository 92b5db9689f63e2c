import { STATUS_CODES, type IncomingMessage, type Server, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

// What the local server accepts from a client before it is cut off, so that
// one slow or hostile client costs a bounded amount and never holds up
// other visitors, and how it answers requests it cannot even parse.

export interface ServerLimits {
  /** Time to receive a request's headers (ms); past it the answer is 408. */
  headersTimeout: number;
  /** Time to receive a whole request, body included (ms). */
  requestTimeout: number;
  /** How long an idle keep-alive connection stays open (ms). */
  keepAliveTimeout: number;
  /** Open connections per listening address; more are closed at once. */
  maxConnections: number;
  /** How often the timeouts above are checked (ms). */
  checkInterval: number;
}

export const defaultLimits: ServerLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxConnections: 256,
  checkInterval: 1_000,
};

/** The options of `http.createServer` for these limits. */
export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    connectionsCheckingInterval: limits.checkInterval,
  };
}

/** Caps connections and answers what Node's HTTP parser refuses with a status and one log line, never a stack trace. */
export function applyLimits(server: Server, limits: ServerLimits, log: (line: string) => void = (line) => console.warn(line)): void {
  server.maxConnections = limits.maxConnections;
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    log(`Refused a request from ${socket.remoteAddress ?? 'a client'}: ${status} ${STATUS_CODES[status]} (${error.code ?? error.message}).`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

/** A visitor's mistake: answered with this status and logged on one line. */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** The request's URL, or BadRequestError when it cannot be parsed. */
export function requestUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    throw new BadRequestError('unreadable URL');
  }
}

/** `decodeURIComponent`, with BadRequestError for a malformed percent-encoding (`/%E0%A4%A`). */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new BadRequestError('malformed percent-encoding in the path');
  }
}

/** One line for the server's log about a refused request: no stack, and the URL shortened and made printable. */
export function describeRefusal(req: IncomingMessage, status: number, reason: string): string {
  const target = (req.url ?? '').slice(0, 200).replace(/[^\x21-\x7e]/g, '?');
  return `Refused ${req.method ?? '?'} ${target}: ${status} ${STATUS_CODES[status] ?? ''} (${reason}).`;
}
