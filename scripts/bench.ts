import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { copyProject, writeCorpus } from './bench-corpus.ts';
import { copyArticles, installEleventy, writeEleventyProject } from './bench-eleventy.ts';
import { projectRoot } from './project-root.ts';
import { freePort } from './server/listen.ts';

// `npm run bench`: what the owner waits for.
//   1. The real site, built in this process with the generator loaded: a
//      fresh clone's first build (images encoded, share cards drawn), a
//      build from scratch, then warm builds (cache filled).
//   2. The dev loop: `npm run dev` on a copy of the project, from the save
//      of a file to the reload event the open tabs get.
//   3. Blogs of N generated articles, one build per process (its peak
//      memory its own): cold (no build cache) and warm (one article edited);
//      with --eleventy, Eleventy 3 on the same articles, run in turn with
//      ours so that the machine's load hits both alike, ratios taken run by
//      run, then the median.
// With --phone, instead: the demos on a mid-range phone, each island's time
// from seen to hydrated and the main gestures' INP (bench-phone.ts), the CPU
// calibrated before each page to Lighthouse's mid-tier phone, or slowed by
// a fixed rate with --cpu-slowdown N; --pages /,/produit/ for those pages only.
// Everything is written under --root, on /dev/shm by default: this machine's
// disk slows down with every delete-and-recreate of thousands of files.

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,4000' },
    runs: { type: 'string', default: '3' },
    root: { type: 'string', default: '/dev/shm/eclosion-bench' },
    eleventy: { type: 'boolean', default: false },
    phone: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string', default: 'auto' },
    pages: { type: 'string', default: '' },
  },
});
const sizes = values.sizes.split(',').filter(Boolean).map(Number);
const runs = Number(values.runs);
const root = values.root;
const cpu = values['cpu-slowdown'] === 'auto' ? 'auto' : Number(values['cpu-slowdown']);
if (cpu !== 'auto' && !(cpu >= 1)) throw new Error(`--cpu-slowdown: 'auto' or a rate of 1 or more, not '${values['cpu-slowdown']}'`);

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const ms = (value: number) => value.toFixed(0).padStart(7);
const range = (list: number[]) => `${median(list).toFixed(0)} ms (${Math.min(...list).toFixed(0)} to ${Math.max(...list).toFixed(0)})`;

/**
 * This machine's speed at the moment: the same 200 000 numbers sorted, median
 * of seven. A shared machine's speed changes by half or more within an hour
 * (and every timing with it; the phone's CPU is calibrated to it page by
 * page, but not its memory or its other processes): compare two benchmark
 * runs only when their checks read alike.
 */
function machineCheck(when: string): void {
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    let seed = 1;
    const numbers = Array.from({ length: 200_000 }, () => (seed = (seed * 16807) % 2147483647));
    const started = performance.now();
    numbers.sort((a, b) => a - b);
    times.push(performance.now() - started);
  }
  console.log(`Machine check (${when}): 200 000 numbers sorted in ${median(times).toFixed(0)} ms; compare runs whose checks read alike.\n`);
}

rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
machineCheck('start');

// --phone: the demos on a mid-range phone (scripts/bench-phone.ts), alone.
if (values.phone) {
  process.env.NODE_ENV ??= 'production';
  const { build } = await import('../build/build.ts');
  const out = join(root, 'out-phone');
  const result = await build({ out, config: {} });
  if (!result.ok) throw new Error(result.message);
  await (await import('./bench-phone.ts')).benchPhone(out, runs, cpu, values.pages.split(',').filter(Boolean));
  console.log();
  machineCheck('end');
  rmSync(root, { recursive: true, force: true });
  process.exit(0);
}

