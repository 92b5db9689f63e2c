import { chromium, type Browser } from 'playwright-core';

/** Where Debian's chromium-headless-shell package puts the shell. */
export const chromiumPath = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium headless shell (or CHROMIUM_PATH), as the tests, the
 * previews and the phone benchmark run it: with no network but loopback.
 * The shell is Chromium's own engine built for headless use, what
 * Playwright runs headless by default; the full browser's headless mode
 * (/usr/bin/chromium) made the whole suite take 599 s here instead of
 * 364 s, and 1,166 core-s of CPU instead of 659, for a window, tabs and a
 * GPU process no test looks at.
 * Every host name but localhost fails to resolve, so nothing leaves the
 * machine and no request has to be intercepted (a test that stands in for
 * a host routes it). `args`: flags of the caller's own (`--hide-scrollbars`
 * for screenshots).
 */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ...args,
    ],
  });
}
