import { randomBytes } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { expectNoSeriousViolations } from './support/axe-check';
import { openBackOfficeNav } from './support/back-office';
import { clickUntil } from './support/click-until';
import { confirmViaMail, joinViaMail, outcomePathsViaMail } from './support/mail';
import { REP_PASSWORD } from './support/server';
import { expect, test } from './support/test';

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** A reward of its own, which also writes a line in the change history. */
async function newReward(page: Page) {
  const created = await page.request.post('/api/admin/loyalty/rewards', {
    data: { name: `Shell comb ${randomBytes(3).toString('hex')}`, description: 'A wide-tooth comb.', pointsCost: 50, minTier: 'Bronze', active: true },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { reward: { id: number; pointsCost: number } }).reward;
}

/** A new member with a purchase claim waiting for review, and a reward she redeemed waiting to be handed over. */
async function memberWithClaimAndRedemption(page: Page) {
  const loyaltyCode = await joinViaMail(page.request, uniqueEmail('shell'), 'Sam');
  const orderNumber = `SHELL-${randomBytes(4).toString('hex')}`.toUpperCase();
  expect((await page.request.post('/api/loyalty/purchase', { data: { loyaltyCode, avonOrderNumber: orderNumber, avonOrderTotal: 40_000 } })).ok()).toBe(true);
  expect((await page.request.post('/api/admin/loyalty/adjustments', { data: { loyaltyCode, points: 100, reason: 'Welcome gift' } })).status()).toBe(201);
  const reward = await newReward(page);
  const redeemed = await page.request.post('/api/loyalty/redeem', { data: { loyaltyCode, rewardId: reward.id, pointsUsed: reward.pointsCost } });
  expect(redeemed.ok(), await redeemed.text()).toBe(true);
}

/**
 * Every back-office screen, the navigation entry that is current on it, and what the test adds
 * first so that its tables have rows (with their buttons) to measure.
 */
const screens: { path: string; current: string; prepare?: (page: Page) => Promise<void> }[] = [
  { path: '/dashboard', current: 'Overview' },
  { path: '/dashboard/people', current: 'People' },
  { path: '/dashboard/loyalty', current: 'Claims', prepare: memberWithClaimAndRedemption },
  { path: '/dashboard/rewards', current: 'Rewards', prepare: memberWithClaimAndRedemption },
  { path: '/dashboard/products', current: 'Products' },
  { path: '/dashboard/products/new', current: 'Products' },
  { path: '/dashboard/articles', current: 'Articles' },
  { path: '/dashboard/articles/new', current: 'Articles' },
  {
    path: '/dashboard/newsletters',
    current: 'Newsletters',
    prepare: async (page) => {
      const draft = await page.request.post('/api/admin/newsletters', { data: { subject: 'Autumn skin notes', markdown: 'Hello', audience: { kind: 'all' } } });
      expect(draft.status(), await draft.text()).toBe(201);
    },
  },
  {
    path: '/dashboard/segments',
    current: 'Segments',
    prepare: async (page) => {
      const saved = await page.request.post('/api/admin/segments', { data: { name: 'Oily and subscribed', match: 'all', conditions: [{ field: 'skinType', op: 'is', value: 'oily' }, { field: 'newsletter', op: 'is', value: true }] } });
      expect(saved.status(), await saved.text()).toBe(201);
    },
  },
  { path: '/dashboard/flows', current: 'Follow-up emails' },
  { path: '/dashboard/accounts', current: 'Accounts' },
  { path: '/dashboard/rules', current: 'Rules' },
  {
    path: '/dashboard/what-works',
    current: 'What works',
    prepare: async (page) => {
      const email = uniqueEmail('shell-outcome');
      await completeQuizViaApi(page.request, email);
      await confirmViaMail(page.request, email);
      const token = (await outcomePathsViaMail(page.request, email)).works!.split('/').at(-1)!.split('?')[0];
      const answered = await page.request.post('/api/outcomes', { data: { token, answer: 'works' } });
      expect(answered.status(), await answered.text()).toBe(200);
    },
  },
  { path: '/dashboard/settings', current: 'Settings' },
  { path: '/dashboard/audit', current: 'Change history', prepare: async (page) => void (await newReward(page)) },
  { path: '/dashboard/account', current: 'Password and sign-in' },
];

/**
 * Signs in through the API with a session of its own, for a test that signs out (the others use
 * the worker's session): the browser's cookies are shared with `page.request`.
 */
async function signInOwnSession(page: Page) {
  const response = await page.request.post('/api/rep/sign-in', { data: { password: REP_PASSWORD } });
  expect(response.ok()).toBe(true);
}

/** The shop's own frame is absent: no shop navigation, no footer, no newsletter field. */
async function expectNoShopFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Newsletter' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /home$/ })).toHaveCount(0);
}

