import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';

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
  // Each worker starts a server and database of its own (e2e/support/test.ts), which the pages
  // and requests of its tests go to; the CI machine has two cores.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'desktop', testIgnore: specs(phoneOnly), use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testIgnore: specs(deskOnly),
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
