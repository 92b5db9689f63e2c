import sharp from 'sharp';
import { launchChromium } from './scripts/chromium.ts';
import { createSiteServer } from './scripts/server/static.ts';
import { listenLocally } from './scripts/server/listen.ts';
const browser = await launchChromium(['--hide-scrollbars']);
for (const [label, root] of [['old', '/dev/shm/old/dist'], ['new', '/dev/shm/lh/dist']]) {
  const server = createSiteServer({ root });
  const { origin } = await listenLocally(server);
  for (const width of [390, 1280]) for (const motion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: motion });
    await context.addCookies([{ name: 'eclosion-consent', value: 'refused', url: origin }]);
    const page = await context.newPage();
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(`${origin}/studio-design/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.clock.runFor(2500);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/studio-${label}-${width}-${motion}.png`, animations: 'disabled' });
    await context.close();
  }
  server.close();
}
await browser.close();
for (const width of [390, 1280]) for (const motion of ['no-preference', 'reduce']) {
  const a = await sharp(`/tmp/studio-old-${width}-${motion}.png`).raw().toBuffer();
  const b = await sharp(`/tmp/studio-new-${width}-${motion}.png`).raw().toBuffer();
  let diff = 0; for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff++;
  console.log(width, motion, diff);
}
