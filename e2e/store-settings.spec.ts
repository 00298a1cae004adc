import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openBackOfficeNav } from './support/back-office';
import { expectNoSeriousViolations } from './support/axe-check';

/** Puts Gentle Oat Cream Cleanser ($12.00) in a new cart of this browser, as Add to Cart would. */
async function cartWithOneCleanser(page: Page): Promise<void> {
  const { products } = await (await page.request.get('/api/products')).json();
  const cleanser = (products as Array<{ id: number; name: string }>).find((product) => product.name === 'Gentle Oat Cream Cleanser')!;
  const sessionId = `cart_${Date.now()}_${'s'.repeat(32)}`;
  const added = await page.request.post('/api/cart/add', { data: { sessionId, productId: cleanser.id }, headers: { 'x-forwarded-for': '198.20.1.1' } });
  expect(added.ok()).toBe(true);
  await page.evaluate((id) => localStorage.setItem('cartSessionId', id), sessionId);
}

/** Every setting back to its default, so the later tests of this worker see the shop as seeded. */
async function restoreDefaults(page: Page): Promise<void> {
  const { version } = await (await page.request.get('/api/admin/settings')).json();
  const fields = { freeShippingThresholdCents: null, contactEmail: null, contactPhone: null, supportNote: null };
  const restored = await page.request.patch('/api/admin/settings', { data: { version, ...fields } });
  expect(restored.ok()).toBe(true);
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Store settings', level: 1 })).toBeVisible();
}

test('the settings page is in the back-office navigation and reads well to assistive technology', async ({ repPage: page }) => {
  await openSettings(page);
  await expect(page.getByLabel('Storefront address')).toHaveValue(/^https:\/\//);
  await expectNoSeriousViolations(page);
  await page.goto('/dashboard');
  await (await openBackOfficeNav(page)).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Store settings', level: 1 })).toBeVisible();
});

test('the representative changes the free-shipping threshold and contact details; shoppers see them on the Help page and in the cart', async ({ repPage: page, context }) => {
  await openSettings(page);
  try {
    // A second tab opened before the save: its save must not overwrite this one.
    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard/settings');
    await expect(otherTab.getByLabel('Contact email')).toHaveValue('hello@beautymatch.example');

    await page.getByLabel('Contact email').fill('not-an-address');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Free shipping from ($)').fill('55');
    await page.getByLabel('Contact email').fill('jane.rep@example.com');
    await page.getByLabel('Contact phone (optional)').fill('+1 (555) 010-2030');
    await page.getByLabel('Support note (optional)').fill('I answer on weekdays between 9 and 5.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText(/^Version \d+, saved /)).toBeVisible();

    await otherTab.getByLabel('Support note (optional)').fill('Closed in August.');
    await otherTab.getByRole('button', { name: 'Save settings' }).click();
    const changed = otherTab.getByRole('alert').filter({ hasText: 'Changed since you opened it' });
    await expect(changed).toBeVisible();
    await changed.getByRole('button', { name: 'Reload settings' }).click();
    await expect(otherTab.getByLabel('Support note (optional)')).toHaveValue('I answer on weekdays between 9 and 5.');
    await expect(otherTab.getByLabel('Free shipping from ($)')).toHaveValue('55');
    await otherTab.close();

    // What shoppers see, in a browser of their own.
    const shopperContext = await context.browser()!.newContext();
    const shopper = await shopperContext.newPage();
    await shopper.goto('/support');
    const contact = shopper.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: 'jane.rep@example.com' })).toHaveAttribute('href', 'mailto:jane.rep@example.com');
    await expect(contact.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030');
    await expect(contact.getByText('I answer on weekdays between 9 and 5.')).toBeVisible();
    await expect(shopper.getByText('Shipping is free on orders over $55.00.')).toBeVisible();
    await expect(shopper.getByText('hello@beautymatch.example')).toHaveCount(0);

    await cartWithOneCleanser(shopper);
    await shopper.goto('/cart');
    await expect(shopper.getByTestId('cart-subtotal')).toHaveText('$12.00');
    await expect(shopper.getByText('$43.00 away from free shipping')).toBeVisible();
    await expect(shopper.getByRole('progressbar', { name: 'Progress toward free shipping' })).toHaveAttribute('aria-valuenow', '22');
    // The landing page's claim too, as drawn by the server and once the app has taken over.
    const landing = await shopper.request.get('/');
    expect(await landing.text()).toContain('Free shipping on orders over $55');
    await shopper.goto('/');
    await expect(shopper.getByText('Free shipping on orders over $55')).toBeVisible();
    await shopperContext.close();
  } finally {
    await restoreDefaults(page);
  }
});
