import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import postcss, { type Plugin } from 'postcss';
import postcssImport from 'postcss-import';
import type { BuildConfig } from './config.ts';
import { baseStylesheet } from './assets.ts';
import { NOTICES_URL, thirdPartyNotices } from './bundle-notices.ts';

export interface BundleInput {
  root: string;
  /** Every island's file, by island name (src/islands/registry.ts). */
  islands: Record<string, string>;
  /** Page stylesheets used by at least one page. */
  styles: string[];
  /** Pages' own scripts (`*.client.ts` under src/) used by at least one page. */
  scripts: string[];
  config: BuildConfig;
  minify?: boolean;
}

/** One @font-face rule of a stylesheet, with its font a file of a package. */
export interface WebFont {
  family: string;
  style: string;
  /** The weights the styles use (the rule's `font-weight`): the font's weight axis is cut to them. */
  weight: [number, number];
  display: string;
  /** The font file, under the project ('node_modules/@fontsource-variable/inter/files/…'). */
  file: string;
  /** Preloaded on the pages that load the stylesheet (`?preload` after the file): for a face their first screen sets. */
  preload: boolean;
  /** The kind of system face its metric-matched fallback is drawn with (`--fallback` in the rule; sans-serif by default). */
  fallback: 'sans-serif' | 'serif';
  /** The stylesheet whose pages load it ('ui/base.css'). */
  stylesheet: string;
}

export interface Bundle {
  /** Output files by URL path ('/assets/base-1a2b3c.css'). */
  files: Map<string, Uint8Array>;
  baseCss: string;
  pageCss: Record<string, string>;
  /** The chrome script, then the chunks it imports. */
  chromeJs: string[];
  /** Each page script's one file, by its path under src/. */
  pageJs: Record<string, string>;
  /** The island booter, then the chunks it imports; empty when no page has an island. */
  bootJs: string[];
  /** React and what it imports: what the booter imports before it wakes any island (not in `bootJs`). */
  reactJs: string[];
  /** Every JS file an island needs, its own chunk first. */
  islandJs: Record<string, string[]>;
  /** The web fonts the stylesheets declare, their @font-face rules taken out (the fonts stage cuts them and writes the rules). */
  fonts: WebFont[];
  /** The project's files it was made from, this one included (packages aside): what the build cache checks. */
  inputs: string[];
}

const browserTargets = ['chrome111', 'edge111', 'firefox114', 'safari16.4'];

/** Bundles the browser code of the islands in use, and the stylesheets. */
export async function bundleAssets(input: BundleInput): Promise<Bundle> {
  const files = new Map<string, Uint8Array>();
  const [css, js] = await Promise.all([bundleCss(input, files), bundleJs(input, files)]);
  const inputs = [...new Set(['build/bundle.ts', ...css.inputs, ...js.inputs])].filter((file) => !file.startsWith('node_modules/')).sort();
  return { files, ...css, ...js, inputs };
}

async function bundleCss(input: BundleInput, files: Map<string, Uint8Array>) {
  const fonts: WebFont[] = [];
  const inputs: string[] = [];
  const build = async (name: string) => {
    const from = join(input.root, 'src', name);
    const source = await readFile(from, 'utf8');
    const result = await postcss([postcssImport(), webFonts(input.root, name, fonts), npmUrls(input.root, files)]).process(source, { from });
    inputs.push(
      relative(input.root, from),
      ...result.messages.flatMap((message) => (message.type === 'dependency' ? [relative(input.root, message.file as string)] : [])),
    );
    const { code } = await esbuild.transform(result.css, { loader: 'css', minify: input.minify !== false, target: browserTargets });
    return emit(files, basename(name), code);
  };
  const [baseCss, ...pages] = await Promise.all([build(baseStylesheet), ...input.styles.map(build)]);
  fonts.sort((a, b) => a.stylesheet.localeCompare(b.stylesheet) || a.family.localeCompare(b.family));
  return { baseCss: baseCss!, pageCss: Object.fromEntries(input.styles.map((name, i) => [name, pages[i]!])), fonts, inputs };
}

/**
 * An @font-face rule whose `src` is `url(npm:@fontsource-variable/inter/files/x.woff2)`
 * is taken out of the stylesheet and listed: its font is cut to the site's
 * text by the fonts stage, which needs the content, where the bundle needs
 * none. `?preload` after the file preloads it on the stylesheet's pages.
 */
