import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectRoot, testRoot } from '../setup/paths.ts';

// The build as the owner runs it: a content mistake stops it with one line
// per problem (file, field, reason) and leaves the previous output in place.

const work = `${testRoot}/build-test`;
const out = `${work}/dist`;

function build(site: string) {
  return spawnSync(process.execPath, ['build/run.mjs', '--site', site, '--out', out, '--quiet'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', SITE_URL: '' },
  });
}

/** A copy of the real content with a fixture's files laid over it. */
function siteWith(fixture: string): string {
  const site = `${work}/${fixture}`;
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'tests/fixtures', fixture), site, { recursive: true });
  return site;
}

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build', () => {
  test('builds the real content and writes every page, the sitemap, robots.txt and the feed', () => {
    const result = build(projectRoot);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Built \d+ pages into .* in \d+ ms\.$/m);
    for (const file of ['index.html', '404.html', 'blog/404.html', 'a-propos/index.html', 'sitemap.xml', 'robots.txt', 'blog/feed.xml', 'favicon.ico']) {
      expect(readFileSync(join(out, file)).length, file).toBeGreaterThan(0);
    }
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.eclosion-web.fr/sitemap.xml');
  });

  test('a broken content file stops the build with file, field and reason, and leaves the previous site as it was', () => {
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const result = build(siteWith('broken-content'));
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'content/navigation.ts: legal: required (expected array)',
      'content/navigation.ts: legals: unknown field (check its spelling, or remove it)',
      'content/blog/champ-inconnu.md: auteur: unknown field (check its spelling, or remove it)',
      'content/blog/mauvais-type.md: keywords: expected array, got the text "test"',
      'content/blog/mauvais-type.md: readTime: expected number, got the text "cinq"',
      'content/blog/sans-titre.md: title: required (expected string)',
      "content/blog/doublon-b.md: slug: 'meme-adresse' is already used by content/blog/doublon-a.md",
      '7 content errors; nothing was built.',
    ]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
  });
});
