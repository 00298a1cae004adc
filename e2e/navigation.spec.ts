import { expect, test } from './support/test';

// The shop's navigation at both sizes: a header bar at a desk, a drawer on a phone.
const isMobile = (testInfo: { project: { name: string } }) => testInfo.project.name === 'mobile';

test('header navigation highlights the current route', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'the desktop nav is hidden on phones; the drawer test covers them');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of [['Products', '/products'], ['Learning Hub', '/learning-hub'], ['Loyalty', '/loyalty'], ['Quiz', '/quiz']]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('link', { name: /BeautyMatch™ home/ }).click();
  await expect(page).toHaveURL(/\/$/);
  // The dashboard is the back-office, in a frame of its own: the shop's navigation is gone there.
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'View shop' })).toBeVisible();
  await expect(nav).toHaveCount(0);
});

test('on a phone the nav sits in a drawer with the cart count', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'phone layout only');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: /^Cart \(\d+\)$/ })).toBeVisible();
  await drawer.getByRole('link', { name: 'Learning Hub' }).click();
  await expect(page).toHaveURL(/\/learning-hub$/);
  await expect(drawer).toBeHidden();
});
