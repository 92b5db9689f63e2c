import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './server/build-site.ts';

// `npm run bench`: cold builds of the whole site, from the command line, with
// the real content plus N generated articles. Output goes to /dev/shm: this
// machine's disk slows down with every delete-and-recreate of thousands of
// files, which would measure the disk, not the build.

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,1000,4000' },
    runs: { type: 'string', default: '3' },
    root: { type: 'string', default: '/dev/shm/eclosion-bench' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);

function prepare(n: number): string {
  const site = join(values.root, `site-${n}`);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
  const next = random(42);
  for (let i = 1; i <= n; i++) writeFileSync(join(site, 'content/blog', `article-genere-${i}.md`), article(i, next));
  return site;
}

function buildOnce(site: string, out: string) {
  rmSync(out, { recursive: true, force: true });
  const start = performance.now();
  // As `npm run build` runs, report included (one line per page, with gzip
  // sizes); --profile only adds the stage times.
  const child = spawnSync(process.execPath, ['build/run.mjs', '--site', site, '--out', out, '--profile'], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const wall = performance.now() - start;
  if (child.status !== 0) throw new Error(`build failed:\n${child.stderr}`);
  const pages = Number(/Built (\d+) pages/.exec(child.stdout)?.[1]);
  const peak = Number(/peak memory (\d+) MB/.exec(child.stdout)?.[1]);
  const stages = Object.fromEntries([...child.stdout.matchAll(/^\s+(\w+)\s+(\d+) ms$/gm)].map((m) => [m[1]!, Number(m[2])]));
  return { wall, pages, peak, stages };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`Cold builds, whole process, output on ${values.root} (tmpfs), median of ${runs} runs.\n`);

// The compiled generator is kept between builds (build/run.mjs); the first
// build after a code change compiles it. Timed once here, then reused below.
const first = prepare(0);
rmSync(join(projectRoot, 'node_modules/.cache/eclosion'), { recursive: true, force: true });
const compiled = buildOnce(first, join(values.root, 'out-compile'));
console.log(`First build after a code change (compiles the generator, then builds the real site): ${compiled.wall.toFixed(0)} ms.\n`);

console.log('articles  pages   wall ms  ms/page  peak MB  stages (ms)');
for (const n of sizes) {
  const site = prepare(n);
  const results = Array.from({ length: runs }, () => buildOnce(site, join(values.root, `out-${n}`)));
  const wall = median(results.map((r) => r.wall));
  const best = results.find((r) => r.wall === wall)!;
  const stages = Object.entries(best.stages).map(([name, ms]) => `${name} ${ms}`).join(', ');
  console.log(
    `${String(n).padStart(8)}  ${String(best.pages).padStart(5)}  ${wall.toFixed(0).padStart(8)}  ${(wall / best.pages).toFixed(2).padStart(7)}  ${String(median(results.map((r) => r.peak))).padStart(7)}  ${stages}`,
  );
}
if (!process.env.BENCH_KEEP) rmSync(values.root, { recursive: true, force: true });
