import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { buildSite, projectRoot } from './server/build-site.ts';
import { localHandlers } from './server/handlers.ts';
import { createSiteServer, type RequestHandler } from './server/static.ts';

// `npm run dev`: serve dist/, rebuild when content/, src/ or public/ change,
// and reload the open tabs once the new build is in place.

const port = Number(process.env.PORT ?? 4321);
const clients = new Set<ServerResponse>();
// A file, not an inline script: the Content-Security-Policy allows no inline script.
const reloadClient = `new EventSource('/__reload').addEventListener('reload', () => location.reload());\n`;
const reloadEvents: RequestHandler = (req, res) => {
  if (req.url === '/__reload.js') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(reloadClient);
    return true;
  }
  if (req.url !== '/__reload') return false;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
  res.write(': connected\n\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
  return true;
};
const reloadScript = `<script type="module" src="/__reload.js"></script>`;

await buildSite();
const backend = await localHandlers();
const server = createSiteServer({ root: join(projectRoot, 'dist'), handlers: [reloadEvents, ...backend.handlers], inject: reloadScript });
server.listen(port, () => console.log(`\nDéveloppement : http://localhost:${port}/ (reconstruit et recharge à chaque modification).`));

let timer: NodeJS.Timeout | undefined;
let building = false;
let again = false;
async function rebuild(): Promise<void> {
  if (building) {
    again = true;
    return;
  }
  building = true;
  const ok = await buildSite();
  building = false;
  if (ok) for (const client of clients) client.write('event: reload\ndata: now\n\n');
  if (again) {
    again = false;
    void rebuild();
  }
}
for (const folder of ['content', 'src', 'public']) {
  watch(join(projectRoot, folder), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 80);
  });
}
