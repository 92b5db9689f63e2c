import './server/react-production.ts';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium.ts';
import sharp from 'sharp';
import site from '../content/site.ts';
import { demoSources } from '../src/demos/demo-sources.ts';
import { previewPath, previewRecordFile, previewViewports, type PreviewDevice } from '../src/previews/preview-images.ts';
import { buildSite, loadGenerator } from './server/build-site.ts';
import { projectRoot } from './project-root.ts';
import { createSiteServer } from './server/static.ts';
import { hashDemos, readPreviewRecord } from '../build/previews.ts';
import { listenLocally } from './server/listen.ts';

// `npm run previews [slug…]`: builds the site, opens each demo in Chromium at
// desktop and phone sizes and saves the first screen of each as
// public/images/previews/<demo>-<device>.png, with the hash of what it was
// made from in record.json. A build warns when a demo changed since
// (build/previews.ts).

const only = process.argv.slice(2);
const demos = demoSources.filter((demo) => only.length === 0 || only.includes(demo.slug));
const devices = Object.keys(previewViewports) as PreviewDevice[];
// The build's own folder: the site, and deploy/nginx.conf beside it.
const work = '/dev/shm/eclosion-previews';
const out = join(work, 'dist');

// The home page places every preview: on a first run, plain stand-ins let the site build.
for (const demo of demoSources) {
  for (const device of devices) {
    const file = join(projectRoot, 'public', previewPath(demo.path, device));
    if (existsSync(file)) continue;
    const { width, height, scale } = previewViewports[device];
    mkdirSync(join(file, '..'), { recursive: true });
    await sharp({ create: { width: width * scale, height: height * scale, channels: 3, background: '#ede9fe' } })
      .png()
      .toFile(file);
  }
}

if (!(await buildSite(await loadGenerator(), { out }))) process.exit(1);
const server = createSiteServer({ root: out });
const { origin } = await listenLocally(server);
const browser = await launchChromium(['--hide-scrollbars']);
try {
  for (const demo of demos) {
    for (const device of devices) {
      const { width, height, scale } = previewViewports[device];
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: scale,
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
        // Still pictures: animations at rest, and no consent banner over the page.
        reducedMotion: 'reduce',
      });
      await context.addCookies([{ name: site.consentCookie, value: 'refused', url: origin }]);
      const page = await context.newPage();
      await page.goto(`${origin}${demo.path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(600);
      const shot = await page.screenshot({ type: 'png' });
      const file = join(projectRoot, 'public', previewPath(demo.path, device));
      await sharp(shot).png({ compressionLevel: 9 }).toFile(file);
      console.log(`${previewPath(demo.path, device)}  ${width}×${height} at ${scale}×`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  // The build was only for the pictures: nothing of it stays in memory (/dev/shm).
  rmSync(work, { recursive: true, force: true });
}

const hashes = hashDemos(projectRoot);
const record = readPreviewRecord(projectRoot);
for (const demo of demos) record[demo.slug] = hashes[demo.slug]!;
writeFileSync(join(projectRoot, previewRecordFile), `${JSON.stringify(record, null, 2)}\n`);
console.log(`Previews of ${demos.length} demo(s) saved; record in ${previewRecordFile}.`);
