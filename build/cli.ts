// `npm run build`: the generator from the command line (build.ts does the work).
//   --out DIR      output folder (dist/ by default)
//   --site DIR     build the content/ of another folder
//   --nginx FILE   where to write the nginx configuration
//   --production   going live: placeholders in the legal identity stop the build
//   --no-cache     neither read nor write the build cache (encoded images and share cards are still reused)
//   --profile      each stage's time, the cache's use, the peak memory
//   --quiet        no weight report

import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// React's production build: the development one renders about a quarter
// slower and warns about nothing useful here. Set before React loads.
process.env.NODE_ENV ??= 'production';
// The lists of pages, islands and demos are written from src/ before the
// generator, which imports them, loads.
const { writeRegistries } = await import('./registry.ts');
writeRegistries(fileURLToPath(new URL('..', import.meta.url)));
const { build } = await import('./build.ts');
const { createProgress } = await import('./progress.ts');

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    site: { type: 'string' },
    nginx: { type: 'string' },
    production: { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const started = performance.now();
const progress = createProgress(process.stdout);
const result = await build({
  out: args.out,
  site: args.site,
  nginx: args.nginx,
  production: args.production,
  cache: !args['no-cache'],
  report: !args.quiet,
  onProgress: progress.update,
});
progress.end();
if (result.message) console.error(result.message);
if (!result.ok) {
  process.exitCode = 1;
} else {
  if (result.report) console.log(result.report);
  if (args.profile) {
    for (const { stage, ms, cpu } of result.timings) console.log(`  ${stage.padEnd(9)} ${ms.toFixed(0).padStart(6)} ms  cpu ${cpu.toFixed(0).padStart(6)} ms`);
    console.log(`  cache    ${result.cache.hits} entries reused, ${result.cache.added} added`);
    console.log(`  images   ${result.images.encoded} encoded, ${result.images.cached} from the cache`);
    console.log(`  peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  }
  console.log(`Built ${result.pages.length} pages into ${result.out} in ${(performance.now() - started).toFixed(0)} ms.`);
}
