import { join } from 'node:path';
import { projectRoot } from '../project-root.ts';
import { DataFolderBusyError } from './data-lock.ts';
import { localHandlers } from './handlers.ts';
import { isLoopback, listenHosts, listenSite, siteUrl } from './listen.ts';
import { createSiteServer, type RequestHandler } from './static.ts';

// What `npm start` and `npm run dev` share: take the data folder (first, so
// that a second server stops before building anything), run `prepare` (the
// build), serve dist/ on PORT and HOST, stop cleanly on Ctrl+C. A folder
// owned by another process or a port in use ends the command with one clear
// line.

export async function serveDist(options: {
  command: string;
  /** Runs once the folder is taken; false ends the command with status 1. */
  prepare?: () => Promise<boolean>;
  handlers?: RequestHandler[];
  inject?: string;
  banner: (url: string) => string;
}): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  let backend: Awaited<ReturnType<typeof localHandlers>>;
  try {
    // The e-mails' links (a booking's cancel link) lead to this server.
    backend = await localHandlers({ command: options.command, siteUrl: `http://localhost:${port}` });
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (options.prepare && !(await options.prepare())) {
    await backend.close();
    process.exit(1);
  }
  const server = createSiteServer({ root: join(projectRoot, 'dist'), handlers: [...(options.handlers ?? []), ...backend.handlers], inject: options.inject });
  const hosts = listenHosts();
  let listening: Awaited<ReturnType<typeof listenSite>>;
  try {
    listening = await listenSite(server, port, hosts);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use: stop the other server, or set PORT to another port.`
        : `Cannot listen on ${hosts.hosts.join(', ')} port ${port} (${code ?? String(error)}): check HOST and PORT.`,
    );
    await backend.close();
    process.exit(1);
  }
  console.log(options.banner(siteUrl(listening)));
  if (!listening.hosts.every(isLoopback)) {
    console.warn(`Listening on ${listening.hosts.join(', ')} (HOST): other machines on the network can open the site and write into the local database.`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void listening.close();
      void backend.close().finally(() => process.exit(0));
    });
  }
}
