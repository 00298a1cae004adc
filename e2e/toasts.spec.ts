import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { expect, test } from './support/test';

const toast = (page: Page) => page.getByRole('alert').filter({ hasText: 'Added to cart!' });

async function addOne(page: Page) {
  await page.getByRole('article', { name: 'Gentle Oat Cream Cleanser' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page)).toBeVisible();
}

test('a toast sits below the header, covering none of it, and Escape or a swipe dismisses it', async ({ page }) => {
  await page.goto('/products');
  await addOne(page);
  const header = await page.getByRole('banner').boundingBox();
  const shown = await toast(page).boundingBox();
  expect(shown!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // Its words read against its background.
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(0, { timeout: 1500 });

  await addOne(page);
  // A finger sliding the toast sideways.
  await toast(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: box.top + 10 });
    element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(box.left + 20)], changedTouches: [at(box.left + 20)] }));
    element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(box.left + 160)] }));
  });
  await expect(toast(page)).toHaveCount(0, { timeout: 1500 });
});
