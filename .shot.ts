import { chromium } from 'playwright-core';
import { createSiteServer } from './scripts/server/static.ts';
const root = process.argv[2] ?? '/dev/shm/i3-try';
const server = createSiteServer({ root });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['mobile', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
  const page = await browser.newPage({ viewport });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/i3/${name}-top.png` });
  await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo({ top: y, behavior: 'instant' }); await new Promise((r) => setTimeout(r, 50)); } });
  await page.waitForTimeout(1500);
  const states = await page.evaluate(() => [...document.querySelectorAll('[data-lazy-section]')].map((s) => (s as HTMLElement).dataset.lazyState));
  console.log(name, states);
  const h = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0, i = 0; y < h; y += viewport.height, i++) { await page.evaluate((t) => window.scrollTo({ top: t, behavior: 'instant' }), y); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/i3/${name}-${i}.png` }); }
  await page.close();
}
await browser.close();
server.close();
