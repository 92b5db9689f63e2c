// `npm run build`: runs the generator (build/index.ts and everything it
// imports, packages included) as one compiled file under plain Node.
// Measured on the real site: tsx's loader costs about a second per build,
// and loading hundreds of small package modules about 0.3 s more than one
// file. Compiling takes about half a second, so the compiled file is kept in
// node_modules/.cache/eclosion/ and reused while none of its inputs changed:
// our source files (compared by content) and the installed packages
// (compared through npm's lock files). Content is never part of it: content/
// is read at every build. Arguments pass through (--out, --site, --profile,
// --quiet). Its source map is read only on demand (reading it costs 0.2 s
// per build): for a stack trace through the TypeScript sources, run
// `NODE_OPTIONS=--enable-source-maps npm run build`, or `npx tsx build/index.ts`.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

// The project is the working directory (npm runs scripts from the package's
// folder), never the place of a compiled copy: two checkouts may share one
// node_modules.
const root = process.cwd();
const cache = join(root, 'node_modules/.cache/eclosion');
const manifestFile = join(cache, 'generator.json');
const recipe = 'generator-7'; // change when the compile options below change

/** One hash over what the compiled file depends on (a missing file counts as such). */
function fingerprint(inputs) {
  const hash = createHash('sha256').update(recipe);
  for (const file of [...inputs, 'package-lock.json', 'node_modules/.package-lock.json']) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('\0missing');
    }
  }
  return hash.digest('hex');
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
}

// gray-matter reads front matter with js-yaml's safe schema. js-yaml still
// defines its unsafe !!js/function type when it loads, and that type loads
// esprima (a JavaScript parser) at run time: 16 ms at every start, on each
// thread, for a type no build reads. Here it is the type js-yaml defines when
// esprima is missing: it matches nothing.
const withoutEsprima = {
  name: 'without-esprima',
  setup(build) {
    build.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, (args) => ({
      contents: "var Type = require('../../type');\nmodule.exports = new Type('tag:yaml.org,2002:js/function', { kind: 'scalar', resolve: function () { return false; } });\n",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

// The build renders with renderToString alone. react-dom/server bundles
// React's streaming renderer beside it: half of react-dom's code in the
// compiled file, parsed at every start, with node:stream loaded for it
// (14 ms). Its own file is taken when it is where React 19 puts it.
const renderToStringOnly = {
  name: 'render-to-string-only',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => {
      const legacy = join(dirname(module.createRequire(join(root, 'package.json')).resolve('react-dom/package.json')), 'cjs/react-dom-server-legacy.node.production.js');
      return existsSync(legacy) ? { path: legacy } : undefined;
    });
  },
};

async function compile() {
  const esbuild = await import('esbuild');
  const entry = join(root, 'build/index.ts');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: entry, out: 'generator' },
      // Large blogs parse half their articles on a worker thread (build/validate-parallel.ts).
      { in: join(root, 'build/validate-worker.ts'), out: 'parse-worker' },
    ],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // esbuild and resvg drive native binaries, sharp loads libvips, wawoff2
    // loads its WebAssembly from its own folder: they stay packages.
    external: ['esbuild', '@resvg/resvg-js', 'sharp', 'wawoff2'],
    // React's production build only (build/production.ts sets it at run time
    // too): its development build was half of the file, parsed at every start.
    define: { 'process.env.NODE_ENV': '"production"' },
    // What a build imports only when it needs it (the browser's Supabase
    // client, behind an import() of the contact forms) stays in its own
    // chunk, never read by a build.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // CommonJS packages bundled into an ES module still call require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Fully minified: V8 parses the whole file at every start (names come
    // back in stack traces through the source map).
    minify: true,
    sourcemap: 'linked',
    outdir: cache,
    outExtension: { '.js': '.mjs' },
    plugins: [withoutEsprima, renderToStringOnly],
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !file.startsWith('node_modules/'))
    .sort();
  const key = fingerprint(inputs);
  // One folder per compiled version, written whole then renamed: builds
  // running side by side (the test suite) never read a half-written file.
  const dir = `generator-${key.slice(0, 12)}`;
  const tmp = join(cache, `${dir}.${process.pid}.tmp`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const file of result.outputFiles) writeFileSync(join(tmp, basename(file.path)), file.contents);
  try {
    renameSync(tmp, join(cache, dir));
  } catch (error) {
    // Another build compiled the same inputs first: same name, same content.
    if (!existsSync(join(cache, dir, 'generator.mjs'))) throw error;
    rmSync(tmp, { recursive: true, force: true });
  }
  writeFileSync(`${manifestFile}.${process.pid}.tmp`, JSON.stringify({ key, dir, inputs }));
  renameSync(`${manifestFile}.${process.pid}.tmp`, manifestFile);
  for (const old of readdirSync(cache)) {
    if (old.startsWith('generator-') && old !== dir && !old.endsWith('.tmp')) rmSync(join(cache, old), { recursive: true, force: true });
  }
  return { dir, key };
}

// Node 22 and later keep V8's compiled code between runs (a no-op on Node 20).
module.enableCompileCache?.(join(cache, 'v8'));

// No escape analysis in V8's optimizing compiler (for every thread: flags are
// the process's). The Markdown parser builds its compiler anew for each
// document: one function creating some 130 closures, run once per article,
// so soon optimized, and escape analysis made that one compile job take about
// half a second, on each thread that parses. Measured at 4 000 articles, cold,
// in alternated runs: a second less CPU, about 0.6 s less time, rendering no
// slower. The flag has kept its name across V8 versions.
v8.setFlagsFromString('--no-turbo-escape');

const manifest = readManifest();
const fresh = manifest && existsSync(join(cache, manifest.dir ?? '', 'generator.mjs')) && fingerprint(manifest.inputs) === manifest.key;
const { dir, key } = fresh ? manifest : await compile();
// Read by build/index.ts: the version of the build cache (build/cache.ts).
globalThis.eclosionGeneratorKey = key;
// Read by build/index.ts: where the compiled worker lives.
globalThis.eclosionParseWorker = pathToFileURL(join(cache, dir, 'parse-worker.mjs'));
await import(pathToFileURL(join(cache, dir, 'generator.mjs')).href);
