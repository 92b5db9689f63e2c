import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCorpus } from './bench-corpus.ts';
import { copyArticles, installEleventy, writeEleventyProject } from './bench-eleventy.ts';
import { projectRoot } from './server/build-site.ts';

// `npm run bench`: builds of the whole site, from the command line, with the
// real content plus N generated articles. For each N: a cold build (no build
// cache) and a warm one (cache filled, one article edited), and with
// --eleventy, Eleventy 3 on the same articles, run in turn with ours so that
// the machine's load hits both alike; ratios are taken run by run, then the
// median. Output goes to /dev/shm: this machine's disk slows down with every
// delete-and-recreate of thousands of files, which would measure the disk,
// not the build.

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,1000,4000' },
    runs: { type: 'string', default: '3' },
    root: { type: 'string', default: '/dev/shm/eclosion-bench' },
    eleventy: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const root = values.root;

// Prints a child's peak memory on exit: Eleventy has no --profile.
const peakProbe = join(root, 'peak.cjs');

interface Run {
  wall: number;
  pages: number;
  peak: number;
  /** CPU time of each stage (ours only). */
  stages: Record<string, number>;
}

function timed(args: string[], cwd: string): { wall: number; stdout: string; peak: number } {
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--require', peakProbe, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const wall = performance.now() - start;
  if (child.status !== 0) throw new Error(`${args.join(' ')} failed:\n${child.stdout}\n${child.stderr}`);
  const peak = Math.round(Number(/peak-rss (\d+)/.exec(child.stderr)?.[1]) / 1024);
  return { wall, stdout: child.stdout, peak };
}

/** As `npm run build` runs, report included; --profile adds the stage times. */
function buildOurs(site: string, out: string): Run {
  rmSync(out, { recursive: true, force: true });
  const { wall, stdout, peak } = timed(['build/run.mjs', '--site', site, '--out', out, '--profile'], projectRoot);
  const pages = Number(/Built (\d+) pages/.exec(stdout)?.[1]);
  const stages = Object.fromEntries([...stdout.matchAll(/^\s+(\w+)\s+\d+ ms\s+cpu\s+(\d+) ms$/gm)].map((m) => [m[1]!, Number(m[2])]));
  return { wall, pages, peak, stages };
}

function buildEleventy(cli: string, project: string, out: string): Run {
  rmSync(out, { recursive: true, force: true });
  const { wall, stdout, peak } = timed([cli, '--input=src', `--output=${out}`], project);
  const pages = Number(/Wrote (\d+) files/.exec(stdout)?.[1]);
  return { wall, pages, peak, stages: {} };
}

/** Changes one article, as an owner does between two builds. */
function editArticle(site: string, n: number, run: number): void {
  const file = join(site, 'content/blog', n > 0 ? 'article-genere-1.md' : 'landing-page-ou-site-vitrine.md');
  appendFileSync(file, `\nUne phrase ajoutée pour la mesure numéro ${run}.\n`);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const ms = (value: number) => value.toFixed(0).padStart(7);
const ratio = (value: number) => value.toFixed(2).padStart(6);

rmSync(root, { recursive: true, force: true });
writeCorpus(projectRoot, join(root, 'site-0'), 0);
writeFileSync(peakProbe, "process.on('exit', () => process.stderr.write(`\\npeak-rss ${process.resourceUsage().maxRSS}\\n`));\n");
const eleventyCli = values.eleventy ? installEleventy(join(root, 'eleventy-install')) : undefined;

console.log(`Builds of the whole site from the command line, output on ${root} (tmpfs), median of ${runs} runs.`);
console.log('cold: no build cache; warm: cache filled by the previous build, then one article edited.\n');

// The compiled generator is kept between builds (build/run.mjs); the first
// build after a code change compiles it. Timed once here, then reused below.
// Only the compiled generator goes: the encoded images and share cards stay,
// as they do for an owner after a code change.
const generatorCache = join(projectRoot, 'node_modules/.cache/eclosion');
for (const entry of existsSync(generatorCache) ? readdirSync(generatorCache) : []) {
  if (entry.startsWith('generator')) rmSync(join(generatorCache, entry), { recursive: true, force: true });
}
const compiled = buildOurs(join(root, 'site-0'), join(root, 'out-compile'));
console.log(`First build after a code change (compiles the generator, then builds the real site): ${compiled.wall.toFixed(0)} ms.\n`);

const header = ['articles', 'pages', 'cold ms', 'MB', 'warm ms', 'MB', ...(eleventyCli ? ['11ty ms', 'MB', 'cold/11ty', 'warm/11ty'] : [])];
const rows: string[] = [];
const details: string[] = [];
for (const n of sizes) {
  const site = join(root, `site-${n}`);
  if (n > 0) writeCorpus(projectRoot, site, n);
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
      editArticle(site, n, run);
      warm.push(buildOurs(site, join(root, `out-${n}`)));
    };
    const theirs = () => {
      copyArticles(site, project);
      eleventy.push(buildEleventy(eleventyCli!, project, join(root, `out-11ty-${n}`)));
    };
    if (!eleventyCli) ours();
    else if (run % 2) (ours(), theirs());
    else (theirs(), ours());
  }
  const cells = [
    String(n).padStart(8),
    String(cold[0]!.pages).padStart(5),
    ms(median(cold.map((r) => r.wall))),
    String(median(cold.map((r) => r.peak))).padStart(4),
    ms(median(warm.map((r) => r.wall))),
    String(median(warm.map((r) => r.peak))).padStart(4),
  ];
  if (eleventyCli) {
    cells.push(
      ms(median(eleventy.map((r) => r.wall))),
      String(median(eleventy.map((r) => r.peak))).padStart(4),
      ratio(median(cold.map((r, i) => r.wall / eleventy[i]!.wall))),
      ratio(median(warm.map((r, i) => r.wall / eleventy[i]!.wall))),
    );
  }
  rows.push(cells.join('  '));
  const stages = (list: Run[]) =>
    Object.keys(list[0]!.stages)
      .map((name) => `${name} ${median(list.map((r) => r.stages[name] ?? 0))}`)
      .join(', ');
  details.push(`${String(n).padStart(8)}  cold: ${stages(cold)}\n${' '.repeat(8)}  warm: ${stages(warm)}`);
  console.log(`${n} articles done.`);
}
console.log(`\n${header.join('  ')}\n${rows.join('\n')}`);
console.log(`\nCPU time of each stage (ms, median):\n${details.join('\n')}`);
if (eleventyCli) console.log('\nEleventy: its own page count (articles and the blog index); ratios are ours / Eleventy, run by run, median.');
if (!process.env.BENCH_KEEP) rmSync(root, { recursive: true, force: true });
