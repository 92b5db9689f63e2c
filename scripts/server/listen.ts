import type { Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';

// Where `npm start` and `npm run dev` listen: this machine only, unless HOST
// says otherwise. The local stand-in writes into the owner's database, so it
// must not be reachable from the network by default.

const loopbackHosts = ['127.0.0.1', '::1'];

/** HOST (a comma-separated list of addresses, such as `0.0.0.0` or `::`) or the loopback addresses. */
export function listenHosts(env: NodeJS.ProcessEnv = process.env): { hosts: string[]; chosen: boolean } {
  const hosts = (env.HOST ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return hosts.length > 0 ? { hosts, chosen: true } : { hosts: loopbackHosts, chosen: false };
}

export interface Listening {
  port: number;
  /** The addresses actually listened on. */
  hosts: string[];
  close(): Promise<void>;
}

function listenOnce(server: Server | NetServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * Listens on every host with the same port. The HTTP server takes the first
 * address; the others hand their connections to it, with the same
 * connection cap. Without HOST, a machine without IPv6 gets 127.0.0.1 only
 * (said through `log`); a chosen HOST that cannot be used is an error.
 */
export async function listenSite(
  server: Server,
  port: number,
  { hosts, chosen } = listenHosts(),
  log: (line: string) => void = console.warn,
): Promise<Listening> {
  const [first, ...others] = hosts;
  await listenOnce(server, port, first!);
  const actualPort = (server.address() as { port: number }).port;
  const extra: NetServer[] = [];
  const listened = [first!];
  for (const host of others) {
    const door = createNetServer((socket) => server.emit('connection', socket));
    door.maxConnections = server.maxConnections;
    try {
      await listenOnce(door, actualPort, host);
      extra.push(door);
      listened.push(host);
    } catch (error) {
      if (chosen) {
        server.close();
        for (const open of extra) open.close();
        throw error;
      }
      log(`Not listening on ${host} (${(error as NodeJS.ErrnoException).code ?? String(error)}); ${listened.join(', ')} only.`);
    }
  }
  return {
    port: actualPort,
    hosts: listened,
    async close() {
      await Promise.all([server, ...extra].map((open) => new Promise((resolve) => open.close(resolve))));
    },
  };
}

/** Whether `host` is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** The address to print for the owner (localhost unless HOST names one address). */
export function siteUrl(listening: Listening): string {
  const named = listening.hosts.filter((host) => !isLoopback(host) && host !== '0.0.0.0' && host !== '::');
  const host = named.length === 1 ? named[0]! : 'localhost';
  return `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}/`;
}

/** A port of 127.0.0.1 free a moment ago, for a process started next (nginx, a dev server) that must be told its port. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `server` on a free port of 127.0.0.1 (a test's or a script's own server). */
export async function listenLocally(server: Server | NetServer): Promise<{ port: number; origin: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}` };
}
