import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { expect, test } from './support/test';

/** A product of this test's own (created through the back-office API, as signed in): its id and name. */
async function newProduct(page: Page): Promise<{ id: number; name: string; version: number }> {
  const slug = `words-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `Words Balm ${slug.slice(6)}`;
  const created = await page.request.post('/api/admin/products', {
    data: {
      slug,
      name,
      description: 'A balm that calms dry patches.',
      reason: 'Soothes without fragrance.',
      price: 2_450,
      originalPrice: null,
      imageUrl: '/images/products/gentle-cream-cleanser.svg',
      tags: [],
      category: 'skincare',
      storePath: `/p/${slug}`,
      concerns: ['dryness'],
      skinTypes: [],
      routineStep: 'treatment',
      budgetTier: 'budget',
      fragranceFree: true,
      sensitiveSafe: true,
      nonComedogenic: true,
      harshActives: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = await created.json();
  return { id: product.id, name, version: product.version };
}

/** Opens a select and returns the options it lists, then closes it. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const options = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return options.map((option) => option.trim());
}

test('the product form lists words, not codes, and reads well to assistive technology', async ({ repPage: page }) => {
  await page.goto('/dashboard/products/new');
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  expect(await optionsOf(page, 'Status')).toEqual(['In the shop', 'Archived']);
  expect(await optionsOf(page, 'Budget tier')).toEqual(['Budget', 'Mid-range', 'Premium', 'Luxury']);
  expect(await optionsOf(page, 'Routine step')).toContain('Sunscreen (SPF)');
  expect(await optionsOf(page, 'Routine step')).not.toContain('spf');
  await expectNoSeriousViolations(page);

  await page.goto('/dashboard/products');
  await page.getByLabel('Search').fill('oat cream');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Gentle Oat Cream Cleanser' }) });
  await expect(row.getByText('Cleanser', { exact: true })).toBeVisible();
  await expect(row.getByText('In the shop', { exact: true })).toBeVisible();
});

test('a price that is not dollars is refused in dollars, and the slug and store path follow the name until typed', async ({ repPage: page }) => {
  await page.goto('/dashboard/products/new');
  const name = page.getByRole('textbox', { name: 'Name' });
  const slug = page.getByRole('textbox', { name: 'Slug' });
  const storePath = page.getByRole('textbox', { name: 'Store path' });

  await name.fill('Velvet Crème Drops');
  await expect(slug).toHaveValue('velvet-creme-drops');
  await expect(storePath).toHaveValue('/p/velvet-creme-drops');
  await name.fill('Velvet Crème Drops 30 ml');
  await expect(slug).toHaveValue('velvet-creme-drops-30-ml');
  await expect(storePath).toHaveValue('/p/velvet-creme-drops-30-ml');

  // Typed by hand, the slug stays; the store path follows the slug until it is typed too.
  await slug.fill('velvet-drops');
  await expect(storePath).toHaveValue('/p/velvet-drops');
  await name.fill('Velvet Drops Deluxe');
  await expect(slug).toHaveValue('velvet-drops');
  await storePath.fill('/shop/velvet');
  await slug.fill('velvet-drops-deluxe');
  await expect(storePath).toHaveValue('/shop/velvet');

  for (const typed of ['abc', '24.505', '-1']) {
    await page.getByLabel('Price ($)').fill(typed);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Price must be an amount in dollars, like 24.50')).toBeVisible();
  }
  await expect(page.getByText(/in cents/)).toHaveCount(0);
  await page.getByLabel('Price ($)').fill('$24.50');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Price must be an amount in dollars, like 24.50')).toHaveCount(0);
});

test('archiving and restoring say what shoppers see', async ({ repPage: page }) => {
  const product = await newProduct(page);
  await page.goto(`/dashboard/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();

  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await status.click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const archived = page.getByRole('alert').filter({ hasText: `Archived: ${product.name}` });
  await expect(archived).toContainText('hidden from the shop and from new quiz results; carts that already hold it keep it');
  await expect(page.getByText(/is updated in the shop/)).toHaveCount(0);
  await expect(page.getByText('Version 2,')).toBeVisible();

  await status.click();
  await page.getByRole('option', { name: 'In the shop' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Back in the shop: ${product.name}` })).toContainText('Shoppers can find it');
});

test('a stale product save is said once', async ({ repPage: page }) => {
  const product = await newProduct(page);
  await page.goto(`/dashboard/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  // Someone else saves the product after this page opened it.
  const elsewhere = await page.request.patch(`/api/admin/products/${product.id}`, { data: { version: product.version, reason: 'Saved somewhere else.' } });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);

  await page.getByRole('textbox', { name: 'Why pick it (one line on the card)' }).fill('Saved here, too late.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Changed since you opened it' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  // The notice is the one message: no error toast beside it (checked again after the scan, by
  // when a toast sent with the notice would long be on screen).
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText('This product changed since you opened it')).toHaveCount(0);
});

test('a refused store-order import counts rows to fix and lists each row once', async ({ repPage: page }) => {
  await page.goto('/dashboard/loyalty');
  const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Import store orders' }) }).last();
  await expect(card).toBeVisible();
  // Two rows, each with two faults (a date that does not exist, a total that is not dollars; a bad date and a bad email).
  const csv = ['order_number,date,total,email', 'AV-WORDS-1,2026-02-30,twelve,', 'AV-WORDS-2,11/31/2026,12.00,not-an-email'].join('\n');
  await card.locator('input[type="file"]').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await card.getByRole('button', { name: 'Import' }).click();
  const refusal = card.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(refusal).toContainText('Nothing was imported: 2 rows have errors');
  const rows = refusal.getByRole('list', { name: 'Rows to fix' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Row 2:');
  await expect(rows.nth(0)).toContainText('The total must be an amount in dollars, like 24.50');
  await expect(rows.nth(1)).toContainText('Row 3:');
  await expect(rows.nth(1)).toContainText('email');
  await expectNoSeriousViolations(page);
});
