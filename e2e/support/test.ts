import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { REP_PASSWORD, startServer, type TestServer } from './server';

/** A request that failed or was refused: tests that provoke one (404 pages, refused input, injected failures) expect it. */
const FAILED_REQUEST = /^Failed to load resource: /;

/** What a signed-in browser keeps: the owner's session cookie (and the device cookie that sign-in set). */
export type RepSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A client address of its own (the test servers trust X-Forwarded-For from this machine). */
function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${part()}.${part()}`;
}

interface WorkerFixtures {
  /**
   * Settings of the worker's server beyond the usual ones, for a spec that needs them
   * (`test.use({ serverEnvironment: { … } })`): its tests then run in workers of their own.
   */
  serverEnvironment: Record<string, string>;
  /**
   * A name for a server no other spec's tests use (`test.use({ ownServer: 'its spec' })`), for a
   * spec whose checks rest on the demo data exactly as seeded. No fixture reads it: Playwright
   * runs tests whose worker options differ in different workers, so its tests get their own.
   */
  ownServer: string;
  /** This worker's server and database (server.ts), started with the worker and stopped with it. */
  server: TestServer;
  /** The owner's session on this worker's server, signed in once through the API. */
  repSession: RepSession;
}

interface TestFixtures {
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  /** `page`, signed in as the owner with the worker's session (no sign-in form). */
  repPage: Page;
}

/**
 * Playwright's `test` with these differences:
 * - each worker has a server and database of its own, which its pages and requests go to
 *   (`baseURL`): tests of other workers never see what a test changes. A test that changes what
 *   later tests of its worker rest on (store settings, a published article) puts it back.
 * - `repPage` (or `repSession` for a browser context of its own: `browser.newContext({
 *   storageState: repSession })`) is signed in as the owner with one session per worker. A test
 *   that signs out or ends sessions signs in itself, as do the tests of the sign-in form.
 * - `page.goto` and `page.reload` return once the app has attached to the page the server drew
 *   (hydration, see app-ready.ts). The drawn markup is on screen before that, and text typed
 *   into it then would be reset by the app. `{ waitUntil: 'commit' }` returns as soon as the
 *   page starts to arrive, for tests of what a visitor can do before hydration.
 * - a test fails when the page logs an error or throws (a hydration mismatch among them), other
 *   than a resource the server refused.
 * - each test is a visitor of its own: its pages and API requests come from a client address of
 *   their own (X-Forwarded-For, which the test server trusts), so per-address limits (new quiz
 *   sessions, carts, loyalty lookups) count each test apart, as they would count people.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnvironment: [{}, { scope: 'worker', option: true }],
  ownServer: ['', { scope: 'worker', option: true }],
  server: [
    async ({ serverEnvironment }, use) => {
      const server = await startServer(serverEnvironment);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  repSession: [
    async ({ playwright, server }, use) => {
      const api = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
      const response = await api.post('/api/rep/sign-in', { data: { password: REP_PASSWORD } });
      if (!response.ok()) throw new Error(`sign-in: ${response.status()} ${await response.text()}`);
      const session = await api.storageState();
      await api.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
  repPage: async ({ page, repSession }, use) => {
    await page.context().addCookies(repSession.cookies);
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ 'x-forwarded-for': clientAddress(), ...extraHTTPHeaders });
  },
  /** Errors a test provokes on purpose and the app logs, e.g. `test.use({ expectedConsoleErrors: [/submit failed/] })`. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expected = [FAILED_REQUEST, ...expectedConsoleErrors];
      // The development mail catcher is not the app (its message preview is a sandboxed frame).
      const onAppPage = () => !new URL(page.url()).pathname.startsWith('/dev/');
      page.on('console', (message) => {
        if (message.type() !== 'error' || !onAppPage()) return;
        if (!expected.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (onAppPage()) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'errors the page logged or threw').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    // Only the app's pages (they load its module script), and only where scripts run.
    const untilHydrated = async <T extends { headers(): Record<string, string> } | null>(response: T): Promise<T> => {
      const isPage = response?.headers()['content-type']?.startsWith('text/html');
      if (isPage && javaScriptEnabled !== false && (await page.locator('script[type="module"]').count()) > 0) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waits = (options?: { waitUntil?: string }) => options?.waitUntil !== 'commit';
    page.goto = async (url, options) => (waits(options) ? untilHydrated(await goto(url, options)) : goto(url, options));
    page.reload = async (options) => (waits(options) ? untilHydrated(await reload(options)) : reload(options));
    await use(page);
  },
});

export { expect };
