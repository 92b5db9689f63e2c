import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { acquireDataLock, DataFolderBusyError, lockDirectory, type LockHolder } from './data-lock.ts';
import { listMessages } from './database.ts';
import { socketPath, startLocalBackend } from './local-backend.ts';

// One owner per data folder, whatever happens: many processes starting at
// the same moment, an owner killed with SIGKILL, `npm run messages` while
// another process holds the folder; and the folder's permissions.

const root = `/dev/shm/eclosion-lock-${randomUUID().slice(0, 8)}`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Outcome {
  result: 'owner' | 'busy';
  pid: number;
  holder?: LockHolder;
  message?: string;
}

/** Starts a contender (tests/fixtures/hold-data-folder.ts); resolves to its outcome and its log once it exits. */
function contender(mode: 'lock' | 'server', dataDir: string, env: Record<string, string>, shell = '') {
  const command = `${shell}exec "${process.execPath}" --import tsx tests/fixtures/hold-data-folder.ts ${mode} "${dataDir}"`;
  const child = spawn('sh', ['-c', command], { cwd: projectRoot, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const outcome = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Outcome)[0];
  const printed = new Promise<Outcome>((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = outcome();
      if (found) resolve(found);
    });
    child.once('exit', (code) => {
      const found = outcome();
      if (found) resolve(found);
      else reject(new Error(`contender exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, printed, exited };
}

const claims = (dataDir: string) => readdirSync(lockDirectory(dataDir)).filter((file) => file.endsWith('.claim'));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('the lock of a data folder', () => {
  test('twelve processes trying at the same moment: exactly one owns the folder, the others name it', { timeout: 240_000 }, async () => {
    const dataDir = `${root}/race`;
    const startAt = String(Date.now() + 6_000);
    // The owner keeps the folder until every contender has answered, then is stopped.
    const runs = Array.from({ length: 12 }, () => contender('lock', dataDir, { START_AT: startAt, HOLD_MS: 'forever' }));
    const outcomes = await Promise.all(runs.map((run) => run.printed));
    const owners = outcomes.filter((outcome) => outcome.result === 'owner');
    expect(owners).toHaveLength(1);
    const owner = owners[0]!;
    runs.find((run) => run.child.pid === owner.pid)?.child.kill('SIGTERM');
    for (const outcome of outcomes.filter((item) => item.result === 'busy')) {
      expect(outcome.holder).toMatchObject({ pid: owner.pid, command: 'test contender', owner: true });
      expect(outcome.message).toContain(`in use by process ${owner.pid} (test contender`);
    }
    await Promise.all(runs.map((run) => run.exited));
    expect(claims(dataDir)).toEqual([]);
  });

  test('an owner killed with SIGKILL does not leave the folder stuck', { timeout: 120_000 }, async () => {
    const dataDir = `${root}/killed`;
    const run = contender('lock', dataDir, { HOLD_MS: 'forever' });
    const owner = await run.printed;
    expect(owner.result).toBe('owner');
    const refused = await acquireDataLock(dataDir, 'vitest').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderBusyError);
    expect((refused as DataFolderBusyError).holder.pid).toBe(owner.pid);
    run.child.kill('SIGKILL');
    await run.exited;
    expect(claims(dataDir)).toHaveLength(1);
    const lock = await acquireDataLock(dataDir, 'vitest');
    expect(claims(dataDir)).toEqual([expect.stringMatching(new RegExp(`^${process.pid}-`))]);
    await lock.release();
    expect(claims(dataDir)).toEqual([]);
  });

  test('a claim left by a dead process whose pid now belongs to another process is still seen as dead', async () => {
    const dataDir = `${root}/reused`;
    mkdirSync(lockDirectory(dataDir), { recursive: true });
    // pid 1 is alive, but did not start at this time.
    writeFileSync(
      `${lockDirectory(dataDir)}/1-abcdef.claim`,
      JSON.stringify({ pid: 1, command: 'npm start', since: '2020-01-01T00:00:00.000Z', startTicks: '1', owner: true }),
    );
    // Taken, not refused as held by pid 1.
    const lock = await acquireDataLock(dataDir, 'vitest');
    expect(lock.release).toBeTypeOf('function');
    await lock.release();
  });

  test('four servers started at the same moment on a folder with messages: one serves, nothing is lost or doubled', { timeout: 300_000 }, async () => {
    const dataDir = `${root}/servers`;
    const first = await startLocalBackend(dataDir, { command: 'vitest' });
    const db = await first.db();
    for (let i = 0; i < 3; i++)
      await db.query("insert into public.contact_messages (name, email, message, source_page) values ('Avant', $1, 'Déjà là', '/')", [
        `before-${i}@exemple.fr`,
      ]);
    await first.close();

    const startAt = String(Date.now() + 6_000);
    const runs = Array.from({ length: 4 }, () => contender('server', dataDir, { START_AT: startAt, HOLD_MS: 'forever' }));
    const outcomes = await Promise.all(runs.map((run) => run.printed));
    const owners = outcomes.filter((outcome) => outcome.result === 'owner');
    expect(owners).toHaveLength(1);
    runs.find((run) => run.child.pid === owners[0]!.pid)?.child.kill('SIGTERM');
    expect(outcomes.filter((outcome) => outcome.result === 'busy').every((outcome) => outcome.holder?.pid === owners[0]!.pid)).toBe(true);
    await Promise.all(runs.map((run) => run.exited));

    const after = await startLocalBackend(dataDir, { command: 'vitest' });
    const rows = await listMessages(await after.db());
    await after.close();
    expect(rows.map((row) => row.email).sort()).toEqual([
      'before-0@exemple.fr',
      'before-1@exemple.fr',
      'before-2@exemple.fr',
      `owner-${owners[0]!.pid}@exemple.fr`,
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(4);
  });

  test('npm run messages refuses a folder another process holds, and names it', { timeout: 240_000 }, async () => {
    const dataDir = `${root}/listing`;
    mkdirSync(`${dataDir}/pgdata`, { recursive: true });
    const run = contender('lock', dataDir, { HOLD_MS: 'forever' });
    const owner = await run.printed;
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/messages.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ECLOSION_DATA_DIR: dataDir },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    run.child.kill('SIGKILL');
    await run.exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${owner.pid} (test contender`);
  });
});

describe('permissions of the data folder', () => {
  test('with umask 000 the folder is created 0700 and the socket 0600', { timeout: 240_000 }, async () => {
    const dataDir = `${root}/umask`;
    const run = contender('server', dataDir, { HOLD_MS: '3000' }, 'umask 000 && ');
    expect((await run.printed).result).toBe('owner');
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(socketPath(dataDir))).toBe(0o600);
    await run.exited;
  });

  test('an existing folder open to others is tightened at start, with a line saying so', { timeout: 240_000 }, async () => {
    const dataDir = `${root}/umask`;
    chmodSync(dataDir, 0o777);
    const run = contender('server', dataDir, { HOLD_MS: '0' });
    expect((await run.printed).result).toBe('owner');
    const { stdout } = await run.exited;
    expect(stdout).toContain(`Data folder ${dataDir} was open to other users (mode 0777); restricted to its owner (0700).`);
    expect(mode(dataDir)).toBe(0o700);
    const wal = `${dataDir}/pgdata/pg_wal`;
    expect(existsSync(wal)).toBe(true);
    for (const file of readdirSync(wal)) expect(mode(`${wal}/${file}`) & 0o077, file).toBe(0);
  });
});
