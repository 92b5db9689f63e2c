import './production.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatContentErrors } from '../src/site/content-errors.ts';
import { findLegalPlaceholders, formatLegalPlaceholders } from '../src/legal/legal-identity.ts';
import { islands } from '../src/islands/registry.ts';
import { pages as pageModules } from '../src/site/routes.ts';
import { renderAtomFeed } from '../src/blog/feed.ts';
import { renderRobots, renderSitemap } from '../src/seo/sitemap.ts';
import { absoluteUrl } from '../src/seo/urls.ts';
import { bundleAssetsCached } from './bundle-cache.ts';
import { createNullCache, hashKey, openCache, readCacheVersion } from './cache.ts';
import { prepareImages } from './images.ts';
import { collectImageRefs } from '../src/images/image-refs.ts';
import { demoShareCards } from '../src/previews/preview-images.ts';
import { readConfig } from './config.ts';
import { renderNginxConfig, renderRedirectsFile } from './host-files.ts';
import { renderShareImages, shareCards } from './share-images.ts';
import { headerRules, notFoundFolders, renderHeadersFile } from './http-policy.ts';
import { createLinker } from './link.ts';
import { loadContent } from './load.ts';
import { createCachedMarkdown, createCheckedData, startArticleParse, watchBodyReads } from './validate-cache.ts';
import { renderSite } from './render.ts';
import { createPageMemo, type KnownHashes } from './render-cache.ts';
import { formatReport } from './report.ts';
import { createCachedGzipSize } from './report-cache.ts';
import { validateContent } from './validate.ts';
import { writeSite, type FileContent } from './write.ts';

// Wires the stages and times them: load → validate → render → bundle → link and write.

// The project is the working directory (npm runs scripts there); --site names
// another folder whose content/ to build (tests and benchmarks).
const projectRoot = process.cwd();
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: join(projectRoot, 'dist') },
    // The nginx configuration; deploy/nginx.conf beside the output folder by default.
    nginx: { type: 'string' },
    site: { type: 'string', default: projectRoot },
    profile: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    // Going live: placeholders in the legal identity are errors, not warnings.
    production: { type: 'boolean', default: false },
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

/**
 * Stops a build that must not write anything. esbuild's service is let
 * finish first (it waits for the islands in use: here its own guess), since
 * exiting under it makes it print a crash report after our messages.
 */
async function stopBuild(): Promise<never> {
  islandsInUse(Object.keys(islands));
  await bundling.catch(() => {});
  process.exit(1);
}

// run.mjs compiles the article parser for a worker thread and says where.
const parseWorker = (globalThis as { eclosionParseWorker?: URL }).eclosionParseWorker;
// The articles the cache does not know start parsing on the worker as soon
// as they are read (loadContent hands them over before it returns), while
// the other content files load; this thread takes its share in the
// validate stage.
let articleParse!: ReturnType<typeof startArticleParse>;
const raw = await stage('load', () => loadContent(resolve(args.site), cache, (articles) => (articleParse = startArticleParse(articles, parseWorker, cache))));
const { validated, knownHashes } = await stage('validate', async () => {
  const parsed = await articleParse.finish();
  const knownHashes: KnownHashes = {
    parts: { articles: parsed.fingerprints.articles },
    values: parsed.identities,
    deep: { hash: parsed.fingerprints.bodies, watch: watchBodyReads },
  };
  return { validated: validateContent(raw, parsed, createCachedMarkdown(cache), createCheckedData(cache)), knownHashes };
});
if (!validated.ok) console.error(formatContentErrors(validated.errors));
const content = validated.ok ? validated.content : await stopBuild();
const legalPlaceholders = findLegalPlaceholders(content.site);
if (legalPlaceholders.length > 0) {
  console.error(formatLegalPlaceholders(legalPlaceholders, args.production));
  if (args.production) await stopBuild();
}
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
// A page's body depends on the images it shows too: their manifest is part of every key.
const pageMemo = caching
  ? createPageMemo(cache, content, `${buildDate.slice(0, 4)} ${hashKey(JSON.stringify([...images.manifest]))}`, knownHashes)
  : undefined;
