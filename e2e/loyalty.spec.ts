import type { Browser, Page } from '@playwright/test';
import { expectAppInCharge } from './support/app-ready';
import { expect, type RepSession, test } from './support/test';
import { confirmViaMail, loyaltyCodeViaMail, waitForMail } from './support/mail';
import { redeemReward } from './support/redeem';

/**
 * Each test acts as its own client address (the e2e server trusts X-Forwarded-For like a
 * server behind a proxy), so the per-address code lookup limit never couples the tests.
 */
test.beforeEach(async ({ page }) => {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${part()}.${part()}` });
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

async function lookUp(page: Page, code: string) {
  await page.goto('/loyalty');
  await page.getByLabel('Loyalty code').fill(code);
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
}

/** Joins on /loyalty, confirms the address from the email, and looks up the code that arrives. */
async function joinAsNewMember(page: Page) {
  const email = `shopper-${unique().toLowerCase()}@example.com`;
  await page.goto('/loyalty');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Maya');
  await page.getByRole('button', { name: 'Join & Get My Code' }).click();
  // No code on the page: it goes to the address once its owner confirms.
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await expect(page.getByText(/GLOW-[A-Z0-9]{4}-[A-Z0-9]{4}/)).toHaveCount(0);
  await confirmViaMail(page.request, email);
  const code = await loyaltyCodeViaMail(page.request, email);
  await lookUp(page, code);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  return { email, code };
}

test('a demo member sees balance, tier, progress, rewards and history', async ({ page }) => {
  await lookUp(page, 'glow-demo-gold');
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Rewards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText('GLOW-DEMO-GOLD')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('1,255');
  await expect(page.getByTestId('total-earned')).toHaveText('1,755');
  await expect(page.locator('[data-tier="Gold"]')).toHaveText(/Gold/);
  await expect(page.getByText('3,245 more points to Platinum')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Platinum tier' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Redeem Full-Size Hydrating Serum' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Redeem Glow Skincare Bundle' })).toBeDisabled();
  await expect(page.getByText('Luxury Skincare Collection')).toHaveCount(0);

  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(5);
  await expect(activity.getByText('+285 pts')).toBeVisible();
  await expect(activity.getByText('−500 pts')).toBeVisible();
  await expect(activity.getByText(/Order #DEMO-200204/)).toBeVisible();
});

/** The representative, in her own browser (signed in with the worker's session), approves the claim for this order in the review queue. */
async function approveAsRepresentative(browser: Browser, repSession: RepSession, orderNumber: string) {
  const context = await browser.newContext({ storageState: repSession });
  const rep = await context.newPage();
  await rep.goto('/dashboard/loyalty');
  // A page of its own context: its goto does not wait for the app as the fixture's does.
  await expectAppInCharge(rep);
  const row = rep.getByRole('row', { name: new RegExp(orderNumber, 'i') });
  await row.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
  await rep.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(rep.getByText("1 claim approved: the points are now the members' to spend.")).toBeVisible();
  await expect(rep.getByRole('row', { name: new RegExp(orderNumber, 'i') })).toHaveCount(0);
  await context.close();
}

test('a member claims a purchase and sees it pending; once the representative approves it, points and tier change', async ({ page, browser, repSession }) => {
  const { code } = await joinAsNewMember(page);
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect(page.locator('[data-tier="Bronze"]')).toBeVisible();
  await expect(page.getByText('500 more points to Silver')).toBeVisible();
  await expect(page.getByText('No activity yet. Add your first purchase to start earning points!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem Deluxe Sample Trio' })).toBeDisabled();
  await expect(page.getByText('Earn 1 point for every $1 spent')).toBeVisible();

  const orderNumber = `E2E-${unique()}`;
  await page.getByLabel('Order Number').fill(orderNumber);
  await page.getByLabel('Order Total').fill('612.49');
  await page.getByRole('button', { name: 'Add Purchase & Earn Points' }).click();
  await expect(page.getByText('Purchase Added!')).toBeVisible();
  await expect(page.getByText('612 points are pending until your representative confirms the order.')).toBeVisible();
  await expect(page.getByLabel('Order Number')).toHaveValue('');
  // Pending: shown beside the balance and in the activity, but not spendable and no tier yet.
  await expect(page.getByTestId('pending-points')).toHaveText('+ 612 pending approval');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect(page.locator('[data-tier="Bronze"]')).toBeVisible();
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: orderNumber }).getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem Deluxe Sample Trio' })).toBeDisabled();

  await approveAsRepresentative(browser, repSession, orderNumber);

  await lookUp(page, code);
  await expect(page.getByTestId('points-balance')).toHaveText('612');
  await expect(page.getByTestId('pending-points')).toHaveCount(0);
  await expect(page.locator('[data-tier="Silver"]')).toBeVisible();
  await expect(page.getByText('888 more points to Gold')).toBeVisible();
  await expect(activity.getByText('+612 pts')).toBeVisible();
  await expect(activity.getByText(`Order #${orderNumber}`, { exact: false })).toBeVisible();
  // Silver rewards are now offered.
  await expect(page.getByRole('button', { name: 'Redeem $10 Off Your Next Order' })).toBeEnabled();

  await redeemReward(page, 'Deluxe Sample Trio');
  await expect(page.getByText('Reward Redeemed!')).toBeVisible();
  await expect(page.getByRole('status').getByText(/^RWD-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('512');
  await expect(activity.getByText('−100 pts')).toBeVisible();

  // The same order number cannot be claimed twice.
  await page.getByLabel('Order Number').fill(orderNumber.toLowerCase());
  await page.getByLabel('Order Total').fill('10');
  await page.getByRole('button', { name: 'Add Purchase & Earn Points' }).click();
  await expect(page.getByText('This order number has already been recorded')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('512');
});

test('a member who lost their code gets it by email, never on the page', async ({ page }) => {
  const { email } = await joinAsNewMember(page);
  await page.goto('/loyalty');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Email me my code' }).click();
  await expect(page.getByText(`If ${email} is a member, its loyalty code is on its way to that address.`)).toBeVisible();
  await expect(page.getByText(/GLOW-[A-Z0-9]{4}-[A-Z0-9]{4}/)).toHaveCount(0);
  await waitForMail(page.request, email, /^Your BeautyMatch loyalty code$/);
});

test('an unknown code shows the not-found state and Try Again resets', async ({ page }) => {
  await lookUp(page, 'GLOW-NOPE-0000');
  await expect(page.getByRole('heading', { name: 'Loyalty Code Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Loyalty code')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Loyalty Code Not Found' })).toBeHidden();
});

test('forms explain what is missing', async ({ page }) => {
  await page.goto('/loyalty');
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await expect(page.getByText('Please enter your loyalty code')).toBeVisible();
  await page.getByRole('button', { name: 'Join & Get My Code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();

  await joinAsNewMember(page);
  await page.getByRole('button', { name: 'Add Purchase & Earn Points' }).click();
  await expect(page.getByText('Please enter both order number and total').first()).toBeVisible();
  await page.getByLabel('Order Number').fill(`E2E-${unique()}`);
  await page.getByRole('button', { name: 'Add Purchase & Earn Points' }).click();
  await expect(page.getByText('Please enter both order number and total')).toHaveCount(1);
  await expect(page.getByTestId('points-balance')).toHaveText('0');
});
