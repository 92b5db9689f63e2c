import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from './chromium.ts';

// The first step of `npm test`: the programs the suite drives that npm does
// not install. Missing ones are installed from Debian's packages when this
// runs as root with apt-get; otherwise the suite stops at once with the one
// command to run, instead of a hundred failing tests.

export interface SystemTool {
  /** What it is for, in the owner's words. */
  what: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  isPresent: () => boolean;
}

const onPath = (command: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));

const systemTools: SystemTool[] = [
  {
    what: 'Chromium headless shell (browser tests)',
    debianPackage: 'chromium-headless-shell',
    isPresent: () => existsSync(process.env.CHROMIUM_PATH ?? chromiumPath),
  },
  { what: 'Java (HTML checker)', debianPackage: 'default-jre-headless', isPresent: () => onPath('java') },
  { what: 'PostgreSQL 15 (database tests)', debianPackage: 'postgresql-15', isPresent: () => existsSync('/usr/lib/postgresql/15/bin/initdb') },
  { what: 'pg_cron for PostgreSQL 15', debianPackage: 'postgresql-15-cron', isPresent: () => existsSync('/usr/share/postgresql/15/extension/pg_cron.control') },
  { what: 'nginx (the generated server configuration)', debianPackage: 'nginx', isPresent: () => existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') },
  { what: 'openssl (a throwaway certificate for nginx)', debianPackage: 'openssl', isPresent: () => onPath('openssl') },
  {
    what: "Liberation fonts (Arial's and Times's sizes, on which the font fallbacks are measured)",
    debianPackage: 'fonts-liberation',
    isPresent: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'),
  },
];

export type Plan = { action: 'none' } | { action: 'install'; packages: string[] } | { action: 'stop'; message: string };

/** What to do about the tools that are missing. */
export function planFor(missing: SystemTool[], machine: { isRoot: boolean; hasAptGet: boolean }): Plan {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.map((tool) => tool.debianPackage);
  if (machine.isRoot && machine.hasAptGet) return { action: 'install', packages };
  const list = missing.map((tool) => `  - ${tool.what}`).join('\n');
  const command = machine.hasAptGet
    ? `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`
    : `install the equivalent of these Debian packages: ${packages.join(' ')}`;
  return { action: 'stop', message: `The tests need programs that are not installed:\n${list}\nTo install them, run:\n  ${command}\nthen run npm test again.` };
}

function main(): number {
  const missing = systemTools.filter((tool) => !tool.isPresent());
  const plan = planFor(missing, { isRoot: process.getuid?.() === 0, hasAptGet: onPath('apt-get') });
  if (plan.action === 'none') return 0;
  if (plan.action === 'stop') {
    console.error(plan.message);
    return 1;
  }
  console.error(`Installing from Debian: ${plan.packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args[0]} failed; install these packages yourself: ${plan.packages.join(' ')}`);
      return 1;
    }
  }
  const still = systemTools.filter((tool) => !tool.isPresent());
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((tool) => tool.what).join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
