/**
 * H1: how long a phone shows a page before the app is in charge of it. Each public page is loaded
 * on the phone profile (phone-profile.ts: 4× slower CPU, slow 4G) as a first visit in a fresh
 * context of Chromium, and the time from its first contentful paint to the `hydrated` mark
 * (root-document.tsx, set once hydrateRoot's commit has run its effects) is read from the page's
 * own performance timeline. A tap in that gap is held and replayed (src/client/tap-replay.ts).
 */
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import { findChromium } from '../ensure-chromium.mjs';
import { markdownTable } from './bench-table.js';
import { applyPhoneProfile } from './phone-profile.js';

const HYDRATION_PAGES = ['/', '/quiz', '/products'] as const;

interface HydrationTiming {
  path: string;
  /** Milliseconds from navigation start, one entry per run. */
  firstPaintMs: number[];
  hydratedMs: number[];
}

/** The middle run (the bench runs an odd number). */
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Loads each page `runs` times on the phone profile and reads its paint and hydration times. */
export async function measureHydration(baseUrl: string, runs: number, paths: readonly string[] = HYDRATION_PAGES): Promise<HydrationTiming[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`');
  const browser = await chromium.launch({ executablePath, args: playwrightConfig.use?.launchOptions?.args ?? [] });
  try {
    const timings: HydrationTiming[] = [];
    for (const path of paths) {
      const timing: HydrationTiming = { path, firstPaintMs: [], hydratedMs: [] };
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`hydration ${path} (${run}/${runs})\n`);
        // A first visit on a phone: nothing cached, nothing stored.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        try {
          const page = await context.newPage();
          await applyPhoneProfile(await context.newCDPSession(page));
          await page.goto(baseUrl + path, { waitUntil: 'commit' });
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
          const times = await page.evaluate(() => ({
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            hydrated: performance.getEntriesByName('hydrated')[0]?.startTime,
          }));
          if (times.paint === undefined || times.hydrated === undefined) throw new Error(`${path}: no first paint or hydrated mark (${JSON.stringify(times)})`);
          timing.firstPaintMs.push(times.paint);
          timing.hydratedMs.push(times.hydrated);
        } finally {
          await context.close();
        }
      }
      timings.push(timing);
    }
    return timings;
  } finally {
    await browser.close();
  }
}

export function hydrationTable(timings: readonly HydrationTiming[]): string {
  const ms = (value: number) => String(Math.round(value));
  return markdownTable(
    ['Page', 'First paint ms', 'Hydrated ms', 'Paint → hydrated ms (median)', 'Paint → hydrated, each run'],
    timings.map((timing) => {
      const gaps = timing.hydratedMs.map((hydrated, run) => hydrated - timing.firstPaintMs[run]!);
      return [timing.path, ms(median(timing.firstPaintMs)), ms(median(timing.hydratedMs)), ms(median(gaps)), gaps.map(ms).join(', ')];
    }),
  );
}
