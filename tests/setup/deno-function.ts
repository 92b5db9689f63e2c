import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { projectRoot } from '../../scripts/project-root.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// An Edge Function under the real Deno runtime (npm package `deno`), in a
// cache of its own on /dev/shm, against a local server that records every
// request (the stand-in for Brevo, the Data API, a calendar). `runScript`
// runs a script after the function's index.ts with Deno.serve captured:
// the script calls `handler(request)` and prints its findings.

export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

export function useDenoFunction(name: string, answer: (request: SeenRequest, response: ServerResponse) => void) {
  const functionDir = join(projectRoot, 'supabase/functions', name);
  const work = `/dev/shm/eclosion-deno-${name}-${randomUUID().slice(0, 8)}`;
  const env = { ...process.env, DENO_DIR: join(work, 'cache'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
  const seen: SeenRequest[] = [];
  let server: Server | undefined;
  let origin = '';

  beforeAll(async () => {
    mkdirSync(work, { recursive: true });
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        seen.push(request);
        answer(request, res);
      });
    });
    origin = (await listenLocally(server)).origin;
  });

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    rmSync(work, { recursive: true, force: true });
  });

  const runDeno = (args: string[], extraEnv: Record<string, string> = {}) =>
    promisify(execFile)(join(projectRoot, 'node_modules/.bin/deno'), args, {
      cwd: functionDir,
      encoding: 'utf8',
      env: { ...env, ...extraEnv },
      timeout: 90_000,
    });

  return {
    seen,
    /** The recording server's origin, once the suite has started. */
    origin: () => origin,
    /** `deno check` of the function, as Deno sees it. */
    check: () => runDeno(['check', '--quiet', 'index.ts']),
    /** Runs `body` after the function has called Deno.serve; resolves with the last line it printed. */
    async runScript(body: string, extraEnv: Record<string, string>, flags: string[] = []): Promise<string> {
      const script = join(work, 'run.ts');
      writeFileSync(
        script,
        `
let handler: (request: Request) => Promise<Response> = () => { throw new Error('Deno.serve was not called'); };
// @ts-ignore: capture the handler instead of listening on a port
Deno.serve = (h) => { handler = h; };
await import(${JSON.stringify(pathToFileURL(join(functionDir, 'index.ts')).href)});
${body}
`,
      );
      const { stdout } = await runDeno(['run', '--quiet', ...flags, '--no-prompt', '--allow-env', '--allow-read', '--allow-net=127.0.0.1', script], extraEnv);
      return stdout.trim().split('\n').at(-1)!;
    },
  };
}
