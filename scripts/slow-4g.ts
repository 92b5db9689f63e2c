import type { CDPSession } from 'playwright-core';

/** Lighthouse's "slow 4G", for a phone's page: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export async function emulateSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
