import { openBackOfficeNav } from './support/back-office';
import { REP_PASSWORD } from './support/server';
import { expect, test } from './support/test';

// The password and the sessions are shared by the other tests of this worker (its stored
// session among them), so this spec changes neither: it signs in through the form and checks
// what the representative is told. Changing them is covered by the integration tests
// (password-change.test.ts).
test('the representative finds the password page, is told what a good password needs, and is asked before signing out everywhere', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await (await openBackOfficeNav(page)).getByRole('link', { name: 'Password and sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Password and sign-in', level: 1 })).toBeVisible();

  await page.getByLabel('Current password').fill(REP_PASSWORD);
  await page.getByLabel('New password').fill('too-short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The new password needs at least 12 characters')).toBeVisible();

  await page.getByLabel('New password').fill('password1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password is too common: choose one that is hard to guess')).toBeVisible();

  await page.getByLabel('Current password').fill('not-the-current-password');
  await page.getByLabel('New password').fill('velvet-peony-lantern-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Password and sign-in', level: 1 })).toBeVisible();
});
