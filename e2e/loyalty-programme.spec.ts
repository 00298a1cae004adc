import type { Browser, Page } from '@playwright/test';
import { expectAppInCharge } from './support/app-ready';
import { expectNoSeriousViolations } from './support/axe-check';
import { expect, type RepSession, test } from './support/test';

// The rate and thresholds show on every member's page, and what this spec expects of the demo
// members (their points, how many change tier) rests on the demo data as seeded, which other
// specs change: it runs on a server of its own.
test.describe.configure({ mode: 'serial' });
test.use({ ownServer: 'loyalty-programme' });

/** The representative's dashboard in a browser of its own, signed in with the worker's session. */
async function signedInDashboard(browser: Browser, repSession: RepSession): Promise<Page> {
  const page = await (await browser.newContext({ storageState: repSession })).newPage();
  await page.goto('/dashboard/loyalty');
  await expectAppInCharge(page);
  await expect(page.getByRole('heading', { name: 'Programme settings' })).toBeVisible();
  return page;
}

async function lookUp(page: Page, code: string) {
  await page.goto('/loyalty');
  // A page of its own context: `test`'s page fixture, which waits for the app, does not make it.
  await expectAppInCharge(page);
  await page.getByLabel('Loyalty code').fill(code);
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
}

test('the representative changes points per dollar and the Silver threshold; a member sees both on /loyalty', async ({ browser, repSession }) => {
  test.setTimeout(120_000);
  const member = await (await browser.newContext()).newPage();
  await lookUp(member, 'GLOW-DEMO-0001');
  await expect(member.locator('[data-tier="Bronze"]')).toBeVisible();
  await expect(member.getByText('251 more points to Silver')).toBeVisible();
  await expect(member.getByText('Earn 1 point for every $1 spent')).toBeVisible();

  const rep = await signedInDashboard(browser, repSession);
  await expect(rep.getByLabel('Points per dollar')).toHaveValue('1');
  await expect(rep.getByLabel('Silver from')).toHaveValue('500');
  await expect(rep.getByLabel('Gold from')).toHaveValue('1,500');
  await expect(rep.getByLabel('Platinum from')).toHaveValue('5,000');

  // A threshold out of order is refused in the form, naming it.
  await rep.getByLabel('Gold from').fill('400');
  await rep.getByRole('button', { name: 'Save settings' }).click();
  await expect(rep.getByText('gold must be above silver (500 points)')).toBeVisible();

  await rep.getByLabel('Gold from').fill('1500');
  await rep.getByLabel('Silver from').fill('200');
  await rep.getByLabel('Points per dollar').fill('2');
  // The demo member with 249 points earned would become Silver; the Gold one stays Gold.
  await expect(rep.getByText('Saving moves 1 member to another tier at once, and with it the rewards they may redeem.')).toBeVisible();
  await expectNoSeriousViolations(rep, { include: '#programme-settings', minPasses: 5 });
  await rep.getByRole('button', { name: 'Save settings' }).click();
  await expect(rep.getByText('1 member moved to another tier.')).toBeVisible();
  await expect(rep.getByLabel('Silver from')).toHaveValue('200');

  await member.goto('/loyalty');
  await expect(member.getByText('Earn 2 points for every $1 you spend.', { exact: false }).first()).toBeVisible();
  await lookUp(member, 'GLOW-DEMO-0001');
  await expect(member.locator('[data-tier="Silver"]')).toBeVisible();
  await expect(member.getByText('1,251 more points to Gold')).toBeVisible();
  await expect(member.getByText('Earn 2 points for every $1 spent')).toBeVisible();
  await member.getByLabel('Order Number').fill(`E2E-RATE-${Date.now()}`);
  await member.getByLabel('Order Total').fill('10.75');
  await member.getByRole('button', { name: 'Add Purchase & Earn Points' }).click();
  await expect(member.getByText('20 points are pending until your representative confirms the order.')).toBeVisible();
});

test('a save over settings someone changed meanwhile says so and saves nothing', async ({ browser, repSession }) => {
  const first = await signedInDashboard(browser, repSession);
  const second = await signedInDashboard(browser, repSession);
  await first.getByLabel('Points per dollar').fill('3');
  await first.getByRole('button', { name: 'Save settings' }).click();
  await expect(first.getByText('The loyalty settings are updated.')).toBeVisible();

  await second.getByLabel('Points per dollar').fill('5');
  await second.getByRole('button', { name: 'Save settings' }).click();
  await expect(second.getByText('Someone saved these settings after you opened them, so yours were not saved.', { exact: false })).toBeVisible();
  await second.getByRole('button', { name: 'Reload settings' }).click();
  await expect(second.getByLabel('Points per dollar')).toHaveValue('3');
});
