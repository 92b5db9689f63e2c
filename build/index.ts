import './production.ts';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatContentErrors } from '../src/site/content-errors.ts';
import { islands } from '../src/islands/registry.ts';
import { pages as pageModules } from '../src/site/routes.ts';
import { renderAtomFeed } from '../src/blog/feed.ts';
import { renderRobots, renderSitemap } from '../src/seo/sitemap.ts';
import { absoluteUrl } from '../src/seo/urls.ts';
import { bundleAssetsCached } from './bundle-cache.ts';
import { createNullCache, openCache, readCacheVersion } from './cache.ts';
import { readConfig } from './config.ts';
import { createLinker } from './link.ts';
import { loadContent } from './load.ts';
import { createCachedMarkdown, parseArticlesCached } from './validate-cache.ts';
import { renderSite } from './render.ts';
import { createPageMemo } from './render-cache.ts';
import { formatReport } from './report.ts';
import { validateContent } from './validate.ts';
import { writeSite, type FileContent } from './write.ts';

// Wires the stages and times them: load → validate → render → bundle → link and write.

// The project is the working directory (npm runs scripts there); --site names
// another folder whose content/ to build (tests and benchmarks).
const projectRoot = process.cwd();
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: join(projectRoot, 'dist') },
    site: { type: 'string', default: projectRoot },
    profile: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    // Ignore node_modules/.cache/eclosion/content.pack: neither read nor written.
    'no-cache': { type: 'boolean', default: false },
  },
});

const started = performance.now();
// Wall time and this process's CPU time (all its threads) of each stage: on
// a busy machine the second says what the stage costs.
const timings: Array<[string, number, number]> = [];
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  timings.push([name, performance.now() - start, (used.user + used.system) / 1000]);
  return result;
}

// Parsed articles, rendered pages and the bundle from earlier builds, for this version of
// the generator (run.mjs says which; uncompiled under tsx, nothing is cached).
const cacheVersion = readCacheVersion(projectRoot, (globalThis as { eclosionGeneratorKey?: string }).eclosionGeneratorKey);
const caching = !args['no-cache'] && cacheVersion !== undefined;
const cache = caching ? openCache(join(resolve(args.site), 'node_modules/.cache/eclosion/content.pack'), cacheVersion!) : createNullCache();

const config = readConfig();
// Stylesheets and the chrome script need no page: esbuild builds them in its
// own process while this one validates and renders. So does the islands'
// bundle, on the guess that the pages place every island (the real site
// does); if they place fewer, it is built again once they have said which.
let islandsInUse: (names: string[]) => void = () => {};
const bundling = bundleAssetsCached(
  {
    root: projectRoot,
    islands: new Promise<string[]>((resolve) => (islandsInUse = resolve)),
    likelyIslands: Object.keys(islands),
    styles: [...new Set(pageModules.flatMap((page) => page.styles ?? []))],
    config,
  },
  cache,
);
bundling.catch(() => {}); // reported where it is awaited, below

const raw = await stage('load', () => loadContent(resolve(args.site)));
// run.mjs compiles the article parser for a worker thread and says where.
const parseWorker = (globalThis as { eclosionParseWorker?: URL }).eclosionParseWorker;
const validated = await stage('validate', async () =>
  validateContent(raw, await parseArticlesCached(raw.articles, parseWorker, cache), createCachedMarkdown(cache)),
);
if (!validated.ok) {
  console.error(formatContentErrors(validated.errors));
  process.exit(1);
}
const content = validated.content;
if (config.siteUrl) content.site.origin = config.siteUrl.replace(/\/+$/, '');

const buildDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const rendered = await stage('render', () =>
  renderSite(content, pageModules, buildDate, caching ? createPageMemo(cache, content, buildDate.slice(0, 4)) : undefined),
);
islandsInUse([...new Set(rendered.flatMap((page) => page.islands))]);
const bundle = await stage('bundle', () => bundling);

// Pages are linked as they are written: the linked copies, with their
// stylesheets inlined, are the bulk of the output and never all in memory.
function* outputFiles(): Generator<readonly [string, FileContent]> {
  const linkPage = createLinker(bundle);
  for (const page of rendered) yield [page.file, linkPage(page)];
  for (const [url, data] of bundle.files) yield [url.slice(1), data];
  yield ['sitemap.xml', renderSitemap(rendered.flatMap((page) => (page.sitemap ? [page.sitemap] : [])))];
  yield ['robots.txt', renderRobots(absoluteUrl(content.site, '/sitemap.xml'))];
  yield ['blog/feed.xml', renderAtomFeed(content.site, content.articles, buildDate)];
}
await stage('write', () => writeSite(resolve(args.out), join(projectRoot, 'public'), outputFiles()));

await stage('cache', () => cache.save());
if (!args.quiet) console.log(await stage('report', () => formatReport(rendered, bundle)));
const total = performance.now() - started;
if (args.profile) {
  for (const [name, ms, cpu] of timings) console.log(`  ${name.padEnd(9)} ${ms.toFixed(0).padStart(6)} ms  cpu ${cpu.toFixed(0).padStart(6)} ms`);
  const usage = process.resourceUsage();
  console.log(`  cpu time ${((usage.userCPUTime + usage.systemCPUTime) / 1000).toFixed(0)} ms (process, including start-up)`);
  console.log(`  cache    ${cache.stats.hits} entries reused, ${cache.stats.added} added`);
  console.log(`  peak memory ${Math.round(usage.maxRSS / 1024)} MB`);
}
console.log(`Built ${rendered.length} pages into ${args.out} in ${total.toFixed(0)} ms.`);