// 1. The real site, in this process.
{
  process.env.NODE_ENV ??= 'production';
  const { build } = await import('../build/build.ts');
  const site = join(root, 'site-real');
  writeCorpus(projectRoot, site, 0);
  const timed = async (cache: boolean) => {
    const started = performance.now();
    const result = await build({ site, out: join(root, 'out-real'), config: {}, cache });
    if (!result.ok) throw new Error(result.message);
    return performance.now() - started;
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < 5; run++) cold.push(await timed(false));
  await timed(true);
  for (let run = 0; run < 7; run++) warm.push(await timed(true));
  // A fresh clone's first build: nothing cached, every image encoded and
  // every share card drawn, in a copy of the project (this one's caches stay).
  const first: number[] = [];
  const clone = join(root, 'first-build');
  for (let run = 0; run < runs; run++) {
    copyProject(projectRoot, clone, { media: false });
    const started = performance.now();
    const result = await build({ root: clone, out: join(clone, 'dist'), config: {} });
    if (!result.ok) throw new Error(result.message);
    first.push(performance.now() - started);
  }
  rmSync(clone, { recursive: true, force: true });
  console.log('Real site, in-process (generator loaded):');
  console.log(`  first build (nothing cached) ${range(first)}`);
  console.log(`  from scratch (--no-cache)    ${range(cold)}`);
  console.log(`  warm                         ${range(warm)}\n`);
}

// 2. The dev loop.
{
  const copy = join(root, 'project');
  copyProject(projectRoot, copy);
  const port = await freePort();
  const dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ECLOSION_DATA_DIR: join(copy, '.data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  dev.stdout.on('data', (chunk) => (log += chunk));
  dev.stderr.on('data', (chunk) => (log += chunk));
  // Started, and its local database ready (its first start creates it, a few seconds of CPU).
  await until(
    () => log.includes('Développement :') && log.includes('Base locale'),
    120_000,
    () => log,
  );
  const reloads: number[] = [];
  await new Promise<void>((resolve, reject) => {
    get(`http://127.0.0.1:${port}/__reload`, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (chunk.includes('event: reload')) reloads.push(performance.now());
      });
      resolve();
    }).on('error', reject);
  });
  const edits: Array<[string, string, (n: number) => string]> = [
    ['a content file', 'content/faq.ts', (n) => `\n// Modification ${n}.\n`],
    // Whichever article comes first: the blog is the owner's.
    [
      'an article',
      `content/blog/${
        readdirSync(join(copy, 'content/blog'))
          .filter((name) => name.endsWith('.md'))
          .sort()[0]
      }`,
      (n) => `\nUne phrase ajoutée pour la mesure numéro ${n}.\n`,
    ],
    ['a page component', 'src/about/about.page.tsx', (n) => `\n// Modification ${n}.\n`],
    ['an island', 'src/demos/produit/ShopCart.island.tsx', (n) => `\n// Modification ${n}.\n`],
  ];
  console.log('Dev loop (npm run dev): from the save to the reload event, 5 saves each (the build alone, as it prints it):');
  const builds = () => [...log.matchAll(/Built \d+ pages in (\d+) ms/g)].map((match) => Number(match[1]));
  for (const [what, file, text] of edits) {
    const times: number[] = [];
    const before = builds().length;
    for (let n = 1; n <= 5; n++) {
      const seen = reloads.length;
      const saved = performance.now();
      appendFileSync(join(copy, file), text(n));
      await until(
        () => reloads.length > seen,
        30_000,
        () => log,
      );
      times.push(reloads[seen]! - saved);
      // Let the watcher settle before the next save.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    console.log(`  ${what.padEnd(17)} ${range(times)}   build ${range(builds().slice(before))}`);
  }
  dev.kill('SIGINT');
  console.log();
}

// 3. Blogs of generated articles, one build per process.
interface Run {
  wall: number;
  ms: number;
  pages: number;
  peak: number;
  stages: Record<string, number>;
}

