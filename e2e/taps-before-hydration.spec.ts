import type { Locator, Page } from '@playwright/test';
import { applyPhoneProfile } from '../scripts/bench/phone-profile';
import { becomeReturningVisitor, clientAddress, makeReturningState } from './support/returning-visitor';
import { expect, test } from './support/test';

/**
 * A shopper on a mid-range phone taps a control the moment it is drawn, often before the app has
 * attached to the server's markup (hydration). That first tap must take effect, exactly once, on a
 * first visit and on a returning one (a saved cart and quiz in this browser). Each test runs on the
 * phone profile (4× slower CPU, slow 4G) and navigates without waiting for hydration.
 */

type Visit = 'first' | 'returning';
const visits: Visit[] = ['first', 'returning'];

/** Every test here loads pages on a throttled link and CPU. */
const THROTTLED_MS = 60_000;

async function openAsPhone(page: Page, visit: Visit): Promise<{ cartItems: number }> {
  test.setTimeout(150_000);
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  let cartItems = 0;
  if (visit === 'returning') {
    await becomeReturningVisitor(page, await makeReturningState(page.request, address));
    cartItems = 2;
  }
  await applyPhoneProfile(await page.context().newCDPSession(page));
  return { cartItems };
}

/**
 * Holds the app's scripts until released: the server's markup is on screen and nothing has
 * hydrated, the moment a quick tap lands in on a slow phone, made certain rather than likely.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Taps `target` once it is on screen, as a person does: without Playwright's wait until the
 * element takes pointer events, which would wait for hydration and hide a tap that is lost.
 */
async function tapWhenDrawn(target: Locator) {
  await expect(target).toBeVisible({ timeout: THROTTLED_MS });
  await target.click({ force: true });
}

const notHydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(0);
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: THROTTLED_MS });
const cartLink = (page: Page, items: number) => page.getByRole('banner').getByRole('link', { name: `Cart, ${items} item${items === 1 ? '' : 's'}` });

/** Counts the page's add-to-cart calls: a replayed tap must make exactly one. */
function countCartAdds(page: Page): () => number {
  let adds = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/trpc\/cart\.add\b/.test(request.url())) adds++;
  });
  return () => adds;
}

async function expectAddedOnce(page: Page, adds: () => number, cartItems: number) {
  await expect(page.getByRole('alert').filter({ hasText: 'Added to cart!' })).toBeVisible({ timeout: THROTTLED_MS });
  await expect(cartLink(page, cartItems + 1)).toBeVisible({ timeout: THROTTLED_MS });
  expect(adds()).toBe(1);
}

for (const visit of visits) {
  test(`${visit} visit: Add to Cart tapped before hydration adds the product once`, async ({ page }) => {
    const { cartItems } = await openAsPhone(page, visit);
    const release = await holdAppScripts(page);
    const adds = countCartAdds(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await tapWhenDrawn(page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }));
    await notHydrated(page);
    release();
    await hydrated(page);
    await expectAddedOnce(page, adds, cartItems);
  });

  test(`${visit} visit: Add to Cart tapped the moment it is drawn adds the product once, wherever hydration is`, async ({ page }) => {
    const { cartItems } = await openAsPhone(page, visit);
    const adds = countCartAdds(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await tapWhenDrawn(page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }));
    await hydrated(page);
    await expectAddedOnce(page, adds, cartItems);
  });

  test(`${visit} visit: a category tab tapped before hydration is selected and filters the list`, async ({ page, request }) => {
    await openAsPhone(page, visit);
    const { products } = (await (await request.get('/api/products')).json()) as { products: Array<{ category: string }> };
    const skincare = products.filter((product) => product.category === 'skincare').length;
    const release = await holdAppScripts(page);
    await page.goto('/products', { waitUntil: 'commit' });
    const tab = page.getByRole('tab', { name: 'Skincare', exact: true });
    await tapWhenDrawn(tab);
    await notHydrated(page);
    release();
    await hydrated(page);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: THROTTLED_MS });
    await expect(page).toHaveURL(/[?&]category=skincare\b/);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(skincare);
    await expect(cards.filter({ hasNotText: 'Skincare' })).toHaveCount(0);
  });

  test(`${visit} visit: the first quiz answer tapped the moment it is drawn is chosen and the quiz moves on`, async ({ page }) => {
    await openAsPhone(page, visit);
    await page.goto('/quiz', { waitUntil: 'commit' });
    // A returning visitor resumes at question 3 (her first two answers are saved).
    const index = visit === 'first' ? 0 : 2;
    await tapWhenDrawn(page.getByRole('radio').first());
    // The screen moves on by itself (and past an interstitial after question 3): read where it
    // settles and the answers the quiz saved in this browser, not a state that lasts 800 ms.
    await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', String(index + 2), { timeout: THROTTLED_MS });
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('quizProgress') ?? '{}') as { answers?: Record<string, string> });
    expect(Object.keys(saved.answers ?? {}).sort()).toEqual(Array.from({ length: index + 1 }, (_, question) => `question_${question + 1}`));
  });
}
