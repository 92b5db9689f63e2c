import './server/react-production.ts';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { buildSite, loadGenerator } from './server/build-site.ts';
import { projectRoot } from './project-root.ts';
import { createLiveReload } from './server/live-reload.ts';
import { serveDist } from './server/serve.ts';

// `npm run dev`: serve dist/, rebuild in this process when content/, src/,
// build/ or public/ change, and reload the open tabs once the new build is
// in place; a failed build's error is shown over the page in every tab until
// the next good build. The generator stays loaded: a content edit is one
// build; a code edit (src/, build/) loads build/ and src/ anew first. A
// rebuild writes only the files that changed.

const liveReload = createLiveReload();
let generator = await loadGenerator();

await serveDist({
  command: 'npm run dev',
  // A failed build still serves the previous dist/ while the owner fixes it.
  prepare: async () => {
    await buildSite(generator, { onError: liveReload.fail });
    return true;
  },
  handlers: [liveReload.handler],
  inject: liveReload.inject,
  banner: (url) => `\nDéveloppement : ${url} (reconstruit et recharge à chaque modification).`,
});

let codeChanged = false;
let timer: NodeJS.Timeout | undefined;
let building: Promise<void> | undefined;
let again = false;

async function rebuild(): Promise<void> {
  if (codeChanged) {
    codeChanged = false;
    try {
      generator = await loadGenerator();
    } catch (error) {
      // Loaded again at the next save, even of content only: a build with
      // the previous code would take the error away and show stale pages.
      codeChanged = true;
      const message = error instanceof Error ? error.message : String(error);
      console.error(message);
      liveReload.fail(message);
      return;
    }
  }
  if (await buildSite(generator, { update: true, onError: liveReload.fail })) liveReload.reload();
}

function schedule(): void {
  if (building) {
    again = true;
    return;
  }
  building = rebuild().finally(() => {
    building = undefined;
    if (again) {
      again = false;
      schedule();
    }
  });
}

for (const folder of ['content', 'src', 'build', 'public']) {
  watch(join(projectRoot, folder), { recursive: true }, (_event, file) => {
    // Editors' own files (swap, backup) change nothing.
    if (file && /(^|[/\\])\.|~$|\.swp$/.test(file)) return;
    if (folder === 'src' || folder === 'build') codeChanged = true;
    // An editor's save is often several events in a few milliseconds.
    clearTimeout(timer);
    timer = setTimeout(schedule, 20);
  });
}
