import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// One owner per data folder: PGlite must never be opened by two processes
// at once (two servers started together once stored ids twice and lost
// acknowledged rows). A plain lock file cannot be taken back safely from a
// crashed owner (two newcomers may both judge it stale, and the second
// deletes the first one's fresh lock), so each contender writes its own
// claim, named after its pid, into `lock/`, then lists the claims:
//
// - alone (claims of dead processes are removed, which is safe: a dead
//   process owns nothing) → it marks its claim as the owner's;
// - the owner's claim is there → it withdraws and reports that owner;
// - only other contenders → it withdraws, waits a random moment, retries.
//
// Two owners would need each to have listed before the other's claim
// existed, which cannot be since each writes its claim before listing.
// A process killed with SIGKILL leaves a claim whose pid is dead: the next
// start removes it, so nothing stays stuck.

export interface LockHolder {
  pid: number;
  /** What runs there, for the message (`npm start`, `npm run messages`…). */
  command: string;
  /** ISO date of the claim. */
  since: string;
  /** The process's start time in clock ticks (Linux), to tell a reused pid from the owner. */
  startTicks?: string;
  owner: boolean;
}

export interface DataLock {
  readonly dataDir: string;
  release(): Promise<void>;
}

export class DataFolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} (${holder.command || 'unknown command'}${holder.since ? `, since ${holder.since}` : ''}). ` +
        'Stop that process first, or set ECLOSION_DATA_DIR to another folder.',
    );
    this.name = 'DataFolderBusyError';
  }
}

export const lockDirectory = (dataDir: string) => join(dataDir, 'lock');

const claimPattern = /^(\d+)-([0-9a-f]+)\.claim$/;
const staleTempPattern = /^\.(\d+)-[0-9a-f]+\.tmp$/;

/** Field 22 of /proc/<pid>/stat (Linux only): differs if the pid now belongs to another process. */
function startTicksOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number, startTicks: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (startTicks === undefined) return true;
  const now = startTicksOf(pid);
  return now === undefined || now === startTicks;
}

/** Writes `file` whole or not at all (readers never see half a claim). */
async function writeAtomically(dir: string, file: string, content: string): Promise<void> {
  const temp = join(dir, `.${process.pid}-${randomUUID().replace(/-/g, '').slice(0, 12)}.tmp`);
  await writeFile(temp, content, { mode: 0o600 });
  await rename(temp, join(dir, file));
}

async function readHolder(dir: string, file: string, pid: number): Promise<LockHolder | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as LockHolder;
  } catch {
    return { pid, command: '', since: '', owner: false };
  }
}

/** The claims of live processes other than `mine`; those of dead processes are removed on the way. */
async function otherLiveClaims(dir: string, mine: string): Promise<LockHolder[]> {
  const live: LockHolder[] = [];
  for (const file of await readdir(dir)) {
    const temp = staleTempPattern.exec(file);
    if (temp) {
      if (!isAlive(Number(temp[1]), undefined)) await rm(join(dir, file), { force: true });
      continue;
    }
    const match = claimPattern.exec(file);
    if (!match || file === mine) continue;
    const pid = Number(match[1]);
    const holder = await readHolder(dir, file, pid);
    if (!holder) continue;
    if (isAlive(pid, holder.startTicks)) live.push({ ...holder, pid });
    else await rm(join(dir, file), { force: true });
  }
  return live;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes this process the only owner of `dataDir`, or throws
 * DataFolderBusyError naming the process that owns it. Released by
 * `release()`, and in any case when this process exits.
 */
export async function acquireDataLock(dataDir: string, command = process.argv.slice(1).join(' ')): Promise<DataLock> {
  const dir = lockDirectory(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const mine = `${process.pid}-${randomUUID().replace(/-/g, '').slice(0, 16)}.claim`;
  const claim = (owner: boolean): LockHolder => ({
    pid: process.pid,
    command: command.slice(0, 200),
    since: new Date().toISOString(),
    startTicks: startTicksOf(process.pid),
    owner,
  });
  // Contenders that all arrive together back off at random and try again;
  // giving up takes far longer than any start.
  const deadline = Date.now() + 15_000;
  for (let attempt = 1; ; attempt++) {
    await writeAtomically(dir, mine, JSON.stringify(claim(false)));
    const others = await otherLiveClaims(dir, mine);
    if (others.length === 0) {
      await writeAtomically(dir, mine, JSON.stringify(claim(true)));
      return holdLock(dataDir, join(dir, mine));
    }
    await rm(join(dir, mine), { force: true });
    const owner = others.find((holder) => holder.owner);
    if (owner) throw new DataFolderBusyError(dataDir, owner);
    if (Date.now() > deadline) throw new DataFolderBusyError(dataDir, others[0]!);
    await sleep(10 + Math.random() * 40 * Math.min(attempt, 8));
  }
}

function holdLock(dataDir: string, claimFile: string): DataLock {
  // Ctrl+C, process.exit and uncaught errors all pass by 'exit'; SIGKILL
  // leaves the claim, which the next start sees is dead.
  const removeClaim = () => rmSync(claimFile, { force: true });
  process.once('exit', removeClaim);
  let released = false;
  return {
    dataDir,
    async release() {
      if (released) return;
      released = true;
      process.off('exit', removeClaim);
      await rm(claimFile, { force: true });
    },
  };
}
