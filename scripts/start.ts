import './server/react-production.ts';
import { buildSite, loadGenerator } from './server/build-site.ts';
import { serveDist } from './server/serve.ts';

// `npm start`: build the site, then serve dist/ as the production host would
// (on this machine only unless HOST is set).

await serveDist({
  command: 'npm start',
  prepare: async () => buildSite(await loadGenerator()),
  banner: (url) => `\nÉclosion Web est servi sur ${url} (Ctrl+C pour arrêter).`,
});
