import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { joinViaMail } from './support/mail';

const REP_PASSWORD = 'e2e-rep-password';

async function metric(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(new RegExp(`^${label}: `)).getAttribute('aria-label');
  return Number(text?.split(': ')[1]?.replace(/[^0-9.]/g, ''));
}

test('the representative signs in, sees numbers move after a quiz, exports leads and signs out', async ({ page, browser }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Representative sign-in' })).toBeVisible();

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

  // A visitor takes the quiz in another browser context.
  const visitor = await browser.newContext();
  const email = uniqueEmail('dash');
  await completeQuizViaApi(visitor.request, email);
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

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Representative sign-in' })).toBeVisible();
  const stats = await page.request.get('/api/analytics/stats');
  expect(stats.status()).toBe(401);
});

test('the representative voids a loyalty purchase claim with a reason', async ({ page, request }) => {
  const loyaltyCode = await joinViaMail(request, uniqueEmail('void'), 'Vera');
  const orderNumber = `VOID-${Date.now()}-${test.info().project.name}`;
  const purchase = await request.post('/api/loyalty/purchase', { data: { loyaltyCode, avonOrderNumber: orderNumber, avonOrderTotal: 3_000 } });
  expect(purchase.ok()).toBe(true);

  await page.goto('/dashboard');
  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: `Void order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Void order ${orderNumber}` });
  await dialog.getByRole('button', { name: 'Void claim' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Order returned');
  await dialog.getByRole('button', { name: 'Void claim' }).click();
  await expect(page.getByText(`Order ${orderNumber}: 30 points reversed.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(orderNumber, 'i') }).getByText('Voided')).toBeVisible();

  const after = await request.get(`/api/loyalty/member/${loyaltyCode}`);
  expect(((await after.json()) as { member: { pointsBalance: number } }).member.pointsBalance).toBe(0);
});