function webFonts(root: string, stylesheet: string, fonts: WebFont[]): Plugin {
  const require = createRequire(join(root, 'package.json'));
  return {
    postcssPlugin: 'web-fonts',
    AtRule: {
      'font-face': (rule) => {
        const value = (prop: string) =>
          rule.nodes
            ?.find((node) => node.type === 'decl' && node.prop === prop)
            ?.toString()
            .replace(/^[^:]+:\s*/, '');
        const src = value('src')?.match(/url\(npm:([^)?]+)(\?preload)?\)/);
        if (!src) return;
        const family = value('font-family')?.replace(/^['"]|['"]$/g, '') ?? '';
        const where = `${relative(root, rule.source?.input.file ?? join(root, 'src', stylesheet))}: @font-face '${family}'`;
        const specifier = src[1]!;
        if (!specifier.endsWith('.woff2')) throw new Error(`${where}: src: ${specifier} is not a WOFF2 file; name the package's .woff2 file`);
        const weights = (value('font-weight') ?? '400').split(/\s+/).map(Number);
        if (weights.length > 2 || weights.some((weight) => !Number.isInteger(weight) || weight < 1 || weight > 1000))
          throw new Error(`${where}: font-weight: expected one weight or a range such as 400 800, the weights the styles use`);
        const fallback = value('--fallback') ?? 'sans-serif';
        if (fallback !== 'sans-serif' && fallback !== 'serif') throw new Error(`${where}: --fallback: expected sans-serif or serif, the kind of face it is`);
        let file: string;
        try {
          file = relative(root, require.resolve(specifier));
        } catch {
          throw new Error(`${where}: src: ${specifier} is in no installed package; install it (npm install) or correct the path`);
        }
        fonts.push({
          family,
          style: value('font-style') ?? 'normal',
          weight: [weights[0]!, weights.at(-1)!],
          display: value('font-display') ?? 'swap',
          file,
          preload: !!src[2],
          fallback,
          stylesheet,
        });
        rule.remove();
      },
    },
  };
}

/**
 * `url(npm:package/file)` in any other declaration: copies the file from the
 * package, content-hashed, and points the rule at the copy.
 */
function npmUrls(root: string, files: Map<string, Uint8Array>): Plugin {
  const require = createRequire(join(root, 'package.json'));
  return {
    postcssPlugin: 'npm-urls',
    Declaration(decl) {
      if (!decl.value.includes('url(npm:')) return;
      decl.value = decl.value.replace(/url\(npm:([^)]+)\)/g, (_, specifier: string) => {
        const content = new Uint8Array(readFileSync(require.resolve(specifier)));
        return `url(${emit(files, basename(specifier), content)})`;
      });
    },
  };
}

async function bundleJs(input: BundleInput, files: Map<string, Uint8Array>) {
  const common = esbuildOptions(input);
  // The chrome script is on every page, a page's own script beside it only
  // on that page: one file each, sharing no chunk with the islands, so a
  // page without islands makes one script request, or two.
  const chromeBuild = esbuild.build({
    ...common,
    entryPoints: [
      { in: 'src/chrome/chrome.client.ts', out: 'chrome' },
      ...input.scripts.map((name) => ({ in: `src/${name}`, out: basename(name, '.client.ts') })),
    ],
  });
  const names = Object.keys(input.islands).toSorted();
  const islands = names.length > 0 ? await esbuild.build(islandsOptions(input, common, names)) : undefined;
  const chrome = await chromeBuild;
  return collectOutputs(input.root, files, islands ? [chrome, islands] : [chrome], input.scripts, input.islands);
}

/** The bundle as JSON, for the build cache (files in base64). */
export function bundleToJson(bundle: Bundle): unknown {
  return { ...bundle, files: [...bundle.files].map(([url, data]) => [url, Buffer.from(data).toString('base64')]) };
}

/** A bundle the cache kept, or undefined if what it kept is not one. */
export function bundleFromJson(json: unknown): Bundle | undefined {
  const stored = json as (Omit<Bundle, 'files'> & { files: Array<[string, string]> }) | undefined;
  if (!Array.isArray(stored?.files) || !Array.isArray(stored.inputs) || !Array.isArray(stored.fonts) || typeof stored.baseCss !== 'string') return undefined;
  return { ...stored, files: new Map(stored.files.map(([url, base64]) => [url, new Uint8Array(Buffer.from(base64, 'base64'))])) };
}

