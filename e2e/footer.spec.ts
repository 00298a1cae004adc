import { clickUntil } from './support/click-until';
import { expect, test } from './support/test';

test('the footer links a product category to its tab and each support entry to its section', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Makeup' }).click();
  await expect(page).toHaveURL(/\/products\?category=makeup$/);
  await expect(page.getByRole('tab', { name: 'Makeup' })).toHaveAttribute('aria-selected', 'true');
  // The tab chosen by the visitor is kept in the address, so it can be shared.
  await page.getByRole('tab', { name: 'All Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // Every card of the whole catalogue in place first: the footer moves down while they arrive,
  // and a click aimed at it meanwhile can land beside the link.
  const { products } = await (await page.request.get('/api/products')).json();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(products.length);

  await clickUntil(page.getByRole('contentinfo').getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'Returns' }), () =>
    expect(page).toHaveURL(/\/support#returns$/, { timeout: 2_000 }),
  );
  await expect(page.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
});
