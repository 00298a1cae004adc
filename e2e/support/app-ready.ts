import { expect, type Page } from '@playwright/test';

/**
 * Pages arrive drawn by the server; React then attaches to that markup (hydration), and only
 * from then on do buttons and forms respond. Checks that use the page as a person does wait for
 * that (components/layout/hydration-mark.tsx marks the document).
 */
export async function expectAppInCharge(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
