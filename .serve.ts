import { createSiteServer } from './scripts/server/static.ts';
const server = createSiteServer({ root: '/dev/shm/i3-try' });
server.listen(4173, '127.0.0.1', () => console.log('ready'));
