import type { ServerResponse } from 'node:http';
import type { RequestHandler } from './static.ts';

/**
 * The dev server's reload: each page gets a script that listens to
 * `/__reload` (server-sent events) and reloads when told. The script is a
 * file, not inline, because the Content-Security-Policy allows no inline
 * script, in development as in production.
 */
export function createLiveReload(): { handler: RequestHandler; inject: string; reload(): void } {
  const clients = new Set<ServerResponse>();
  const client = `new EventSource('/__reload').addEventListener('reload', () => location.reload());\n`;
  const handler: RequestHandler = (req, res) => {
    if (req.url === '/__reload.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(client);
      return true;
    }
    if (req.url !== '/__reload') return false;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  };
  return {
    handler,
    inject: `<script type="module" src="/__reload.js"></script>`,
    reload: () => {
      for (const response of clients) response.write('event: reload\ndata: now\n\n');
    },
  };
}
