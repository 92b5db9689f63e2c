import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { MigrationTarget, SqlRunner } from '../../scripts/server/database.ts';

// A private PostgreSQL 15 cluster (Debian's postgresql-15 and
// postgresql-15-cron, installed by .ci/run) for the database tests: its own
// data folder and socket in /dev/shm, no TCP port, pg_cron preloaded as on
// Supabase. PostgreSQL refuses to run as root, so under root (CI) it runs as
// the `postgres` user that the Debian package creates.

const bin = '/usr/lib/postgresql/15/bin';
const port = 5432;

export interface Postgres15 {
  /** A connection as the superuser `postgres`, shaped like PGlite for applyMigrations. */
  db: MigrationTarget & { close(): Promise<void> };
  /** Another connection, for two transactions at once (a race). */
  connect(): Promise<MigrationTarget & { close(): Promise<void> }>;
  stop(): Promise<void>;
}

function run(command: string, args: string[], asPostgres: boolean): void {
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`);
  }
}

function wrap(client: pg.Client): SqlRunner {
  return {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as T[] }),
  };
}

export async function startPostgres15(): Promise<Postgres15> {
  if (!existsSync(join(bin, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (${bin}/initdb): apt-get install postgresql-15 postgresql-15-cron (.ci/run does it).`);
  }
  const asPostgres = process.getuid?.() === 0;
  const root = mkdtempSync('/dev/shm/eclosion-pg15-');
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  mkdirSync(socketDir);
  if (asPostgres) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (owner.status !== 0) throw new Error('Running as root, the tests need the `postgres` user that postgresql-15 creates.');
    chmodSync(root, 0o755);
    for (const path of [root, socketDir]) chownSync(path, Number(owner.stdout), Number(group.stdout));
  }
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], asPostgres);
  const options = [
    `-c port=${port}`,
    "-c listen_addresses=''",
    `-c unix_socket_directories=${socketDir}`,
    '-c shared_preload_libraries=pg_cron',
    '-c cron.database_name=postgres',
    '-c fsync=off',
  ].join(' ');
  run(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start'], asPostgres);
  const stopServer = () => {
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], asPostgres);
    rmSync(root, { recursive: true, force: true });
  };
  const client = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    stopServer();
    throw error;
  }
  const db = withTransactions(client);
  return {
    db,
    async connect() {
      const other = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
      await other.connect();
      return withTransactions(other);
    },
    async stop() {
      await client.end().catch(() => undefined);
      stopServer();
    },
  };
}

function withTransactions(client: pg.Client): MigrationTarget & { close(): Promise<void> } {
  const runner = wrap(client);
  return {
    ...runner,
    async transaction<T>(task: (tx: SqlRunner) => Promise<T>): Promise<T> {
      await client.query('begin');
      try {
        const result = await task(runner);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: () => client.end(),
  };
}