function buildOurs(site: string, out: string): Run {
  rmSync(out, { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-build.ts', JSON.stringify({ site, out })], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - started;
  if (child.status !== 0) throw new Error(`Our build of ${site} failed:\n${child.stdout}\n${child.stderr}`);
  return { wall, ...(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Omit<Run, 'wall'>) };
}

// Prints a child's peak memory on exit: Eleventy has no such option.
const peakProbe = join(root, 'peak.cjs');
writeFileSync(peakProbe, "process.on('exit', () => process.stderr.write(`\\npeak-rss ${process.resourceUsage().maxRSS}\\n`));\n");

function buildEleventy(cli: string, project: string, out: string): Run {
  rmSync(out, { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--require', peakProbe, cli, '--input=src', `--output=${out}`], {
    cwd: project,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - started;
  if (child.status !== 0) throw new Error(`Eleventy failed:\n${child.stdout}\n${child.stderr}`);
  const peak = Math.round(Number(/peak-rss (\d+)/.exec(child.stderr)?.[1]) / 1024);
  return { wall, ms: wall, pages: Number(/Wrote (\d+) files/.exec(child.stdout)?.[1]), peak, stages: {} };
}

/** Changes one article, as an owner does between two builds. */
function editArticle(site: string, run: number): void {
  appendFileSync(join(site, 'content/blog/article-genere-1.md'), `\nUne phrase ajoutée pour la mesure numéro ${run}.\n`);
}

const eleventyCli = values.eleventy ? installEleventy(join(root, 'eleventy-install')) : undefined;
if (sizes.length > 0) {
  console.log(`Blogs of generated articles, one build per process, median of ${runs} runs.`);
  console.log('cold: no build cache; warm: cache filled by the previous build, then one article edited.');
  console.log('process: the whole command, Node started; build: the build() call within it.\n');
}
const rows: string[] = [];
const details: string[] = [];
for (const n of sizes) {
  const site = join(root, `site-${n}`);
  writeCorpus(projectRoot, site, n);
  const project = join(root, `eleventy-${n}`);
  if (eleventyCli) writeEleventyProject(site, project);
  const cold: Run[] = [];
  const warm: Run[] = [];
  const eleventy: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    // Alternate who goes first, so that neither always meets the same load.
    const ours = () => {
      rmSync(join(site, 'node_modules/.cache'), { recursive: true, force: true });
      cold.push(buildOurs(site, join(root, `out-${n}`)));
      editArticle(site, run);
      warm.push(buildOurs(site, join(root, `out-${n}`)));
    };
    const theirs = () => {
      copyArticles(site, project);
      eleventy.push(buildEleventy(eleventyCli!, project, join(root, `out-11ty-${n}`)));
    };
    if (!eleventyCli) {
      ours();
    } else if (run % 2) {
      ours();
      theirs();
    } else {
      theirs();
      ours();
    }
  }
  const cells = [
    String(n).padStart(8),
    String(cold[0]!.pages).padStart(5),
    ms(median(cold.map((r) => r.wall))),
    ms(median(cold.map((r) => r.ms))),
    String(median(cold.map((r) => r.peak))).padStart(4),
    ms(median(warm.map((r) => r.wall))),
    ms(median(warm.map((r) => r.ms))),
    String(median(warm.map((r) => r.peak))).padStart(4),
  ];
  if (eleventyCli) {
    cells.push(
      ms(median(eleventy.map((r) => r.wall))),
      String(median(eleventy.map((r) => r.peak))).padStart(4),
      median(cold.map((r, i) => r.wall / eleventy[i]!.wall))
        .toFixed(2)
        .padStart(9),
      median(warm.map((r, i) => r.wall / eleventy[i]!.wall))
        .toFixed(2)
        .padStart(9),
    );
  }
  rows.push(cells.join('  '));
  const stages = (list: Run[]) =>
    Object.keys(list[0]!.stages)
      .map((name) => `${name} ${median(list.map((r) => r.stages[name] ?? 0))}`)
      .join(', ');
  details.push(`${String(n).padStart(8)}  cold: ${stages(cold)}\n${' '.repeat(8)}  warm: ${stages(warm)}`);
}
if (rows.length > 0) {
  const header = [
    'articles',
    'pages',
    'cold: process',
    'build',
    'MB',
    'warm: process',
    'build',
    'MB',
    ...(eleventyCli ? ['11ty ms', 'MB', 'cold/11ty', 'warm/11ty'] : []),
  ];
  console.log(`${header.join('  ')}\n${rows.join('\n')}`);
  console.log(`\nCPU time of each stage (ms, median):\n${details.join('\n')}`);
  if (eleventyCli)
    console.log('\nEleventy: its own page count (articles and the blog index); ratios are of the whole commands, ours / Eleventy, run by run, median.');
}
console.log();
machineCheck('end');
if (!process.env.BENCH_KEEP) rmSync(root, { recursive: true, force: true });

async function until(condition: () => boolean, timeout: number, context: () => string): Promise<void> {
  const end = performance.now() + timeout;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`Timed out; the dev server said:\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
