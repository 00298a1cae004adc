import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one difference: `page.goto` and `page.reload` return once the app has
 * attached to the page the server drew (hydration, see app-ready.ts). The drawn markup is on
 * screen before that, and text typed into it then would be reset by the app.
 */
export const test = base.extend({
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
    page.goto = async (url, options) => untilHydrated(await goto(url, options));
    page.reload = async (options) => untilHydrated(await reload(options));
    await use(page);
  },
});

export { expect };
