import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` until `outcome` holds. On a page still growing above the target (lists and
 * cards arriving on a busy machine), a click can land where the target was a moment before and
 * do nothing; a person would click again, and so does this. Only for clicks that are harmless
 * to repeat (a link, a submit that is refused). `outcome` should use short timeouts.
 */
export async function clickUntil(target: Locator, outcome: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.click();
    await outcome();
  }).toPass({ timeout: 20_000 });
}
