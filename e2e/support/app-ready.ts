import { expect, type Page } from '@playwright/test';

/**
 * Public pages arrive drawn by the server and stay inert until the app has replaced the
 * drawing (see html-shell.ts). Checks that read the page as a person uses it wait for that.
 */
export async function expectAppInCharge(page: Page) {
  await expect(page.locator('#root:not([inert])')).toHaveCount(1);
}
