import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { confirmViaMail, joinViaMail } from './support/mail';
import { openBackOfficeNav } from './support/back-office';
import { REP_PASSWORD } from './support/server';

async function metric(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(new RegExp(`^${label}: `)).getAttribute('aria-label');
  return Number(text?.split(': ')[1]?.replace(/[^0-9.]/g, ''));
}

test('the representative signs in, sees numbers move after a quiz, exports leads and signs out', async ({ page, browser }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That password is not correct.');

  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  for (const card of ['Quiz Completions', 'Email Signups', 'Email Capture Rate', 'Sales Generated']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Conversion Funnel' })).toBeVisible();
  const sequence = page.getByRole('table', { name: 'Welcome sequence' });
  for (const email of ['Welcome Email', 'Beauty Tips', 'Social Proof', 'Limited Offer']) await expect(sequence.getByText(email)).toBeVisible();
  await expect(page.getByText('89.2%')).toHaveCount(0);
  const completionsBefore = await metric(page, 'Quiz Completions');
  const signupsBefore = await metric(page, 'Email Signups');

  // A visitor takes the quiz in another browser context and confirms the address (a signup counts once confirmed).
  const visitor = await browser.newContext();
  const email = uniqueEmail('dash');
  await completeQuizViaApi(visitor.request, email);
  await confirmViaMail(visitor.request, email);
  await visitor.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  await expect.poll(() => metric(page, 'Quiz Completions')).toBeGreaterThan(completionsBefore);
  expect(await metric(page, 'Email Signups')).toBeGreaterThan(signupsBefore);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  // The results email that capture sent is counted from the outbox.
  await expect(page.getByRole('table', { name: 'Other emails' }).getByRole('row', { name: /Quiz results/ })).toBeVisible();
  const masked = `${email[0]}***@example.com`;
  await expect(page.getByText(`New email signup: ${masked}`).first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('First name,Email,Email confirmed,Recommendations and tips,Skin-cycling guide,Signed up');
  expect(csv).toContain(`Tess,${email},`);

  await (await openBackOfficeNav(page)).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  const stats = await page.request.get('/api/analytics/stats');
  expect(stats.status()).toBe(401);
});

test('the representative rejects one claim, approves and then voids another, with reasons the member sees', async ({ repPage: page, request }) => {
  const loyaltyCode = await joinViaMail(request, uniqueEmail('claims'), 'Vera');
  const stamp = `${Date.now()}-${test.info().project.name}`.toUpperCase();
  const [kept, refused] = [`KEEP-${stamp}`, `FAKE-${stamp}`];
  for (const [orderNumber, total] of [[kept, 3_000], [refused, 50_000]] as const) {
    const purchase = await request.post('/api/loyalty/purchase', { data: { loyaltyCode, avonOrderNumber: orderNumber, avonOrderTotal: total } });
    expect(purchase.ok()).toBe(true);
  }

  await page.goto('/dashboard');
  // The loyalty card's own line (the Shop health card words the same count with the oldest claim's age).
  await expect(page.getByText(/^\d+ purchase claims? waiting for review$/)).toBeVisible();
  await page.getByRole('link', { name: 'Review claims' }).click();
  await expect(page.getByRole('heading', { name: 'Loyalty: claims, points and rewards' })).toBeVisible();

  const refusedRow = page.getByRole('row', { name: new RegExp(refused, 'i') });
  await expect(refusedRow.getByText('Round total')).toBeVisible();
  await refusedRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Reject selected…' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject 1 claim' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Please give a reason')).toBeVisible();
  await reject.getByLabel('Reason').fill('No such order in the store');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('1 claim rejected. The members see your reason.')).toBeVisible();

  await page.getByRole('row', { name: new RegExp(kept, 'i') }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(page.getByRole('row', { name: new RegExp(kept, 'i') })).toHaveCount(0);

  await page.locator('label', { hasText: /^Approved$/ }).click();
  await page.getByRole('button', { name: `Void order ${kept}` }).click();
  const dialog = page.getByRole('dialog', { name: `Void order ${kept}` });
  await dialog.getByLabel('Reason').fill('Order returned');
  await dialog.getByRole('button', { name: 'Void claim' }).click();
  await expect(page.getByText('The points were reversed.')).toBeVisible();

  const member = await (await request.get(`/api/loyalty/member/${loyaltyCode}`)).json();
  expect(member.member).toMatchObject({ pointsBalance: 0, pendingPoints: 0 });
  const activity = await (await request.get(`/api/loyalty/member/${loyaltyCode}/transactions`)).json();
  const descriptions = (activity.transactions as Array<{ description: string }>).map((entry) => entry.description);
  expect(descriptions).toEqual(expect.arrayContaining(['Purchase of $500.00 not approved: No such order in the store', `Purchase reversed (order ${kept}): Order returned`]));
});
