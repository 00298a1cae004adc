import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/api';
import { joinViaMail, waitForMail } from './support/mail';

const NO_EMAIL = 'No email will be sent: the member has no address.';

/** Opens the fulfil and cancel dialogs of a redemption in the queue, checks what each says about email, and leaves it undecided. */
async function expectDialogsToSay(page: Page, redemptionCode: string, fulfil: string, cancel: string) {
  await page.getByRole('textbox', { name: 'Find a code' }).fill(redemptionCode);
  const row = page.getByRole('table', { name: 'Redemptions' }).getByRole('row').filter({ hasText: redemptionCode });
  await row.getByRole('button', { name: `Fulfil ${redemptionCode}` }).click();
  const fulfilling = page.getByRole('dialog', { name: `Fulfil ${redemptionCode}` });
  await expect(fulfilling).toContainText(fulfil);
  await fulfilling.getByRole('button', { name: 'Back' }).click();
  await expect(fulfilling).toBeHidden();
  await row.getByRole('button', { name: `Cancel ${redemptionCode}` }).click();
  const cancelling = page.getByRole('dialog', { name: `Cancel ${redemptionCode}?` });
  await expect(cancelling).toContainText(cancel);
  await cancelling.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancelling).toBeHidden();
}

test('decision dialogs promise an email only to a member with an address, and that email comes', async ({ repPage: page }) => {
  const email = uniqueEmail('promise');
  const code = await joinViaMail(page.request, email, 'Opal');
  await page.goto('/dashboard/loyalty');

  // Adjusting points: a member with an address is emailed; one without is told no email goes.
  await expect(page.getByRole('heading', { name: 'Adjust points' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find a member' }).fill(email);
  await page.getByRole('button', { name: 'Choose Opal' }).click();
  await expect(page.getByText('The member gets an email with the change, your reason and her new balance.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Points (negative to correct)' }).fill('400');
  await page.getByRole('textbox', { name: 'Reason (the member sees it)' }).fill('Welcome gift');
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByText('The balance is now 400 points.')).toBeVisible();
  const mail = await waitForMail(page.request, email, /^Points were added to your balance/);
  expect(mail.id).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Change member' }).click();
  await page.getByRole('textbox', { name: 'Find a member' }).fill('GLOW-DEMO-0001');
  await page.getByRole('button', { name: 'Choose Ava' }).click();
  await expect(page.getByText(NO_EMAIL)).toBeVisible();

  // Fulfilling or cancelling a reward: the same promise, kept.
  const rewards = (await (await page.request.get('/api/loyalty/rewards')).json()) as { rewards: Array<{ id: number; name: string; pointsCost: number }> };
  const voucher = rewards.rewards.find((reward) => reward.name === 'Free Shipping Voucher')!;
  const redeemed = await page.request.post('/api/loyalty/redeem', { data: { loyaltyCode: code, rewardId: voucher.id, pointsUsed: voucher.pointsCost } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  const { redemptionCode } = (await redeemed.json()) as { redemptionCode: string };
  // Ava, a demo member who joined without an address (149 points), redeems too.
  const trio = rewards.rewards.find((reward) => reward.name === 'Deluxe Sample Trio')!;
  const avas = await page.request.post('/api/loyalty/redeem', { data: { loyaltyCode: 'GLOW-DEMO-0001', rewardId: trio.id, pointsUsed: trio.pointsCost } });
  expect(avas.status(), await avas.text()).toBe(200);
  const withoutAddress = (await avas.json()) as { redemptionCode: string };

  await page.goto('/dashboard/rewards');
  await expect(page.getByRole('heading', { name: 'Rewards to hand over' })).toBeVisible();
  await expectDialogsToSay(page, redemptionCode, 'The member gets an email.', 'She is emailed it too.');
  await expectDialogsToSay(page, withoutAddress.redemptionCode, NO_EMAIL, NO_EMAIL);
});
