import { watch } from 'node:fs';
import { join } from 'node:path';
import { buildSite, projectRoot } from './server/build-site.ts';
import { localHandlers } from './server/handlers.ts';
import { createLiveReload } from './server/live-reload.ts';
import { createSiteServer } from './server/static.ts';

// `npm run dev`: serve dist/, rebuild when content/, src/ or public/ change,
// and reload the open tabs once the new build is in place.

const port = Number(process.env.PORT ?? 4321);
const liveReload = createLiveReload();

await buildSite();
const backend = await localHandlers();
const server = createSiteServer({ root: join(projectRoot, 'dist'), handlers: [liveReload.handler, ...backend.handlers], inject: liveReload.inject });
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
  if (ok) liveReload.reload();
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
