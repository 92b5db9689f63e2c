// One build for `npm run bench`, in a process of its own so that its peak
// memory is its own: `node --import tsx scripts/bench-build.ts '<options as JSON>'`.
// Prints one line of JSON: the build's own time, its stages, the peak memory.

export {};

// React's production build, as `npm run build` runs it (set before React loads).
process.env.NODE_ENV ??= 'production';
const { build } = await import('../build/build.ts');
const started = performance.now();
const result = await build({ ...JSON.parse(process.argv[2]!), config: {} });
const ms = performance.now() - started;
if (!result.ok) throw new Error(result.message);
const stages = Object.fromEntries(result.timings.map((timing) => [timing.stage, Math.round(timing.cpu)]));
console.log(JSON.stringify({ ms, pages: result.pages.length, stages, peak: Math.round(process.resourceUsage().maxRSS / 1024) }));
