import { expect, type Page } from '@playwright/test';

/**
 * The back-office's navigation, opened: on a phone it sits behind the burger in the header, on a
 * wide screen it is always shown beside the page.
 */
export async function openBackOfficeNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  const burger = page.getByRole('button', { name: 'Open navigation' });
  // Either shows once the page knows she is signed in.
  await expect(burger.or(nav).filter({ visible: true })).toHaveCount(1);
  if (await burger.isVisible()) {
    await expect(nav).toBeHidden();
    await burger.click();
  }
  await expect(nav).toBeVisible();
  return nav;
}
