import type { TestProject } from 'vitest/node';
import { localHandlers } from '../../scripts/server/handlers.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import { liftSiteCeiling } from './local-stand-in.ts';
import { testRoot } from './paths.ts';
import { buildRealSite } from './real-site.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// Serves the real site once (built once per run, real-site.ts), for the
// whole browser suite.

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = await buildRealSite();

  // The suite always talks to the local stand-in, whatever the shell has set.
  delete process.env.SUPABASE_URL;
  process.env.ECLOSION_DATA_DIR = `${testRoot}/data`;
  // Every page of the suite comes from 127.0.0.1: without an address, only
  // the per-e-mail flood limit applies here (the per-address one is tested
  // over HTTP in scripts/server/local-supabase.test.ts).
  const backend = await localHandlers({ clientAddress: () => undefined });
  await liftSiteCeiling(backend);
  // Generous timeouts: on a busy machine a crawl's idle sockets must not be
  // refused (the served limits themselves are tested in scripts/server/).
  const server = createSiteServer({
    root: dist,
    handlers: backend.handlers,
    limits: { headersTimeout: 60_000, requestTimeout: 120_000, maxConnections: 4096 },
  });
  project.provide('baseURL', (await listenLocally(server)).origin);
  project.provide('distDir', dist);

  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
  };
}
