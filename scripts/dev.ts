import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { buildSite, projectRoot } from './server/build-site.ts';
import { serveDist } from './server/serve.ts';
import type { RequestHandler } from './server/static.ts';

// `npm run dev`: serve dist/, rebuild when content/, src/ or public/ change,
// and reload the open tabs once the new build is in place.

const clients = new Set<ServerResponse>();
const reloadEvents: RequestHandler = (req, res) => {
  if (req.url !== '/__reload') return false;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
  res.write(': connected\n\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
  return true;
};
const reloadScript = `<script>new EventSource('/__reload').addEventListener('reload', () => location.reload());</script>`;

await serveDist({
  command: 'npm run dev',
  // A failed build still serves the previous dist/ while the owner fixes it.
  prepare: async () => {
    await buildSite();
    return true;
  },
  handlers: [reloadEvents],
  inject: reloadScript,
  banner: (url) => `\nDéveloppement : ${url} (reconstruit et recharge à chaque modification).`,
});

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
