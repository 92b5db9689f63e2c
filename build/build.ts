import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { formatContentErrors, type ContentError } from '../src/site/content-errors.ts';
import { findLegalPlaceholders, formatLegalPlaceholders } from '../src/legal/legal-identity.ts';
import { findPersonPlaceholders, formatPersonPlaceholders } from '../src/about/person-placeholders.ts';
import { findExamples, formatExamples } from '../src/site/examples.ts';
import { islandFiles } from '../src/islands/registry.ts';
import { pages as pageModules } from '../src/site/routes.ts';
import { renderAtomFeed } from '../src/blog/feed.ts';
import { renderRobots, renderSitemap } from '../src/seo/sitemap.ts';
import { absoluteUrl } from '../src/seo/urls.ts';
import { collectImageFiles, collectImageRefs } from '../src/images/image-refs.ts';
import { findDeadLinks } from '../src/site/content-links.ts';
import { findUnknownProjects } from '../src/contact/projects.ts';
import { demoShareCards } from '../src/previews/preview-images.ts';
import { bundleAssets, bundleFromJson, bundleToJson } from './bundle.ts';
import { codeVersion, hashFiles, noCache, openCache } from './cache.ts';
import { findConfigErrors, readConfig, type BuildConfig } from './config.ts';
import { cutFonts, siteCharacters } from './fonts.ts';
import { renderNginxConfig, renderRedirectsFile } from './host-files.ts';
import { hashSource, headerRules, notFoundFolders, renderHeadersFile } from './http-policy.ts';
import { brandStyle } from '../src/seo/brand-style.ts';
import { prepareImages } from './images.ts';
import { stalePreviewWarnings } from './previews.ts';
import { createLinker } from './link.ts';
import { loadContent } from './load.ts';
import { renderPages, type RenderedPage } from './render.ts';
import { createReport } from './report.ts';
import { renderShareImages, shareCards } from './share-images.ts';
import { validateContent } from './validate.ts';
import { updateSite, writeSite, type FileContent } from './write.ts';
import { parisDay } from '../src/text/format.ts';

// The generator: load → validate → images → share → pages (render, link and
// write, page by page), with the bundle made beside them and the fonts cut
// beside the images. Each stage hands
// plain data to the next, here.

