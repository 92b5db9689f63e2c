import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { request, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../build/http-policy.ts';
import { freePort, listenLocally } from '../../scripts/server/listen.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import { testRoot } from '../setup/paths.ts';

// Debian's nginx (installed by .ci/run) with the configuration the build
// generated, over the built site, answers as `npm start` does.

/** This file's own folder: nginx's configuration, pid and temporary files. */
const work = `${testRoot}/nginx-test`;
/** The real site, as the run's global set-up built it; the configuration the build wrote beside it. */
const out = inject('distDir');
const generatedConfig = `${dirname(out)}/deploy/nginx.conf`;
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
let nginx: ChildProcess | undefined;
let nginxLog = '';
let local: Server;
let nginxPort: number;
let localPort: number;

/**
 * The generated file, run as a user: its HTTPS server block listens on a
 * loopback port without TLS, and the HTTP→HTTPS one is dropped (both need
 * root and a certificate); pid and temporary files stay in `work`.
 */
function localConfig(generated: string, port: number): string {
  const servers = generated.split(/^server \{$/m).slice(1);
  const site = servers
    .find((server) => server.includes('ssl_certificate '))!
    .split('\n')
    .filter((line) => !/^\s*(listen|ssl_certificate|ssl_certificate_key) /.test(line))
    .join('\n');
  const temp = (name: string) => `${name}_temp_path ${work}/nginx/${name};`;
  return `daemon off;
pid ${work}/nginx/nginx.pid;
error_log stderr;
events {}
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    server {
        listen 127.0.0.1:${port};${site}
}
`;
}

function get(port: number, path: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode!,
          headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
          body: res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(`${work}/nginx`, { recursive: true });

  nginxPort = await freePort();
  writeFileSync(`${work}/nginx/nginx.conf`, localConfig(readFileSync(generatedConfig, 'utf8'), nginxPort));
  nginx = spawn(nginxBinary, ['-p', `${work}/nginx`, '-e', 'stderr', '-c', `${work}/nginx/nginx.conf`], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (nginx.exitCode !== null || Date.now() - started > 10_000) throw new Error(`nginx did not start (is Debian's nginx installed?):\n${nginxLog}`);
    if (
      await get(nginxPort, '/').then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  local = createSiteServer({ root: out });
  localPort = (await listenLocally(local)).port;
}, 60_000);

afterAll(async () => {
  nginx?.kill();
  await new Promise((resolve) => local?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const sitemapPaths = () => [...readFileSync(`${out}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const compared = ['content-type', 'cache-control', 'content-encoding', 'location'];

describe('nginx with the generated configuration', () => {
  test('accepts the whole file, HTTPS server and HTTP redirect included (certificate: a throwaway one)', () => {
    const dir = `${work}/nginx-check`;
    mkdirSync(dir, { recursive: true });
    const certificate = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=localhost'],
      { encoding: 'utf8' },
    );
    expect(certificate.status, certificate.stderr).toBe(0);
    const generated = readFileSync(generatedConfig, 'utf8')
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, `${dir}/cert.pem`)
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, `${dir}/key.pem`);
    writeFileSync(`${dir}/site.conf`, generated);
    writeFileSync(`${dir}/nginx.conf`, `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n    include ${dir}/site.conf;\n}\n`);
    const check = spawnSync(nginxBinary, ['-t', '-e', 'stderr', '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.stderr).not.toContain('[emerg]');
  });

  test('serves every page of the sitemap at its clean URL, gzipped, with the cache and security headers', async () => {
    const rules = parseHeadersFile(readFileSync(`${out}/_headers`, 'utf8'));
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const response = await get(nginxPort, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding'], path).toBe('gzip');
      expect(response.body.toString('utf8'), path).toBe(readFileSync(`${out}${path}index.html`, 'utf8'));
      for (const [name, value] of Object.entries(headersForPath(rules, path))) expect(response.headers[name], `${path} ${name}`).toBe(value);
      expect(response.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('redirects a folder without its trailing slash, keeping the query', async () => {
    for (const path of sitemapPaths().filter((path) => path !== '/')) {
      const response = await get(nginxPort, `${path.slice(0, -1)}?source=test`);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(`${path}?source=test`);
    }
  });

  test('answers unknown paths with the nearest 404 page and status 404, headers included', async () => {
    const cases: Array<[string, string]> = [
      ['/page-inconnue', '404.html'],
      ['/a-propos/inconnu', '404.html'],
      ['/blog/article-inconnu', 'blog/404.html'],
      ['/blog/un/deux/', 'blog/404.html'],
      ['/_headers', '404.html'],
      ['/assets/inconnu.js', '404.html'],
    ];
    for (const [path, page] of cases) {
      const response = await get(nginxPort, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString('utf8'), path).toBe(readFileSync(`${out}/${page}`, 'utf8'));
      expect(response.headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(response.headers['strict-transport-security'], path).toMatch(/max-age=\d{8}; includeSubDomains/);
    }
  });

  test('caches hashed assets for a year and gzips them', async () => {
    const asset = readFileSync(`${out}/index.html`, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const response = await get(nginxPort, asset);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('answers as npm start does: status, redirect, types, cache, compression, every security header, body', async () => {
    const asset = readFileSync(`${out}/index.html`, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    const paths = [
      ...sitemapPaths(),
      '/a-propos',
      '/blog',
      '/page-inconnue',
      '/blog/inconnu',
      '/_redirects',
      asset,
      '/sitemap.xml',
      '/blog/feed.xml',
      '/robots.txt',
      '/favicon.svg',
      '/images/partage/site.png',
    ];
    const securityHeaders = Object.keys(headersForPath(parseHeadersFile(readFileSync(`${out}/_headers`, 'utf8')), '/'));
    for (const path of paths) {
      const [fromNginx, fromNode] = await Promise.all([get(nginxPort, path), get(localPort, path)]);
      expect(fromNginx.status, path).toBe(fromNode.status);
      // nginx gives its redirects a small HTML body; the browser never shows it.
      const names = fromNode.status === 301 ? compared.filter((name) => name !== 'content-type') : compared;
      for (const name of new Set([...names, ...securityHeaders])) expect(fromNginx.headers[name], `${path} ${name}`).toBe(fromNode.headers[name]);
      if (fromNode.status !== 301) expect(fromNginx.body.equals(fromNode.body), path).toBe(true);
    }
  });
});
