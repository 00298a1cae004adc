import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';
import { freePortSync } from './scripts/free-port.mjs';

// Without E2E_PORT the run takes a free port, so two checkouts testing at once never share one.
// It goes into the environment, which the workers (and the specs' lock folders) inherit.
// An empty value counts as unset, as everywhere.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePortSync());
const port = Number(process.env.E2E_PORT);
// The run's own folder (the specs' locks), inherited by the workers and removed at the end
// (e2e/support/global-teardown.ts); the server keeps its data in a folder of its own.
if (!process.env.E2E_RUN_DIR) process.env.E2E_RUN_DIR = mkdtempSync(path.join(tmpdir(), 'beauty-match-e2e-run-'));
const baseURL = `http://localhost:${port}`;
const executablePath = findChromium();

const launchOptions = {
  executablePath,
  // Root in a container: no sandbox. The rest keeps Chromium off the (closed) network.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// Each spec runs at the size its screens are used at: the back-office at a desk, shopping on a
// phone (where campaign links, parties and slow taps happen). Only specs whose point is the size
// run at both: accessibility, layout fit, screen fit, navigation and the back-office shell. A
// test about another size inside a one-size spec resizes its page itself.
const deskOnly = [
  'article-admin', 'back-office', 'back-office-words', 'dashboard', 'dialog-promises', 'email', 'kept-page-csp', 'loyalty-programme',
  'newsletter', 'people', 'readable-history', 'recommendation-rules', 'rep-account', 'reward-fulfilment', 'rewards', 'safe-rules', 'segments',
  'social-links', 'store-settings', 'survey-follow-up', 'flows', 'sales-trends', 'staff-accounts', 'subject-test',
];
const phoneOnly = [
  'campaign-links', 'footer', 'loyalty', 'party-on-one-wifi', 'quiz', 'quiz-preview-and-results', 'returning-visitor',
  'taps-before-hydration', 'toasts', 'usage-survey', 'learning-hub', 'platform', 'shop', 'shopper-details',
];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/support/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'desktop', testIgnore: specs(phoneOnly), use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: specs(deskOnly),
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded with the demo data, in a temporary folder
    // that goes when the server stops (scripts/e2e-server.mjs).
    command: 'exec node scripts/e2e-server.mjs',
    url: `${baseURL}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // Development mode: email goes to the in-process catcher, which the tests read at /dev/mail;
    // the survey invitation goes out at once instead of after two weeks.
    env: { PORT: String(port), REP_PASSWORD: 'e2e-rep-password', MAIL_POLL_MS: '100', SURVEY_INVITE_DELAY_HOURS: '0',
      // Browser tests give themselves distinct client addresses through X-Forwarded-For; many
      // of them leave an address from this machine's own, more than one visitor's allowance.
      TRUST_PROXY: 'loopback', MAIL_PER_CLIENT_HOUR: '10000',
      ...(process.env.CLIENT_DIST_DIR ? { CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR } : {}), LOG_LEVEL: 'warn', NODE_ENV: 'development', SITE_URL: baseURL },
  },
});