export interface BuildOptions {
  /** The project: its src/, public/ and node_modules/. The working directory by default. */
  root?: string;
  /** The folder whose content/ is built (another site's, for tests and benchmarks); `root` by default. */
  site?: string;
  /** The output folder; `<root>/dist` by default. */
  out?: string;
  /** The nginx configuration written; `deploy/nginx.conf` beside the output folder by default. */
  nginx?: string;
  /**
   * Bring the output folder up to date in place, writing only the files
   * that changed (the dev server after an edit); by default a fresh folder
   * is swapped in whole.
   */
  update?: boolean;
  /** Use the build cache (`<site>/node_modules/.cache/eclosion/content/`); true by default. */
  cache?: boolean;
  /** Going live: placeholders left in the legal identity are errors, not warnings. */
  production?: boolean;
  /** Settings; from the environment variables by default (config.ts). */
  config?: BuildConfig;
  /** Also return the weight of each page (the report printed after a build). */
  report?: boolean;
  /** Told how far a long stage is (images encoded, share cards drawn, pages rendered). */
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface BuildResult {
  /** False when content errors stopped the build: nothing was written. */
  ok: boolean;
  /** Every problem of every content file (empty when ok). */
  errors: ContentError[];
  /** Problems that do not stop the build (legal placeholders before going live). */
  warnings: ContentError[];
  /** The errors or warnings as the owner reads them, one line each, in English; empty when there are none. */
  message: string;
  /** The pages written, by path ('/blog/'). */
  pages: string[];
  out: string;
  /** Each stage's wall time and this process's CPU time in it (all threads), in ms. */
  timings: Array<{ stage: string; ms: number; cpu: number }>;
  cache: { hits: number; added: number };
  images: { encoded: number; cached: number };
  report?: string;
}

/**
 * Builds the site. Content errors come back in the result (nothing is
 * written then); anything else, a bug or a component that does not
 * compile, is thrown. Never exits the process.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(options.root ?? process.cwd());
  const site = resolve(options.site ?? root);
  const out = resolve(options.out ?? join(root, 'dist'));
  const config = options.config ?? readConfig();
  const configErrors = findConfigErrors(config);
  if (configErrors.length > 0) {
    const message = [...configErrors, `${configErrors.length} setting error${configErrors.length === 1 ? '' : 's'}; nothing was built.`].join('\n');
    return { ok: false, errors: [], warnings: [], message, pages: [], out, timings: [], cache: { hits: 0, added: 0 }, images: { encoded: 0, cached: 0 } };
  }
  const progress = options.onProgress ?? (() => {});
  const timings: BuildResult['timings'] = [];
  async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const result = await run();
    const used = process.cpuUsage(cpu);
    timings.push({ stage: name, ms: performance.now() - start, cpu: (used.user + used.system) / 1000 });
    return result;
  }
  /** A stage that runs beside the others: its wall time only (its CPU time is theirs too). */
  async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const result = await run();
    timings.push({ stage: name, ms: performance.now() - start, cpu: 0 });
    return result;
  }
  const cache = options.cache === false ? noCache() : openCache(join(site, 'node_modules/.cache/eclosion/content'));
  const result = (fields: Partial<BuildResult>): BuildResult => ({
    ok: false,
    errors: [],
    warnings: [],
    message: '',
    pages: [],
    out,
    timings,
    cache: cache.stats,
    images: { encoded: 0, cached: 0 },
    ...fields,
  });

  // The bundle needs no content: esbuild makes it in its own process while
  // this one loads, checks and renders. It holds every island of the
  // registry; each page loads only the ones it places.
  const bundling = timed('bundle', async () => {
    const input = {
      root,
      islands: islandFiles,
      styles: [...new Set(pageModules.flatMap((page) => page.styles ?? []))].sort(),
      scripts: [...new Set(pageModules.flatMap((page) => page.scripts ?? []))].sort(),
      config,
    };
    // Kept under the hash of the files it was made from (listed by the last
    // bundle made for these settings): an edit elsewhere, a page's
    // component or an article, leaves it as it is.
    const inputsKey = cache.key('bundle inputs', JSON.stringify(input));
    const inputs = cache.get(inputsKey);
    const key = Array.isArray(inputs) && cache.key('bundle', JSON.stringify(input), hashFiles(root, inputs));
    const known = key && bundleFromJson(cache.get(key));
    if (known) return known;
    const made = await bundleAssets(input);
    cache.set(inputsKey, made.inputs, 'the list of files the bundle is made from');
    cache.set(cache.key('bundle', JSON.stringify(input), hashFiles(root, made.inputs)), bundleToJson(made), 'the islands, scripts and stylesheets of src/');
    return made;
  });
  bundling.catch(() => {}); // reported where it is awaited
  /**
   * A build stopped by content errors lets the bundle (and the fonts) finish first: a
   * process that exits while esbuild still waits on it makes esbuild print
   * a crash report under the owner's messages.
   */
  const running: Array<Promise<unknown>> = [bundling];
  const stopped = async (fields: Partial<BuildResult>): Promise<BuildResult> => {
    await Promise.allSettled(running);
    return result(fields);
  };

  const raw = await stage('load', () => loadContent(site));
  // Parsed articles are kept under the version of the code that parsed them.
  const validated = await stage('validate', async () =>
    validateContent(raw, cache, await codeVersion(root, 'build/validate.ts'), { analytics: !!config.gaId }),
  );
  if (!validated.ok) return stopped({ errors: validated.errors, message: formatContentErrors(validated.errors) });
  const content = validated.content;
  const placeholders = findLegalPlaceholders(content.site);
  const examples = findExamples(content);
  const person = findPersonPlaceholders(content.about);
  // A demo changed since its screenshots were taken: the owner is told which command redraws them.
  const stalePreviews = site === root ? stalePreviewWarnings(root) : [];
  const warning = [
    ...stalePreviews.map(({ file, field, reason }) => `Warning: ${file}: ${field}: ${reason}`),
    ...(placeholders.length > 0 ? [formatLegalPlaceholders(placeholders, !!options.production)] : []),
    ...(person.length > 0 ? [formatPersonPlaceholders(person, !!options.production)] : []),
    ...(examples.length > 0 ? [formatExamples(examples, !!options.production)] : []),
  ].join('\n');
  if (placeholders.length + person.length + examples.length > 0 && options.production)
    return stopped({ errors: [...placeholders, ...person, ...examples], message: warning });
  if (config.siteUrl) content.site.origin = config.siteUrl.replace(/\/+$/, '');
  // Links to pages that do not exist, reported with the images' problems.
  const deadLinks = findDeadLinks(content, new Set(pageModules.flatMap((page) => page.routes(content).map((route) => route.path))));

  // Cut to the characters of this content, beside the images: a font's first
  // cut takes a second or two; then each is kept under a hash of its bytes,
  // the characters and the options.
  const cutting = timed('fonts', async () => {
    const cacheDir = join(root, 'node_modules/.cache/eclosion/fonts');
    const [{ fonts }, text] = await Promise.all([bundling, siteCharacters(root, content, cacheDir)]);
    return cutFonts(root, fonts, text, cacheDir);
  });
  cutting.catch(() => {}); // reported where it is awaited
  running.push(cutting);

  // Encoded once, then kept as files named by a hash of their source and settings.
  const publicDirs = [...new Set([join(site, 'public'), join(root, 'public')])];
  const images = await stage('images', () =>
    prepareImages(collectImageRefs(content), {
      publicDirs,
      cacheDir: join(root, 'node_modules/.cache/eclosion/images'),
      files: collectImageFiles(content),
      onProgress: (done, total) => progress('images', done, total),
    }),
  );
  const contentErrors = [...deadLinks, ...findUnknownProjects(content), ...images.errors];
  if (contentErrors.length > 0) return stopped({ errors: contentErrors, message: formatContentErrors(contentErrors) });

  const buildDate = parisDay(new Date());
  const shareImages = await stage('share', () =>
    renderShareImages(shareCards(content.articles, demoShareCards(content)), {
      identity: { brand: content.site.brand, host: new URL(content.site.origin).host, colours: content.site.colours },
      publicDirs,
      cacheDir: join(root, 'node_modules/.cache/eclosion/share-images'),
      onProgress: (done, total) => progress('share', done, total),
    }),
  );

  const bundle = await bundling;
  const fonts = await cutting;

  // Each page is rendered, linked and written in turn: a large blog's pages
  // are never all in memory.
  // Every page's head holds the brand's colours (src/seo/Head.tsx).
  const styleHashes = new Set<string>([hashSource(brandStyle(content.site))]);
  const policy = () => ({ styleHashes: [...styleHashes], supabaseUrl: config.supabaseUrl, analytics: !!config.gaId });
  const pages: Array<Pick<RenderedPage, 'path' | 'file' | 'sitemap'>> = [];
  const report = options.report ? createReport(bundle) : undefined;
  let missingPages: string[] = [];
  function* outputFiles(): Generator<readonly [string, FileContent]> {
    for (const [path, file] of shareImages) yield [path, { copyOf: file }];
    for (const [url, file] of images.files) yield [url.slice(1), { copyOf: file }];
    const linkPage = createLinker(bundle, fonts, styleHashes);
    const total = pageModules.reduce((count, page) => count + page.routes(content).length, 0);
    for (const page of renderPages(content, pageModules, buildDate, images.manifest)) {
      pages.push({ path: page.path, file: page.file, sitemap: page.sitemap });
      progress('pages', pages.length, total);
      report?.add(page);
      yield [page.file, linkPage(page)];
    }
    missingPages = notFoundFolders(pages.map((page) => page.file));
    // After the pages: the policy lists the hashes of their inline styles.
    yield ['_headers', renderHeadersFile(headerRules(policy()))];
    yield ['_redirects', renderRedirectsFile(missingPages)];
    for (const [url, data] of bundle.files) yield [url.slice(1), data];
    for (const [url, data] of fonts.files) yield [url.slice(1), data];
    yield ['sitemap.xml', renderSitemap(pages.flatMap((page) => (page.sitemap ? [page.sitemap] : [])))];
    yield ['robots.txt', renderRobots(absoluteUrl(content.site, '/sitemap.xml'))];
    yield ['blog/feed.xml', renderAtomFeed(content.site, content.articles, buildDate)];
  }
  await stage('pages', () => {
    (options.update ? updateSite : writeSite)(out, join(root, 'public'), outputFiles(), images.sources);
    const nginxFile = resolve(options.nginx ?? join(dirname(out), 'deploy/nginx.conf'));
    mkdirSync(dirname(nginxFile), { recursive: true });
    writeFileSync(
      nginxFile,
      renderNginxConfig({ root: out, rules: headerRules(policy()), notFoundFolders: missingPages, serverName: new URL(content.site.origin).hostname }),
    );
  });
  await stage('cache', () => cache.save());
  return result({
    ok: true,
    warnings: [...stalePreviews, ...placeholders, ...person, ...examples],
    message: warning,
    pages: pages.map((page) => page.path),
    images: { encoded: images.encoded, cached: images.cached },
    report: report?.format(),
  });
}
