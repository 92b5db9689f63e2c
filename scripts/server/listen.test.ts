import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { afterAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { listenHosts, listenSite, siteUrl } from './listen.ts';

// Where the local servers listen. The sockets are read from /proc/net/tcp
// and tcp6 (Linux) rather than probed: no traffic leaves the loopback.

const root = `/dev/shm/eclosion-listen-${randomUUID().slice(0, 8)}`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The local addresses with a listening TCP socket on `port`, as the kernel lists them. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const [file, family] of [
    ['/proc/net/tcp', 4],
    ['/proc/net/tcp6', 6],
  ] as const) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A' || !local.endsWith(`:${hexPort}`)) continue;
      const hex = local.split(':')[0]!;
      if (family === 4)
        found.push(
          hex
            .match(/../g)!
            .reverse()
            .map((byte) => parseInt(byte, 16))
            .join('.'),
        );
      else found.push(hex === '00000000000000000000000001000000' ? '::1' : hex === '0'.repeat(32) ? '::' : hex);
    }
  }
  return found.sort();
}

describe('listen addresses', () => {
  test('without HOST: the loopback addresses only; with HOST: the addresses it lists', () => {
    expect(listenHosts({})).toEqual({ hosts: ['127.0.0.1', '::1'], chosen: false });
    expect(listenHosts({ HOST: ' ' })).toEqual({ hosts: ['127.0.0.1', '::1'], chosen: false });
    expect(listenHosts({ HOST: '0.0.0.0' })).toEqual({ hosts: ['0.0.0.0'], chosen: true });
    expect(listenHosts({ HOST: '0.0.0.0, ::' })).toEqual({ hosts: ['0.0.0.0', '::'], chosen: true });
  });

  test('by default the server listens on 127.0.0.1 and ::1, one port, and answers on both', async () => {
    const server = createServer((_, res) => res.end('ok'));
    const listening = await listenSite(server, 0);
    try {
      expect(listeningAddresses(listening.port)).toEqual(['127.0.0.1', '::1']);
      for (const host of ['127.0.0.1', '[::1]']) expect(await (await fetch(`http://${host}:${listening.port}/`)).text()).toBe('ok');
      expect(siteUrl(listening)).toBe(`http://localhost:${listening.port}/`);
    } finally {
      await listening.close();
    }
    expect(listeningAddresses(listening.port)).toEqual([]);
  });

  test('HOST=0.0.0.0 listens on every IPv4 interface', async () => {
    const server = createServer((_, res) => res.end('ok'));
    const listening = await listenSite(server, 0, listenHosts({ HOST: '0.0.0.0' }));
    try {
      expect(listeningAddresses(listening.port)).toEqual(['0.0.0.0']);
    } finally {
      await listening.close();
    }
  });

  test('npm start listens on the loopback only, and a second one on the same data folder stops naming the first', { timeout: 240_000 }, async () => {
    const env = { ...process.env, PORT: '0', HOST: '', SUPABASE_URL: '', ECLOSION_DATA_DIR: `${root}/data` };
    const start = () => spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/serve-dist.ts'], { cwd: projectRoot, env });
    const first = start();
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      first.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        const match = /served on http:\/\/localhost:(\d+)\//.exec(output);
        if (match) resolve(Number(match[1]));
      });
      first.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    try {
      expect(listeningAddresses(port)).toEqual(['127.0.0.1', '::1']);
      const second = start();
      let errors = '';
      second.stderr.on('data', (chunk: Buffer) => (errors += chunk));
      const code = await new Promise((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(errors).toContain(`in use by process ${first.pid} (npm start`);
    } finally {
      first.kill('SIGTERM');
      await new Promise((resolve) => first.once('exit', resolve));
    }
    // Stopped, it leaves the folder free.
    expect(readdirSync(`${root}/data/lock`).filter((file) => file.endsWith('.claim'))).toEqual([]);
    expect(existsSync(`${root}/data/server.sock`)).toBe(false);
  });
});
