import { spawn } from 'node:child_process';

// The checks before the tests, side by side: the type check and the linters
// each keep one core busy, so on two cores both lanes take the time of the
// longer (about 25 s here, against 40 s one after the other). Each lane's
// output is printed whole once it ends, so the two never interleave; the
// run fails if either does.

const lanes = [
  ['npx', 'tsc', '--noEmit'],
  ['npm', 'run', '--silent', 'lint'],
];

const results = await Promise.all(
  lanes.map(
    ([command, ...args]) =>
      new Promise<{ line: string; code: number | null; output: string }>((resolve) => {
        const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk));
        child.on('close', (code) => resolve({ line: [command, ...args].join(' '), code, output }));
      }),
  ),
);

for (const { line, code, output } of results) {
  process.stdout.write(`> ${line}\n${output}`);
  if (code !== 0) process.stdout.write(`${line} failed (exit code ${code})\n`);
}
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
