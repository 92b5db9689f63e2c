import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { transformSync } from 'esbuild';
import type { RequestHandler } from './static.ts';

/**
 * The dev server's hold on the open tabs: each page gets a script
 * (live-reload.client.ts) that listens to `/__reload` (server-sent events).
 * `reload()` reloads every tab after a good build; `fail(message)` shows a
 * failed build's error over the page in every tab, and in each tab opened
 * until the next good build. The script and its stylesheet are files, not
 * inline, because the Content-Security-Policy allows no inline script or
 * style, in development as in production.
 */
export function createLiveReload(): { handler: RequestHandler; inject: string; reload(): void; fail(message: string): void } {
  const clients = new Set<ServerResponse>();
  // Resolved as a module (not a bare file path) so that knip sees the script is used.
  const script = readFileSync(new URL(import.meta.resolve('./live-reload.client.ts')), 'utf8');
  const files: Record<string, { type: string; body: string }> = {
    '/__reload.js': { type: 'text/javascript', body: transformSync(script, { loader: 'ts', target: 'es2022' }).code },
    '/__reload.css': { type: 'text/css', body: readFileSync(new URL('./live-reload.css', import.meta.url), 'utf8') },
  };
  /** The last build's error, until a build succeeds. */
  let failure: string | undefined;
  const send = (response: ServerResponse, event: string, data: string) => response.write(`event: ${event}\ndata: ${data}\n\n`);

  const handler: RequestHandler = (req, res) => {
    const file = files[req.url ?? ''];
    if (file) {
      res.writeHead(200, { 'content-type': `${file.type}; charset=utf-8`, 'cache-control': 'no-store' }).end(file.body);
      return true;
    }
    if (req.url !== '/__reload') return false;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (failure !== undefined) send(res, 'failure', failure);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  };
  return {
    handler,
    inject: `<script type="module" src="/__reload.js"></script>`,
    reload: () => {
      failure = undefined;
      for (const response of clients) send(response, 'reload', 'now');
    },
    fail: (message) => {
      // One line of JSON: a line break would end the event's data.
      failure = JSON.stringify(message);
      for (const response of clients) send(response, 'failure', failure);
    },
  };
}