const rendered = await stage('render', () => renderSite(content, pageModules, buildDate, { images: images.manifest, memo: pageMemo }));
islandsInUse([...new Set(rendered.flatMap((page) => page.islands))]);
const shareImages = await stage('share', () =>
  renderShareImages(shareCards(content.articles, demoShareCards(content)), {
    brand: content.site.brand,
    host: new URL(content.site.origin).host,
    publicDir: join(projectRoot, 'public'),
    cacheDir: join(projectRoot, 'node_modules/.cache/eclosion/share-images'),
    keys: cache,
  }),
);
const bundle = await stage('bundle', () => bundling);

// Pages are linked as they are written: the linked copies, with their
// stylesheets inlined, are the bulk of the output and never all in memory.
const styleHashes = new Set<string>();
const policy = () => ({ styleHashes: [...styleHashes], supabaseUrl: config.supabaseUrl, analytics: !!config.gaId });
const missingPages = notFoundFolders(rendered.map((page) => page.file));
function* outputFiles(): Generator<readonly [string, FileContent]> {
  // Copies first: they go on on other threads while the pages are written.
  for (const [path, file] of shareImages) yield [path, { copyOf: file }];
  for (const [url, file] of images.files) yield [url.slice(1), { copyOf: file }];
  const linkPage = createLinker(bundle, styleHashes);
  for (const page of rendered) yield [page.file, linkPage(page)];
  // After the pages: the policy lists the hashes of their inline styles.
  yield ['_headers', renderHeadersFile(headerRules(policy()))];
  yield ['_redirects', renderRedirectsFile(missingPages)];
  for (const [url, data] of bundle.files) yield [url.slice(1), data];
  yield ['sitemap.xml', renderSitemap(rendered.flatMap((page) => (page.sitemap ? [page.sitemap] : [])))];
  yield ['robots.txt', renderRobots(absoluteUrl(content.site, '/sitemap.xml'))];
  yield ['blog/feed.xml', renderAtomFeed(content.site, content.articles, buildDate)];
}
await stage('write', () => writeSite(resolve(args.out), join(projectRoot, 'public'), outputFiles(), images.sources));
const nginxFile = resolve(args.nginx ?? join(dirname(resolve(args.out)), 'deploy/nginx.conf'));
mkdirSync(dirname(nginxFile), { recursive: true });
writeFileSync(
  nginxFile,
  renderNginxConfig({ root: resolve(args.out), rules: headerRules(policy()), notFoundFolders: missingPages, serverName: new URL(content.site.origin).hostname }),
);

// The report first: the gzip sizes it measures are kept in the cache too.
const report = args.quiet ? undefined : await stage('report', () => formatReport(rendered, bundle, createCachedGzipSize(cache)));
await stage('cache', () => cache.save());
if (report !== undefined) console.log(report);
const total = performance.now() - started;
if (args.profile) {
  // performance.now() counts from the process's start: what came before the first stage.
  console.log(`  start-up ${started.toFixed(0).padStart(6)} ms  (Node, then the generator's code loaded)`);
  for (const [name, ms, cpu] of timings) console.log(`  ${name.padEnd(9)} ${ms.toFixed(0).padStart(6)} ms  cpu ${cpu.toFixed(0).padStart(6)} ms`);
  const usage = process.resourceUsage();
  console.log(`  cpu time ${((usage.userCPUTime + usage.systemCPUTime) / 1000).toFixed(0)} ms (process, including start-up)`);
  console.log(`  cache    ${cache.stats.hits} entries reused, ${cache.stats.added} added`);
  console.log(`  peak memory ${Math.round(usage.maxRSS / 1024)} MB`);
  console.log(`  images   ${images.encoded} encoded, ${images.cached} from the cache`);
}
console.log(`Built ${rendered.length} pages into ${args.out} in ${total.toFixed(0)} ms.`);
