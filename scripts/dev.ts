import { watch } from 'node:fs';
import { join } from 'node:path';
import { buildSite, projectRoot } from './server/build-site.ts';
import { createLiveReload } from './server/live-reload.ts';
import { serveDist } from './server/serve.ts';

// `npm run dev`: serve dist/, rebuild when content/, src/ or public/ change,
// and reload the open tabs once the new build is in place.

const liveReload = createLiveReload();

await serveDist({
  command: 'npm run dev',
  // A failed build still serves the previous dist/ while the owner fixes it.
  prepare: async () => {
    await buildSite();
    return true;
  },
  handlers: [liveReload.handler],
  inject: liveReload.inject,
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
