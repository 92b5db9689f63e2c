import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, as the tests, the
 * previews and the phone benchmark run it: with no network but loopback.
 * Every host name but localhost fails to resolve, so nothing leaves the
 * machine and no request has to be intercepted (a test that stands in for
 * a host routes it). `args`: flags of the caller's own (`--hide-scrollbars`
 * for screenshots).
 */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
