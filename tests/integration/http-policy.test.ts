import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderRedirectsFile } from '../../build/host-files.ts';
import { contentSecurityPolicy, headerRules, headersForPath, parseHeadersFile, renderHeadersFile } from '../../build/http-policy.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import { scoreResponse } from './observatory.ts';
import { readBuiltSite } from './built-site.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// What `npm start` sends, checked against the policy the build wrote for the
// hosts, and scored by the HTTP Observatory's published rules.

const { out, pages } = readBuiltSite();
let server: Server;
let origin: string;
/** An article's path, whichever articles the blog has. */
const article = pages.map((page) => page.path).find((path) => /^\/blog\/[^/]+\/$/.test(path))!;

beforeAll(async () => {
  server = createSiteServer({ root: out });
  origin = (await listenLocally(server)).origin;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
};

describe('the headers npm start serves', () => {
  test('score A+ (100 or more) by the HTTP Observatory rules, on every kind of page', async () => {
    for (const path of ['/', article, '/traiteur-evenementiel/', '/page-inconnue']) {
      const { headers, body } = await get(path);
      const { score, grade, results } = scoreResponse(headers, body, origin);
      expect(
        results.filter((result) => result.modifier < 0),
        path,
      ).toEqual([]);
      expect(results.find((result) => result.test === 'content-security-policy')?.result, path).toBe('csp-implemented-with-no-unsafe-default-src-none');
      expect(results.find((result) => result.test === 'subresource-integrity')?.result, path).toBe('sri-implemented-and-all-scripts-loaded-securely');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(score, path).toBeGreaterThanOrEqual(100);
      expect(grade, path).toBe('A+');
    }
  });

  test('are the ones the build wrote in _headers for the hosts, cache policy included', async () => {
    const rules = parseHeadersFile(readFileSync(`${out}/_headers`, 'utf8'));
    for (const path of ['/', '/a-propos/', '/blog/', '/page-inconnue', '/blog/inconnu', '/sitemap.xml', '/images/partage/site.png']) {
      const { headers } = await get(path);
      for (const [name, value] of Object.entries(headersForPath(rules, path))) expect(headers[name], `${path} ${name}`).toBe(value);
      expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
    const asset = readFileSync(`${out}/index.html`, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    expect((await get(asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/a-propos')).headers['content-security-policy']).toBe(headersForPath(rules, '/')['content-security-policy']);
  });

  test('allow no unsafe source, every inline stylesheet of every page by its hash, no inline script and no style attribute', async () => {
    const csp = (await get('/')).headers['content-security-policy']!;
    expect(csp).not.toContain("'unsafe-");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src-attr 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types eclosion");
    expect(csp).toMatch(/script-src 'self';/);
    const pages = readFileSync(`${out}/sitemap.xml`, 'utf8')
      .match(/<loc>[^<]+<\/loc>/g)!
      .map((loc) => new URL(loc.slice(5, -6)).pathname);
    for (const path of [...pages, '/404.html', '/blog/404.html']) {
      const html = (await get(path)).body;
      for (const [, css] of html.matchAll(/<style>([^<]*)<\/style>/g)) {
        const hash = `'sha256-${createHash('sha256').update(css!).digest('base64')}'`;
        expect(csp, path).toContain(hash);
      }
      // JSON data blocks (structured data, the island code to fetch ahead) are never run.
      expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g), path).toBeNull();
      expect(html.match(/<[^>]+\sstyle="[^"]*"/g), path).toBeNull();
    }
  });

  test('name every script and stylesheet with the integrity of the file served', async () => {
    for (const path of ['/', '/produit/', article]) {
      const html = (await get(path)).body;
      const tags = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"[^>]*>/g)];
      expect(tags.length, path).toBeGreaterThan(0);
      for (const [tag, url] of tags) {
        const body = Buffer.from(await (await fetch(`${origin}${url}`)).arrayBuffer());
        expect(tag, path).toContain(`integrity="sha384-${createHash('sha384').update(body).digest('base64')}"`);
      }
    }
  });

  test('keep the hosts’ instruction files out of reach', async () => {
    for (const path of ['/_headers', '/_redirects']) expect((await get(path)).status, path).toBe(404);
  });
});

describe('the policy', () => {
  const base = { styleHashes: ["'sha256-abc='"], analytics: false };

  test('allows Supabase and Google Analytics only when the build uses them', () => {
    expect(contentSecurityPolicy(base)).not.toMatch(/supabase|google/);
    const full = contentSecurityPolicy({ ...base, supabaseUrl: 'https://abcd.supabase.co/', analytics: true });
    expect(full).toMatch(/connect-src 'self' https:\/\/abcd\.supabase\.co https:\/\/\*\.google-analytics\.com/);
    expect(full).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
  });

  test('_headers reads back as written', () => {
    const rules = headerRules(base);
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  test('Netlify gets one 404 rule per folder that has its own 404 page', () => {
    expect(renderRedirectsFile(['/blog/', '/'])).toBe('/blog/*  /blog/404.html  404\n');
  });

  test('the scorer itself fails a site without the headers', () => {
    const bare = scoreResponse({}, '<script src="/a.js"></script>', 'https://example.fr');
    expect(bare.score).toBeLessThan(50);
    const unsafe = scoreResponse(
      { ...headersForPath(headerRules(base), '/'), 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" },
      '',
      'https://example.fr',
    );
    expect(unsafe.grade).not.toBe('A+');
  });
});
