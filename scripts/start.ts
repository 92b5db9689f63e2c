import { join } from 'node:path';
import { buildSite, projectRoot } from './server/build-site.ts';
import { localHandlers } from './server/handlers.ts';
import { createSiteServer } from './server/static.ts';

// `npm start`: build the site, then serve dist/ as the production host would.

const port = Number(process.env.PORT ?? 4321);
if (!(await buildSite())) process.exit(1);
const backend = await localHandlers();
const server = createSiteServer({ root: join(projectRoot, 'dist'), handlers: backend.handlers });
server.listen(port, () => console.log(`\nÉclosion Web est servi sur http://localhost:${port}/ (Ctrl+C pour arrêter).`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void backend.close().finally(() => process.exit(0));
  });
}
