import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * A campaign link (an ad, a social post, a newsletter) carries tracking parameters the page does
 * not draw from. The server sends the page kept for the address without them; the browser
 * attaches to it at the campaign address (no redirect, no hydration mismatch: the test fails on
 * any console error) and the address bar keeps the parameters for the page's own script.
 */
async function expectKeptPage(page: Page, response: Response | null, campaign: string, bare: string) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/^public/);
  expect(response?.headers().etag).toBeTruthy();
  // The campaign address and the bare one answer the same kept bytes (asked together, so another
  // test's edit of the catalogue in between cannot tell them apart).
  await expect
    .poll(async () => {
      const [forCampaign, forBare] = await Promise.all([page.request.get(campaign), page.request.get(bare)]);
      return forCampaign.headers().etag === forBare.headers().etag;
    })
    .toBe(true);
  const canonical = new URL((await page.locator('head link[rel="canonical"]').getAttribute('href'))!);
  expect(canonical.pathname).toBe(bare.split('?')[0]);
  expect(canonical.search).toBe('');
}

/** The address bar still holds the campaign address, and the page's script can read where the visit came from. */
async function expectAddressKept(page: Page, campaign: string, source: string) {
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(campaign);
  expect(await page.evaluate(() => new URLSearchParams(window.location.search).get('utm_source'))).toBe(source);
}

test('a campaign link to the products gets the kept page, keeps its address, and the page works', async ({ page }) => {
  const campaign = '/products?utm_source=instagram&utm_medium=social&fbclid=x';
  const response = await page.goto(campaign);
  await expectKeptPage(page, response, campaign, '/products');
  await expectAddressKept(page, campaign, 'instagram');

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expectAddressKept(page, campaign, 'instagram');
});

test('a campaign link to the home page gets the kept page, keeps its address, and the page works', async ({ page }) => {
  const campaign = '/?utm_source=newsletter&utm_campaign=spring&gclid=Cj0KCQ';
  const response = await page.goto(campaign);
  await expectKeptPage(page, response, campaign, '/');
  await expectAddressKept(page, campaign, 'newsletter');

  await page.getByRole('link', { name: /Start BeautyMatch™ Experience/ }).click();
  await expect(page).toHaveURL(/\/quiz/);
});

test('a campaign link to an article gets the kept page, keeps its address, and the page works', async ({ page }) => {
  const article = '/learning-hub/why-daily-sunscreen-matters';
  const campaign = `${article}?utm_source=pinterest&igshid=abc&mc_cid=1`;
  const response = await page.goto(campaign);
  await expectKeptPage(page, response, campaign, article);
  await expectAddressKept(page, campaign, 'pinterest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Learning Hub' }).click();
  await expect(page).toHaveURL(/\/learning-hub$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
