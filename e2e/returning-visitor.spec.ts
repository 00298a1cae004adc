import { expect, test } from './support/test';
import { becomeReturningVisitor, clientAddress, makeReturningState } from './support/returning-visitor';

/**
 * A visitor who comes back: this browser keeps a finished quiz's result, a cart with items and a
 * half-finished quiz. The server draws every public page without knowing any of it; the browser's
 * first render must equal the server's markup (the console guard of support/test.ts fails a test on
 * a hydration mismatch), and the visitor's own state appears as an update after hydration.
 */

test('every public page hydrates without a mismatch for a returning visitor, and then shows her own state', async ({ page }) => {
  test.setTimeout(90_000);
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const state = await makeReturningState(page.request, address);
  await becomeReturningVisitor(page, state);

  const pages = ['/', '/products', '/products?category=skincare', '/learning-hub', '/learning-hub/skin-barrier-101', '/support', '/loyalty', '/no-such-page', '/quiz', '/cart'];
  for (const path of pages) {
    await page.goto(path);
    // A reload is how she comes back; support/test.ts waits for hydration and fails on a mismatch.
    await page.reload();
    // The header's cart count is hers, drawn after hydration.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }), path).toBeVisible();
  }

  // The match badges are drawn once the page has hydrated.
  await page.goto('/products');
  const matched = page.getByRole('article', { name: state.matchedProduct.name });
  await matched.scrollIntoViewIfNeeded();
  await expect(matched.getByText(`${state.matchedProduct.matchPercent}% Match`)).toBeVisible();
});

test('the server draws every product card on /products and on each category tab', async ({ request }) => {
  const { products } = (await (await request.get('/api/products')).json()) as { products: Array<{ name: string; category: string }> };
  const cardsIn = (html: string) => html.match(/<article[^>]*aria-labelledby/g)?.length ?? 0;
  expect(cardsIn(await (await request.get('/products')).text())).toBe(products.length);
  const skincare = products.filter((product) => product.category === 'skincare').length;
  expect(skincare).toBeGreaterThan(0);
  expect(cardsIn(await (await request.get('/products?category=skincare')).text())).toBe(skincare);
});

test('a returning visitor who taps Add to Cart as soon as the page responds sees it added', async ({ page }) => {
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const state = await makeReturningState(page.request, address);
  await becomeReturningVisitor(page, state);
  await page.goto('/products');
  // Reload returns as soon as the app is in charge of the page (support/test.ts): tap at once.
  await page.reload();
  const card = page.getByRole('article', { name: state.matchedProduct.name });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Added to cart!' }).filter({ hasText: state.matchedProduct.name })).toBeVisible({ timeout: 8000 });
});
