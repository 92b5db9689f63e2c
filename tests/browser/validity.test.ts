import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LinkChecker } from 'linkinator';
import { expect, test } from 'vitest';
import { baseURL, distDir, sitemapPaths } from './helpers.ts';

const require = createRequire(import.meta.url);

test('no internal link is broken, fragments included (linkinator over the served site)', async () => {
  const origin = baseURL();
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 4,
    // A request that got no answer at all (status 0: once, on a busy
    // machine, 59 links of one page in a row) is asked again, up to twice;
    // a link answered 404 is broken at once.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
    // Only this site: other hosts are not reachable from here.
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})${link.status === 0 ? `: ${unanswered(link.failureDetails)}` : ''}`);
  expect(broken).toEqual([]);
  // The crawl reached every page of the sitemap from the home page.
  const reached = new Set(result.links.filter((link) => link.state === 'OK').map((link) => new URL(link.url).pathname));
  expect(sitemapPaths().filter((path) => !reached.has(path))).toEqual([]);
}, 120_000);

/** Why a request got no answer, from what the checker kept of it (errors and their causes). */
function unanswered(details: unknown[] | undefined): string {
  return (details ?? [])
    .map((detail) => (detail instanceof Error ? `${detail.message}${detail.cause instanceof Error ? ` (${detail.cause.message})` : ''}` : String(detail)))
    .join('; ');
}

/**
 * The checker's CSS grammar predates container queries (CSS Containment 3,
 * in every current browser): it knows neither `container-type` nor the `cqi`
 * unit. Pages keep container units in custom properties named `--cq-…`, so
 * only those are let through.
 */
const outdatedCss = [/^CSS: “container-type”: Property “container-type” doesn't exist\.$/, /^CSS: “--cq-[\w-]*”: Unknown dimension\.$/];

test('every HTML file passes the Nu Html Checker with no error', () => {
  const dist = distDir();
  const files = (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).map((file) => join(dist, file));
  expect(files.length).toBeGreaterThan(10);
  const vnu = spawnSync('java', ['-jar', require.resolve('vnu-jar/build/dist/vnu.jar'), '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(vnu.error, 'java must be installed').toBeUndefined();
  const messages = (JSON.parse(vnu.stderr || '{"messages":[]}') as { messages: Array<{ type: string; url: string; lastLine?: number; message: string }> })
    .messages;
  const errors = messages
    .filter((m) => m.type === 'error' && !outdatedCss.some((known) => known.test(m.message)))
    .map((m) => `${m.url.replace(`file:${dist}`, '')}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
}, 120_000);
