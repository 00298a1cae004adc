import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAppInCharge } from './support/app-ready';

const isMobile = (testInfo: { project: { name: string } }) => testInfo.project.name === 'mobile';
const STORE_URL = 'https://store.example.com/beauty-match';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** The header's live count: the cart link's label on desktop, 'Cart (n)' in the phone drawer. */
async function expectHeaderCount(page: Page, count: number, mobile: boolean) {
  // The header shows the cart and its count on phones too, beside the menu button.
  await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` })).toBeVisible();
  if (mobile) {
    // On a phone the toast sits over the menu button; close it as a visitor would.
    const alerts = page.getByRole('alert');
    await expect(async () => {
      if ((await alerts.count()) > 0) await alerts.first().getByRole('button').dispatchEvent('click', {}, { timeout: 1000 });
      await expect(alerts).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: `Cart (${count})` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` })).toBeVisible();
  }
}

async function addFromProducts(page: Page, tab: string, name: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await card(page, name).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart!').filter({ hasText: name })).toBeVisible();
}

test('products page: tabs filter the grid, cards show offers, tags and store links', async ({ page }, testInfo) => {
  // The server draws /products with its cards; the loading state is for a visit from another
  // page, whose catalogue request this test holds.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/catalog.list**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole(isMobile(testInfo) ? 'dialog' : 'banner').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Our Collection' })).toBeVisible();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);

  const tabs = page.getByRole('tablist', { name: 'Product categories' }).getByRole('tab');
  await expect(tabs).toHaveText(['All Products', 'Makeup', 'Skincare', 'Hair Care', 'Body Care', 'Fragrance', 'Bundles & Sets']);
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(36);

  for (const label of ['Fragrance', 'Hair Care', 'Bundles & Sets']) {
    await page.getByRole('tab', { name: label, exact: true }).click();
    await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
    const articles = page.getByRole('tabpanel').getByRole('article');
    await expect(articles.first()).toBeVisible();
    const count = await articles.count();
    expect(count).toBeGreaterThan(2);
    expect(count).toBeLessThan(10);
    for (let index = 0; index < count; index++) await expect(articles.nth(index).getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Skincare', exact: true }).click();
  const cleanser = card(page, 'Gentle Oat Cream Cleanser');
  await expect(cleanser.getByText('Save $3', { exact: true })).toBeVisible();
  await expect(cleanser.getByText('$12.00')).toBeVisible();
  for (const tag of ['Fragrance-free', 'Sensitive skin', 'Colloidal oat']) await expect(cleanser.getByText(tag, { exact: true })).toBeVisible();
  await expect(cleanser.getByText('Daily use', { exact: true })).toHaveCount(0);
  await expect(cleanser.getByText(/% Match/)).toHaveCount(0);
  await expect(cleanser.getByRole('img', { name: 'Gentle Oat Cream Cleanser' })).toBeVisible();
  const shopDirect = cleanser.getByRole('link', { name: /Shop Direct/ });
  await expect(shopDirect).toHaveAttribute('href', `${STORE_URL}/p/gentle-cream-cleanser`);
  await expect(shopDirect).toHaveAttribute('target', '_blank');
  await expect(shopDirect).toHaveAttribute('rel', /noopener/);

  await page.getByRole('button', { name: 'Set Up Subscription' }).click();
  // The button goes nowhere: the page (and its chosen tab) stays.
  await expect(page).toHaveURL(/\/products\?category=skincare$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('match badges come from the saved quiz result, and only matches from 60 % read as one', async ({ page, request }) => {
  const { products } = await (await request.get('/api/products?category=skincare')).json();
  const idOf = (slug: string) => products.find((product: { slug: string }) => product.slug === slug).id;
  const matches = [
    { productId: idOf('hyaluronic-hydration-serum'), matchPercent: 93 },
    { productId: idOf('centella-calming-serum'), matchPercent: 60 },
    { productId: idOf('gentle-cream-cleanser'), matchPercent: 59 },
  ];
  await page.addInitScript((productMatches) => {
    const saved = { sessionId: 'session_1', quizResponseId: 1, matchScore: 94, productMatches };
    localStorage.setItem('quizResults', JSON.stringify(saved));
  }, matches);
  await page.goto('/products');
  // Cards out of view are not drawn (content-visibility): look at each as a visitor scrolls to it.
  const badge = async (name: string, text: string) => {
    await card(page, name).scrollIntoViewIfNeeded();
    await expect(card(page, name).getByText(text)).toBeVisible();
  };
  await badge('Hyaluronic Hydration Serum', '93% Match');
  await badge('Centella Calming Serum', '60% Match');
  await expect(card(page, 'Gentle Oat Cream Cleanser')).toBeVisible();
  await expect(card(page, 'Gentle Oat Cream Cleanser').getByText(/% Match/)).toHaveCount(0);
  await expect(card(page, 'Micellar Cleansing Water').getByText(/% Match/)).toHaveCount(0);
});

test('cart journey: add two products, change quantities, free shipping, remove and clear', async ({ page }, testInfo) => {
  // Its free-shipping lines are those of the default threshold (store-settings.spec.ts puts it back after changing it).
  const mobile = isMobile(testInfo);
  await page.goto('/products');
  await addFromProducts(page, 'Skincare', 'Gentle Oat Cream Cleanser');
  await expectHeaderCount(page, 1, mobile);
  await addFromProducts(page, 'Skincare', 'Mineral Sheer Fluid SPF 30');
  await expectHeaderCount(page, 2, mobile);
  expect(await page.evaluate(() => localStorage.getItem('cartSessionId'))).toMatch(/^cart_\d+_[0-9a-f]{32}$/);

  await page.goto('/learning-hub');
  await expectHeaderCount(page, 2, mobile);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('2 items in your cart')).toBeVisible();
  const total = page.getByTestId('cart-total');
  // $12 + $28 is exactly the free-shipping threshold.
  await expect(total).toHaveText('$40.00');
  await expect(page.getByText("You've unlocked free shipping")).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity of Gentle Oat Cream Cleanser' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Gentle Oat Cream Cleanser' })).toHaveValue('2');
  await expect(total).toHaveText('$52.00');
  await page.getByRole('button', { name: 'Decrease quantity of Gentle Oat Cream Cleanser' }).click();
  await expect(total).toHaveText('$40.00');

  const quantity = page.getByRole('spinbutton', { name: 'Quantity of Gentle Oat Cream Cleanser' });
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(total).toHaveText('$88.00');
  await expect(page.getByText('6 items in your cart')).toBeVisible();
  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(total).toHaveText('$40.00');

  const direct = page.getByRole('listitem').filter({ hasText: 'Mineral Sheer Fluid SPF 30' }).getByRole('link', { name: 'Purchase this item directly' });
  await expect(direct).toHaveAttribute('href', `${STORE_URL}/p/mineral-sheer-fluid-spf30`);
  await expect(direct).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Remove Mineral Sheer Fluid SPF 30' }).click();
  await expect(page.getByRole('heading', { name: 'Mineral Sheer Fluid SPF 30' })).toHaveCount(0);
  await expect(total).toHaveText('$12.00');
  await expect(page.getByText('$28.00 away from free shipping')).toBeVisible();
  await expectHeaderCount(page, 1, mobile);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(toast(page, 'Checkout Coming Soon')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.getByRole('dialog', { name: 'Clear your cart?' }).getByRole('button', { name: 'Clear cart' }).click();
  await expect(toast(page, 'Cart Cleared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText('0 items in your cart')).toBeVisible();
  await expectHeaderCount(page, 0, mobile);
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failed add shows the error toast', async ({ page }) => {
  await page.route('**/trpc/cart.add**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/products');
  await card(page, 'Hyaluronic Hydration Serum').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Failed to add item to cart. Please try again.')).toBeVisible();
});

test('the minus button on a single unit removes the line', async ({ page }) => {
  await page.goto('/products');
  await addFromProducts(page, 'Bundles & Sets', 'Glow Discovery Set');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Decrease quantity of Glow Discovery Set' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('the products page arrives drawn with its catalogue, and the app takes over without asking for it again', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  // The whole catalogue (the back-office test may add a product meanwhile, so it is counted first).
  const { products } = (await (await page.request.get('/api/products')).json()) as { products: unknown[] };
  await page.goto('/products');
  // The app has attached to the drawn page (hydration), and renders the rest.
  await expectAppInCharge(page);
  await expect(page.getByRole('article')).toHaveCount(products.length, { timeout: 15_000 });
  const catalogueFetches = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/trpc/catalog.list')).length);
  expect(catalogueFetches).toBe(0);
  // The screen's own code is named in the head too, instead of being found once the entry has run.
  const routeChunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/assets\/products-[\w-]+\.js$/.test(pathname)),
  );
  expect(routeChunks).toHaveLength(1);
  await expect(page.locator(`link[rel="modulepreload"][href="${routeChunks[0]}"]`)).toHaveCount(1);
  expect(problems).toEqual([]);
});
