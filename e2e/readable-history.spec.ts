import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { uniqueEmail } from './support/api';
import { joinViaMail } from './support/mail';

test('the change history names a member, says what a claim decision and an adjustment changed in words', async ({ repPage: page, request }) => {
  const email = uniqueEmail('history');
  const code = await joinViaMail(request, email, 'Mara');
  const orderNumber = `HIST-${Date.now().toString(36)}-${test.info().project.name}`;
  const claimed = await request.post('/api/loyalty/purchase', { data: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: 4850 } });
  expect(claimed.ok(), await claimed.text()).toBe(true);
  const claimId = ((await claimed.json()).transaction.id as string).replace(/^claim-/, '');

  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Change history', level: 1 })).toBeVisible();
  // The representative's own session decides and adjusts, as the back-office screens would.
  expect((await page.request.post('/api/admin/loyalty/claims/approve', { data: { claimIds: [claimId] } })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/loyalty/adjustments', { data: { loyaltyCode: code, points: 25, reason: 'Goodwill for a late parcel' } })).ok()).toBe(true);
  await page.goto('/dashboard/audit');

  const member = `Mara · ${email}`;
  const adjustment = page.getByRole('row').filter({ hasText: member }).filter({ hasText: 'Points added' });
  await expect(adjustment).toBeVisible();
  await expect(adjustment).not.toContainText('{');
  await adjustment.getByRole('button', { name: 'Show' }).click();
  const adjusted = page.getByRole('table', { name: 'Fields changed by add points' });
  await expect(adjusted.getByRole('row').filter({ hasText: 'Points balance' })).toContainText(/\d+\s*\d+/);
  await expect(adjusted.getByRole('row').filter({ hasText: 'Reason' })).toContainText('Goodwill for a late parcel');

  const claim = page.getByRole('row').filter({ hasText: `Order ${orderNumber} by ${member}` });
  await expect(claim).toContainText('Claim approved');
  await claim.getByRole('button', { name: 'Show' }).click();
  const decided = page.getByRole('table', { name: 'Fields changed by approve' });
  await expect(decided.getByRole('row').filter({ hasText: 'Status' })).toContainText(/Waiting for review\s*Approved/);
  await expect(decided.getByRole('row').filter({ hasText: 'Order total' })).toContainText('$48.50');
  await expect(decided.getByRole('row').filter({ hasText: 'Decided by' })).toContainText('The representative');
  await expectNoSeriousViolations(page);
});
