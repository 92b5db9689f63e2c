import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypes, headersForPath, hostFiles, parseHeadersFile, type HeaderRule } from '../../build/http-policy.ts';
import { foreignRequestReason } from './own-pages.ts';
import { applyLimits, BadRequestError, decodePath, defaultLimits, describeRefusal, requestUrl, serverOptions, type ServerLimits } from './request-limits.ts';

/** Answers a request it owns and returns true, or returns false to let the static files answer. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export interface SiteServerOptions {
  /** The built site. */
  root: string;
  /** Handlers tried before the files, in order (the local Supabase stand-in, live reload). */
  handlers?: RequestHandler[];
  /** Injected before </body> of every HTML page (the dev server's reload script). */
  inject?: string;
  /** Timeouts and connection cap (request-limits.ts); the tests shorten them. */
  limits?: Partial<ServerLimits>;
}

const compressible = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.svg']);

/**
 * Serves a static build as a static host would: clean URLs (`/a-propos/` from
 * `a-propos/index.html`, `/a-propos` redirected to it), the nearest 404.html
 * with status 404, brotli or gzip, and the headers the build wrote in
 * `_headers` for the hosts (security headers, cache policy), read back with
 * the same module (build/http-policy.ts).
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const cache = new Map<string, { mtime: number; raw: Buffer; br?: Buffer; gzip?: Buffer }>();

  async function load(file: string) {
    const info = await stat(file);
    let entry = cache.get(file);
    if (!entry || entry.mtime !== info.mtimeMs) {
      entry = { mtime: info.mtimeMs, raw: await readFile(file) };
      cache.set(file, entry);
    }
    return entry;
  }

  let rules: { mtime: number; rules: HeaderRule[] } | undefined;
  /** Every response's headers for this path, as a host reading dist/_headers would send them. */
  async function policyHeaders(pathname: string): Promise<Record<string, string>> {
    const file = join(options.root, '_headers');
    const info = await stat(file).catch(() => undefined);
    if (!info) return headersForPath([], pathname);
    if (rules?.mtime !== info.mtimeMs) rules = { mtime: info.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    return headersForPath(rules.rules, pathname);
  }

  async function resolveFile(pathname: string): Promise<{ file: string; status: number } | { redirect: string } | undefined> {
    const safe = normalize(decodePath(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
    const base = join(options.root, safe);
    if (!base.startsWith(options.root)) return undefined;
    const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() ?? false;
    if (hostFiles.has(pathname)) {
      // Read by the hosts, never served.
    } else if (pathname.endsWith('/')) {
      if (await isFile(join(base, 'index.html'))) return { file: join(base, 'index.html'), status: 200 };
    } else {
      if (await isFile(base)) return { file: base, status: 200 };
      if (await isFile(join(base, 'index.html'))) return { redirect: `${pathname}/` };
    }
    // The nearest 404.html: /blog/x → blog/404.html, else /404.html.
    const parts = safe.split(sep).filter(Boolean);
    for (let depth = parts.length - 1; depth >= 0; depth--) {
      const candidate = join(options.root, ...parts.slice(0, depth), '404.html');
      if (await isFile(candidate)) return { file: candidate, status: 404 };
    }
    return undefined;
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string, file: string, status: number) {
    const extension = extname(file);
    const entry = await load(file);
    let body = entry.raw;
    if (extension === '.html' && options.inject) body = Buffer.from(body.toString('utf8').replace('</body>', `${options.inject}</body>`));
    const headers: Record<string, string> = {
      'content-type': contentTypes[extension] ?? 'application/octet-stream',
      ...(await policyHeaders(pathname)),
      vary: 'accept-encoding',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(extension) && body.length > 512) {
      if (/\bbr\b/.test(accepts)) {
        if (options.inject) body = brotliCompressSync(body);
        else body = entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        body = options.inject ? gzipSync(body) : (entry.gzip ??= gzipSync(entry.raw));
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const limits = { ...defaultLimits, ...options.limits };
  const server = createServer(serverOptions(limits), async (req, res) => {
    try {
      const url = requestUrl(req);
      const foreign = foreignRequestReason(req);
      if (foreign) {
        console.warn(describeRefusal(req, 403, foreign));
        res
          .writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...(await policyHeaders('/')) })
          .end('Forbidden: this server answers its own pages only');
        return;
      }
      for (const handler of options.handlers ?? []) if (await handler(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', ...(await policyHeaders('/')) }).end('Method not allowed');
        return;
      }
      const found = await resolveFile(url.pathname);
      if (!found) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...(await policyHeaders(url.pathname)) }).end('Not found');
      } else if ('redirect' in found) {
        res.writeHead(301, { location: found.redirect + url.search, ...(await policyHeaders(url.pathname)) }).end();
      } else {
        await serveFile(req, res, url.pathname, found.file, found.status);
      }
    } catch (error) {
      if (error instanceof BadRequestError) {
        console.warn(describeRefusal(req, error.status, error.message));
        if (!res.headersSent) res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Bad request');
        return;
      }
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });
  applyLimits(server, limits);
  return server;
}
