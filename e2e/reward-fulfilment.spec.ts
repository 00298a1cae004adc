import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAppInCharge } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe-check';
import { uniqueEmail } from './support/api';
import { clickUntil } from './support/click-until';
import { joinViaMail, waitForMail } from './support/mail';
import { redeemReward } from './support/redeem';

/** The member looks up her points, redeems the Free Shipping Voucher and reads the code she is shown. */
async function redeemShippingVoucher(page: Page, code: string): Promise<string> {
  await page.goto('/loyalty');
  await page.getByLabel('Loyalty code').fill(code);
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await redeemReward(page, 'Free Shipping Voucher');
  const shown = page.getByRole('status').filter({ hasText: 'Your redemption code' });
  await expect(shown).toBeVisible();
  const redemptionCode = /RWD-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await shown.textContent()) ?? '')?.[0];
  expect(redemptionCode).toBeTruthy();
  return redemptionCode!;
}

test('the representative finds a redemption by the code the member shows, fulfils it, and the member sees it fulfilled', async ({ page, browser, repSession }) => {
  const email = uniqueEmail('reward');
  const code = await joinViaMail(page.request, email, 'Ines');

  // The representative, in her own browser (signed in), opens the rewards queue and gives the new member some points.
  const repContext = await browser.newContext({ storageState: repSession });
  const rep = await repContext.newPage();
  await rep.goto('/dashboard');
  // A page of its own context: its goto does not wait for the app as the fixture's does.
  await expectAppInCharge(rep);
  await expect(rep.getByRole('heading', { name: 'What waits' })).toBeVisible();
  await expect(rep.getByLabel(/^Rewards to hand over: \d+$/)).toBeVisible();
  await rep.getByRole('link', { name: 'Open the rewards queue' }).click();
  await expect(rep.getByRole('heading', { name: 'Rewards to hand over' })).toBeVisible();
  const gift = await rep.request.post('/api/admin/loyalty/adjustments', { data: { loyaltyCode: code, points: 400, reason: 'Welcome gift' } });
  expect(gift.status()).toBe(201);

  // The member redeems a reward and is shown her code.
  const redemptionCode = await redeemShippingVoucher(page, code);
  const mine = page.getByRole('list', { name: 'Your rewards' }).getByRole('listitem').filter({ hasText: redemptionCode });
  await expect(mine).toContainText('Issued: show this code');

  // She reads it out; the representative types it as heard: lower case, no dashes.
  await rep.getByRole('textbox', { name: 'Find a code' }).fill(redemptionCode.replace(/-/g, '').toLowerCase());
  const table = rep.getByRole('table', { name: 'Redemptions' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: redemptionCode });
  await expect(row).toContainText('Ines');
  await expect(row).toContainText('Free Shipping Voucher');
  await row.getByRole('button', { name: `Fulfil ${redemptionCode}` }).click();
  await rep.getByRole('textbox', { name: 'Note (optional)' }).fill('Handed over at the Tuesday meetup');
  await rep.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(rep.getByText(`${redemptionCode} is marked fulfilled`)).toBeVisible();
  await expect(rep.getByText('No redemption has this code here.')).toBeVisible();
  await rep.locator('label').filter({ hasText: /^Fulfilled$/ }).click();
  await expect(rep.getByRole('table', { name: 'Redemptions' }).getByRole('row').filter({ hasText: redemptionCode })).toContainText('Handed over at the Tuesday meetup');
  await repContext.close();

  // The member looks again: fulfilled, and an email says so.
  await page.reload();
  await page.getByLabel('Loyalty code').fill(code);
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await expect(page.getByRole('list', { name: 'Your rewards' }).getByRole('listitem').filter({ hasText: redemptionCode })).toContainText(/Fulfilled on /);
  await waitForMail(page.request, email, /^Your reward is yours/);
});

test('the representative cancels a reward from the member’s profile, and the points come back', async ({ page, browser, repSession }) => {
  const email = uniqueEmail(`profile-reward-${test.info().project.name}`);
  const code = await joinViaMail(page.request, email, 'Noor');

  const repContext = await browser.newContext({ storageState: repSession });
  const rep = await repContext.newPage();
  await rep.goto('/dashboard/people');
  await expectAppInCharge(rep);
  await expect(rep.getByRole('heading', { name: 'People', exact: true })).toBeVisible();
  const gift = await rep.request.post('/api/admin/loyalty/adjustments', { data: { loyaltyCode: code, points: 400, reason: 'Welcome gift' } });
  expect(gift.status()).toBe(201);

  const redemptionCode = await redeemShippingVoucher(page, code);

  await rep.getByLabel('Search').fill(email);
  // The list narrows a moment after typing: take the row with her address, and click again if the
  // list was redrawn under the click.
  await clickUntil(rep.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Noor' }), () =>
    expect(rep).toHaveURL(/\/dashboard\/people\/[^/]+$/, { timeout: 2_000 }),
  );
  await expect(rep.getByRole('heading', { name: 'Noor', exact: true })).toBeVisible();
  const row = rep.getByRole('region', { name: 'Redemptions' }).getByRole('row').filter({ hasText: redemptionCode });
  await expect(row).toContainText('Issued: to hand over');
  await row.getByRole('button', { name: `Cancel ${redemptionCode}` }).click();
  const dialog = rep.getByRole('dialog', { name: `Cancel ${redemptionCode}?` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Out of stock until spring');
  await dialog.getByRole('button', { name: 'Cancel and return the points' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('Out of stock until spring');
  await expect(rep.getByText('400 points')).toBeVisible();
  await repContext.close();

  await waitForMail(page.request, email, /^Your reward was cancelled and your points are back/);
});

test('the rewards queue and the member’s rewards pass axe-core', async ({ repPage: page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dashboard/rewards');
  await expect(page.getByRole('heading', { name: 'Rewards to hand over' })).toBeVisible();
  await page.locator('label').filter({ hasText: /^Fulfilled$/ }).click();
  await expect(page.getByRole('table', { name: 'Redemptions' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A demo member with fulfilled rewards.
  await page.goto('/loyalty');
  await page.getByLabel('Loyalty code').fill('GLOW-DEMO-GOLD');
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await expect(page.getByRole('list', { name: 'Your rewards' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
