import type { CDPSession } from '@playwright/test';

/**
 * A mid-range phone on a slow 4G link, as Lighthouse's mobile preset models it: the CPU four
 * times slower than this machine's, 150 ms round trips, 1.6 Mbps down and 750 kbps up. The
 * browser tests of taps before hydration and the bench's hydration phase use it.
 */
const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** Applies the profile to the page the session belongs to (Chromium's DevTools protocol). */
export async function applyPhoneProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
}
