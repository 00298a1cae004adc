import type { Page } from '@playwright/test';

/** The member presses Redeem beside a reward and confirms in the dialog that says what it costs. */
export async function redeemReward(page: Page, rewardName: string): Promise<void> {
  await page.getByRole('button', { name: `Redeem ${rewardName}` }).click();
  await page
    .getByRole('dialog', { name: `Redeem ${rewardName}?` })
    .getByRole('button', { name: 'Redeem', exact: true })
    .click();
}
