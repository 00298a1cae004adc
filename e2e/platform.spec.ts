import { expect, test } from './support/test';
import { expectAppInCharge } from './support/app-ready';

test('landing page shows every section, claim and button', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/BeautyMatch/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const badge of ['100% Secure', '2 min quiz', 'Earn rewards']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  for (const step of ['Take Our Quiz', 'Get Matched', 'Shop Your Way', 'Earn Rewards']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Shop This Way?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose Our Personalized Approach?' })).toBeVisible();
  for (const claim of ['95%', '85%', '92%', '1,000,000+', /67,000\+/, /30-day money-back guarantee/, /over \$40/, /© 2024/]) {
    await expect(page.getByText(claim).first()).toBeVisible();
  }
  await expect(page.getByText(/points for every dollar/i)).toBeVisible();
});

test('landing buttons lead to the quizzes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Start BeautyMatch™ Experience/ }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Take Full Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Quick Preview (No Email)' }).first().click();
  await expect(page).toHaveURL(/\/quiz-preview$/);
});

test('unknown paths show the 404 page with a developer hint', async ({ page }) => {
  const response = await page.goto('/some/unknown/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/Developer hint/)).toBeVisible();
  await expect(page.getByText('/some/unknown/page')).toBeVisible();
});

test('the footer carries the disclaimer and a newsletter field that asks to confirm by email', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/independent representative/)).toBeVisible();
  for (const item of ['Skincare', 'Makeup', 'Fragrance', 'Bundles', 'Contact Us', 'FAQ', 'Returns', 'Shipping', 'Privacy Policy', 'Terms of Service']) {
    await expect(footer.getByText(item, { exact: true })).toBeVisible();
  }
  const field = footer.getByLabel('Get beauty tips in your inbox');
  await expectAppInCharge(page);
  await field.fill('reader@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(/Check your inbox to confirm/)).toBeVisible();
  await expect(field).toHaveValue('');
});

test('the built client runs under the CSP without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('one toast at a time, and F8 moves focus to it', async ({ page }) => {
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select an answer')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select an answer')).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(page.getByRole('button', { name: 'Close notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select an answer')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages still show their content, styled as the app draws it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Earn rewards', { exact: true })).toBeVisible();

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Our Collection' })).toBeVisible();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByRole('img')).toBeVisible();
    // The product card's own stylesheet is applied: the image fills the card's width.
    const [cardWidth, imageWidth] = await Promise.all([firstCard.evaluate((el) => el.clientWidth), firstCard.getByRole('img').evaluate((el) => el.clientWidth)]);
    expect(imageWidth).toBeGreaterThan(cardWidth * 0.9);

    await page.goto('/learning-hub/how-to-apply-sunscreen');
    await expect(page.getByRole('heading', { level: 1, name: 'How to Apply Sunscreen Correctly, and Reapply Over Makeup' })).toBeVisible();
    await expect(page.getByText('Finish your skincare first').first()).toBeVisible();
  });
});
