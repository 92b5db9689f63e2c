import './production.ts';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatContentErrors } from '../src/site/content-errors.ts';
import { islands } from '../src/islands/registry.ts';
import { pages as pageModules } from '../src/site/routes.ts';
import { renderAtomFeed } from '../src/blog/feed.ts';
import { renderRobots, renderSitemap } from '../src/seo/sitemap.ts';
import { absoluteUrl } from '../src/seo/urls.ts';
import { bundleAssets } from './bundle.ts';
import { prepareImages } from './images.ts';
import { collectImageRefs } from '../src/images/image-refs.ts';
import { readConfig } from './config.ts';
import { createLinker } from './link.ts';
import { loadContent } from './load.ts';
import { parseArticlesInParallel } from './validate-parallel.ts';
import { renderSite } from './render.ts';
import { formatReport, measurePages } from './report.ts';
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
  },
});

const started = performance.now();
const timings: Array<[string, number]> = [];
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  timings.push([name, performance.now() - start]);
  return result;
}

const config = readConfig();
// Stylesheets and the chrome script need no page: esbuild builds them in its
// own process while this one validates and renders. So does the islands'
// bundle, on the guess that the pages place every island (the real site
// does); if they place fewer, it is built again once they have said which.
let islandsInUse: (names: string[]) => void = () => {};
const bundling = bundleAssets({
  root: projectRoot,
  islands: new Promise<string[]>((resolve) => (islandsInUse = resolve)),
  likelyIslands: Object.keys(islands),
  styles: [...new Set(pageModules.flatMap((page) => page.styles ?? []))],
  config,
});
bundling.catch(() => {}); // reported where it is awaited, below

const raw = await stage('load', () => loadContent(resolve(args.site)));
// run.mjs compiles the article parser for a worker thread and says where.
const parseWorker = (globalThis as { eclosionParseWorker?: URL }).eclosionParseWorker;
const validated = await stage('validate', async () => validateContent(raw, await parseArticlesInParallel(raw.articles, parseWorker)));
if (!validated.ok) {
  console.error(formatContentErrors(validated.errors));
  process.exit(1);
}
const content = validated.content;
if (config.siteUrl) content.site.origin = config.siteUrl.replace(/\/+$/, '');

// Images: every one the content and the components place, encoded once and
// cached in node_modules/.cache (a warm build encodes nothing).
const siteRoot = resolve(args.site);
const images = await stage('images', () =>
  prepareImages(collectImageRefs(content), {
    publicDirs: [...new Set([join(siteRoot, 'public'), join(projectRoot, 'public')])],
    cacheDir: join(projectRoot, 'node_modules/.cache/eclosion/images'),
  }),
);
if (images.errors.length > 0) {
  console.error(formatContentErrors(images.errors));
  process.exit(1);
}

const buildDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const rendered = await stage('render', () => renderSite(content, pageModules, buildDate, images.manifest));
islandsInUse([...new Set(rendered.flatMap((page) => page.islands))]);
// The report's gzip sizes: for a large site, half start on a worker now.
const measuring = args.quiet ? undefined : measurePages(rendered);
const bundle = await stage('bundle', () => bundling);

// Pages are linked as they are written: the linked copies, with their
// stylesheets inlined, are the bulk of the output and never all in memory.
function* outputFiles(): Generator<readonly [string, FileContent]> {
  const linkPage = createLinker(bundle);
  for (const page of rendered) yield [page.file, linkPage(page)];
  for (const [url, data] of bundle.files) yield [url.slice(1), data];
  for (const [url, data] of images.files) yield [url.slice(1), data];
  yield ['sitemap.xml', renderSitemap(rendered.flatMap((page) => (page.sitemap ? [page.sitemap] : [])))];
  yield ['robots.txt', renderRobots(absoluteUrl(content.site, '/sitemap.xml'))];
  yield ['blog/feed.xml', renderAtomFeed(content.site, content.articles, buildDate)];
}
await stage('write', () => writeSite(resolve(args.out), join(projectRoot, 'public'), outputFiles(), images.sources));

if (measuring) console.log(await stage('report', async () => formatReport(rendered, await measuring.sizes(), bundle)));
const total = performance.now() - started;
if (args.profile) {
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(9)} ${ms.toFixed(0).padStart(6)} ms`);
  const usage = process.resourceUsage();
  console.log(`  cpu time ${((usage.userCPUTime + usage.systemCPUTime) / 1000).toFixed(0)} ms (process, including start-up)`);
  console.log(`  peak memory ${Math.round(usage.maxRSS / 1024)} MB`);
  console.log(`  images   ${images.encoded} encoded, ${images.cached} from the cache`);
}
console.log(`Built ${rendered.length} pages into ${args.out} in ${total.toFixed(0)} ms.`);
