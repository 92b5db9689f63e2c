import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the generator (build/run.mjs) in a child process (fresh module cache each time); resolves to its success. */
export function buildSite(args: string[] = []): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build/run.mjs', ...args], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}