function islandsOptions(input: BundleInput, common: esbuild.BuildOptions, names: string[]): esbuild.BuildOptions {
  const islandsModule = names.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(join(input.root, input.islands[name]!))}),`).join('\n');
  const islandsPlugin: esbuild.Plugin = {
    name: 'islands',
    setup(build) {
      build.onResolve({ filter: /^virtual:islands$/ }, () => ({ path: 'islands', namespace: 'virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
        contents: `export const islands = {\n${islandsModule}\n};\n`,
        resolveDir: join(input.root, 'src'),
        loader: 'js',
      }));
    },
  };
  return {
    ...common,
    splitting: true,
    entryPoints: [
      { in: 'src/islands/boot.client.ts', out: 'boot' },
      // Islands are entries too, so that each chunk carries its island's name.
      ...names.map((name) => ({ in: input.islands[name]!, out: name })),
    ],
    plugins: [islandsPlugin],
  };
}

function esbuildOptions(input: BundleInput): esbuild.BuildOptions {
  return {
    absWorkingDir: input.root,
    bundle: true,
    format: 'esm',
    minify: input.minify !== false,
    target: browserTargets,
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    write: false,
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      __SUPABASE_URL__: JSON.stringify(input.config.supabaseUrl ?? ''),
      __SUPABASE_ANON_KEY__: JSON.stringify(input.config.supabaseAnonKey ?? ''),
      __GA_ID__: JSON.stringify(input.config.gaId ?? ''),
    },
  };
}

/** Output files by URL, and which of them each page kind loads. */
function collectOutputs(root: string, files: Map<string, Uint8Array>, results: esbuild.BuildResult[], scripts: string[], islands: Record<string, string>) {
  for (const result of results) {
    for (const file of result.outputFiles!) files.set(`/${file.path.slice(root.length + 1)}`, file.contents);
  }
  const outputs = Object.assign({}, ...results.map((result) => result.metafile!.outputs)) as esbuild.Metafile['outputs'];
  const urlOf = (out: string) => `/${out}`;
  const entry = (name: string) => Object.keys(outputs).find((out) => basename(out).startsWith(`${name}-`) && out.endsWith('.js'));
  // Each island's chunk, by the island's name ('produit/ShopCart'), found by its file.
  const islandByFile = new Map(Object.entries(islands).map(([name, file]) => [file, name]));
  const islandOutputs = new Map<string, string>();
  for (const [out, meta] of Object.entries(outputs)) {
    const name = meta.entryPoint && islandByFile.get(meta.entryPoint);
    if (name) islandOutputs.set(out, name);
  }
  // A file and what it imports, statically: what runs when it runs.
  const closure = (out: string, acc: string[] = []): string[] => {
    if (acc.includes(urlOf(out))) return acc;
    acc.push(urlOf(out));
    for (const imp of outputs[out]!.imports) if (imp.kind === 'import-statement') closure(imp.path, acc);
    return acc;
  };
  const islandJs: Record<string, string[]> = {};
  for (const [out, name] of islandOutputs) islandJs[name] = closure(out);
  const boot = entry('boot');
  const bootJs = boot ? closure(boot) : [];
  // The booter's dynamic imports of React, not of the islands, which each page loads only if it places them.
  const react = boot ? outputs[boot]!.imports.filter((imp) => imp.kind === 'dynamic-import' && !islandOutputs.has(imp.path)) : [];
  const reactJs = [...new Set(react.flatMap((imp) => closure(imp.path)))].filter((url) => !bootJs.includes(url));
  const inputs = results.flatMap((result) => Object.keys(result.metafile!.inputs)).filter((file) => !file.includes(':'));
  files.set(NOTICES_URL, new TextEncoder().encode(thirdPartyNotices(root, inputs)));
  const pageJs = Object.fromEntries(scripts.map((name) => [name, urlOf(entry(basename(name, '.client.ts'))!)]));
  return { chromeJs: closure(entry('chrome')!), pageJs, bootJs, reactJs, islandJs, inputs };
}

function emit(files: Map<string, Uint8Array>, name: string, content: Uint8Array | string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  const dot = name.lastIndexOf('.');
  const url = `/assets/${name.slice(0, dot)}-${hash}${name.slice(dot)}`;
  files.set(url, typeof content === 'string' ? new TextEncoder().encode(content) : content);
  return url;
}