/** Links, buttons, checkboxes and choice groups in the page's main area whose box reaches past the viewport's right (or left) edge. */
async function controlsOutsideViewport(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  return page.locator('main').evaluate((main, viewportWidth) => {
    const controls = main.querySelectorAll<HTMLElement>('a[href], button, [role="button"], input[type="checkbox"], [role="switch"], [role="radiogroup"], [role="tablist"]');
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') return [];
      if (box.left >= -0.5 && box.right <= viewportWidth + 0.5) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40);
      return [`${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`];
    });
  }, width);
}

test('signed out, /dashboard is the sign-in form in the back-office frame, without its navigation', async ({ page }) => {
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('BeautyMatch™')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
  await expectNoShopFrame(page);
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const nav = await openBackOfficeNav(page);
  await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);
});

test('the navigation leads to every screen, marks the current one, and signs out', async ({ page }, testInfo) => {
  await signInOwnSession(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let nav = await openBackOfficeNav(page);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const label of ['Claims', 'Change history', 'Password and sign-in']) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(screens.find((screen) => screen.current === label)!.path);
    // On a phone, following a link folds the navigation away again.
    if (isMobile(testInfo)) await expect(nav).toBeHidden();
    nav = await openBackOfficeNav(page);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
  }
  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0);
});

test('"View shop" leaves the back-office for the shop, with its own header and footer', async ({ repPage: page }) => {
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'View shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0);
});

test('the shell with its navigation open has no serious accessibility violation', async ({ repPage: page }) => {
  await page.goto('/dashboard/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await openBackOfficeNav(page);
  await expectNoSeriousViolations(page);
});

/**
 * The screen as loaded: no shop frame, no control past the viewport's edges, no sideways
 * scrolling, no serious accessibility violation, and its entry marked in the navigation.
 */
async function expectScreenFits(page: Page, current: string) {
  const main = page.getByRole('main');
  // What the screen loads has arrived (tables, forms): no loader left.
  await expect(main.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoShopFrame(page);

  expect(await controlsOutsideViewport(page), 'controls outside the viewport').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways by').toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  const nav = await openBackOfficeNav(page);
  await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
}

for (const screen of screens) {
  test(`${screen.path}: the back-office frame, its current page marked, every control within the screen's width`, async ({ repPage: page }) => {
    await screen.prepare?.(page);
    await page.goto(screen.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // A preference row, so that its table is measured too (never saved).
    if (screen.path === '/dashboard/rules') await main.getByRole('button', { name: 'Add preference' }).click();
    await expectScreenFits(page, screen.current);
  });
}

test("a person's page: the back-office frame, People marked, every control within the screen's width", async ({ repPage: page }) => {
  await page.goto('/dashboard/people');
  // Found by her code: the newest people come first, and other tests add people all the time.
  await page.getByLabel('Search').fill('glow-demo-0001');
  // The list redraws for the search as it arrives: a click on the row it replaces does nothing.
  await clickUntil(page.getByRole('main').getByRole('link', { name: 'Ava' }).first(), () => expect(page).toHaveURL(/\/dashboard\/people\/[^/]+$/, { timeout: 2_000 }));
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expectScreenFits(page, 'People');
});
