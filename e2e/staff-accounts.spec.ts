import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ROLE_REFUSED_MESSAGE } from '../src/shared/staff-access';
import { uniqueEmail } from './support/api';
import { expectAppInCharge } from './support/app-ready';
import { waitForMail } from './support/mail';
import { REP_PASSWORD } from './support/server';
import { expect, test } from './support/test';

const STAFF_PASSWORD = 'juniper-velvet-harbour-7';

async function ownerSignsIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A browser of its own for the staff member, on the same server. */
async function staffBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the owner invites staff; she joins with a password and a second factor, approves a claim the history names her for, cannot open settings, and is signed out when removed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staffEmail = uniqueEmail('staff');
  const orderNumber = `STAFF-${Date.now()}`;
  expect((await request.post('/api/loyalty/purchase', { data: { loyaltyCode: 'GLOW-DEMO-0001', avonOrderNumber: orderNumber, avonOrderTotal: 3200 } })).ok()).toBe(true);

  // The owner invites her.
  await ownerSignsIn(page, '/dashboard/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  const invitations = page.getByRole('table', { name: 'Invitations' });
  await expect(invitations.getByRole('row', { name: new RegExp(staffEmail) })).toContainText('Staff');

  // A mistyped owner invitation is withdrawn (after a confirmation) and leaves the list.
  const mistyped = uniqueEmail('mistyped');
  await page.getByRole('textbox', { name: 'Email' }).fill(mistyped);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invitations.getByRole('row', { name: new RegExp(mistyped) })).toContainText('Owner');
  await page.getByRole('button', { name: `Withdraw the invitation to ${mistyped}` }).click();
  await page.getByRole('dialog', { name: 'Withdraw this invitation?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(invitations.getByRole('row', { name: new RegExp(mistyped) })).toHaveCount(0);
  await expect(invitations.getByRole('row', { name: new RegExp(staffEmail) })).toBeVisible();
  const invitation = await waitForMail(request, staffEmail, /^You are invited to the BeautyMatch back-office$/);
  const joinLink = new URL(invitation.links.find((href) => href.includes('/dashboard/access/join?token='))!);

  // She accepts, chooses her password, and sets up her authenticator.
  const staff = await staffBrowser(browser);
  await staff.goto(`${joinLink.pathname}${joinLink.search}`);
  await expectAppInCharge(staff);
  await staff.getByRole('textbox', { name: 'Your password' }).fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Password and sign-in' })).toBeVisible();
  await staff.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // A session alone changes no second factor: she proves it is her with her password.
  await staff.getByLabel('Your password').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Continue' }).click();
  await expect(staff.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await staff.getByText(/^Key:/).locator('code').textContent())!.trim();
  await staff.getByRole('textbox', { name: 'Code from the app' }).fill(await generate({ secret: key }));
  await staff.getByRole('button', { name: 'Turn on' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Two-factor sign-in is on' })).toBeVisible();
  await expect(staff.getByLabel('Recovery codes').locator('code')).toHaveCount(10);
  await staff.getByRole('button', { name: 'I have saved them' }).click();

  // Her navigation holds what staff may open; the server refuses the rest.
  const nav = staff.getByRole('navigation', { name: 'Back-office' });
  await expect(nav.getByRole('link', { name: 'Claims' })).toBeVisible();
  for (const hidden of ['Settings', 'Accounts', 'Change history', 'Segments']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  expect((await staff.request.get('/api/admin/settings')).status()).toBe(403);
  expect((await staff.request.get('/api/admin/people.csv')).status()).toBe(403);
  await staff.goto('/dashboard/settings');
  await expect(staff.getByRole('alert').filter({ hasText: ROLE_REFUSED_MESSAGE })).toBeVisible();

  // She approves the claim.
  await nav.getByRole('link', { name: 'Claims' }).click();
  const row = staff.getByRole('row', { name: new RegExp(orderNumber, 'i') });
  await row.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
  await staff.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(staff.getByText("1 claim approved: the points are now the members' to spend.")).toBeVisible();

  // The owner's history names her.
  await page.goto('/dashboard/audit');
  await page.getByRole('combobox', { name: 'By' }).click();
  await page.getByRole('option', { name: staffEmail }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${orderNumber}.*${staffEmail}`) })).toBeVisible();

  // The owner removes her: her open page's next call answers 401, and she sees the sign-in form.
  await page.goto('/dashboard/accounts');
  await page.getByRole('button', { name: `Remove ${staffEmail}` }).click();
  await page.getByRole('dialog', { name: 'Remove this account?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('list', { name: 'Accounts' }).getByText(staffEmail)).toHaveCount(0);
  const answer = staff.waitForResponse((response) => response.url().includes('/trpc/') && response.status() === 401);
  await staff.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'People' }).click();
  await answer;
  await expect(staff.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();

  // Signing in again: the right password and a code are not enough for a removed account.
  await staff.getByRole('textbox', { name: 'Email' }).fill(staffEmail);
  await staff.getByRole('textbox', { name: 'Password' }).fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'That email and password do not match an account.' })).toBeVisible();
  await staff.context().close();
});
