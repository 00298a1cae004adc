import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAppInCharge } from './support/app-ready';

const articleLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

/** Holds matching requests until the returned function is called, to see loading states. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('the hub shows featured articles and searches title, description and tags', async ({ page }) => {
  await page.goto('/learning-hub');
  await expect(page).toHaveTitle('Learning Hub | BeautyMatch™');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Hub' })).toBeVisible();

  const featured = page.getByRole('region', { name: 'Featured Articles' });
  await expect(featured.getByRole('article')).toHaveCount(3);
  // Newest first: skincare-basics or more than 50 views.
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText([
    'Why Daily Sunscreen Is the Most Important Step in Any Routine',
    'Skin Cycling: The 4-Night Routine for Results Without Irritation',
    'A Simple Morning Skincare Routine That Fits a Busy Day',
  ]);

  const browse = page.getByRole('region', { name: 'Browse Articles' });
  await expect(browse.getByRole('article')).toHaveCount(12);
  const firstCard = browse.getByRole('article').first();
  await expect(firstCard.getByText(/^By /)).toBeVisible();
  await expect(firstCard.getByRole('link', { name: /^Read More/ })).toBeVisible();
  await expect(firstCard.getByText(/\d+ views?$/)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search articles' });
  // Typing into the server's drawing would be lost when the app replaces it.
  await expectAppInCharge(page);
  await expect(search).toHaveAttribute('placeholder', 'Search articles, ingredients, routines...');
  await search.fill('RETINOL');
  await expect(browse.getByRole('article')).toHaveCount(3);
  // The featured block steps aside while a search is typed, so the results come first.
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);
  await expect(articleLink(page, 'Retinoids for Beginners: Retinol, Retinal and Tretinoin Explained')).toBeVisible();
  // Matched by its "retinol" tag only.
  await expect(browse.getByRole('link', { name: 'Skin Cycling: The 4-Night Routine for Results Without Irritation', exact: true })).toBeVisible();

  await search.fill('ceramides');
  await expect(browse.getByRole('article')).toHaveCount(1);
  await expect(browse.getByRole('link', { name: 'Skin Barrier 101: What It Is and How to Keep It Healthy', exact: true })).toBeVisible();

  await search.fill('no such topic anywhere');
  await expect(browse.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  const headings = await page.getByRole('main').getByRole('heading').allTextContents();
  expect(headings.indexOf('No articles found')).toBeLessThan(headings.indexOf('Not sure where to start?'));
  expect(headings).not.toContain('Featured Articles');
  await expect(browse.getByText('Try adjusting your search terms or category filter.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the Beauty Quiz' })).toHaveAttribute('href', '/quiz');
});

test('switching category fetches that category and keeps the search', async ({ page }) => {
  await page.goto('/learning-hub');
  const browse = page.getByRole('region', { name: 'Browse Articles' });
  await expect(browse.getByRole('article')).toHaveCount(12);

  const request = page.waitForRequest((r) => r.url().includes('articles.list') && decodeURIComponent(r.url()).includes('"category":"how-to"'));
  await page.getByRole('tab', { name: 'How-To' }).click();
  await request;
  await expect(page.getByRole('tab', { name: 'How-To' })).toHaveAttribute('aria-selected', 'true');
  await expect(browse.getByRole('article')).toHaveCount(3);
  for (const card of await browse.getByRole('article').all()) {
    await expect(card.getByText('How-To', { exact: true })).toBeVisible();
  }

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('sunscreen');
  await expect(browse.getByRole('article')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Skincare Basics' }).click();
  // One title and one meta description mention sunscreen in this category.
  await expect(browse.getByRole('article')).toHaveCount(2);
  await expect(browse.getByRole('link', { name: 'Why Daily Sunscreen Is the Most Important Step in Any Routine', exact: true })).toBeVisible();
});

test('the hub shows 6 placeholder cards while the list loads', async ({ page }) => {
  // A first visit to the hub arrives drawn with its list; the placeholders show when the hub is
  // reached within the app.
  await page.goto('/learning-hub/why-daily-sunscreen-matters');
  const release = await holdRequests(page, '**/trpc/articles.list**');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Learning Hub' }).click();
  await expect(page.getByTestId('article-card-placeholder')).toHaveCount(6);
  release();
  await expect(page.getByTestId('article-card-placeholder')).toHaveCount(0);
});

test('an article page shows its body, FAQ, steps, tags and related articles', async ({ page }) => {
  await page.goto('/learning-hub');
  await page.getByRole('tab', { name: 'How-To' }).click();
  await articleLink(page, 'How to Patch Test a New Skincare Product').click();
  await expect(page).toHaveURL(/\/learning-hub\/how-to-patch-test$/);
  await expect(page).toHaveTitle('How to Patch Test a New Skincare Product | BeautyMatch™');

  await expect(page.getByRole('heading', { level: 1, name: 'How to Patch Test a New Skincare Product' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Learning Hub' })).toBeVisible();
  await expect(page.getByText('HowTo', { exact: true })).toBeVisible();
  const header = page.getByRole('main').locator('header');
  await expect(header.getByText('By Claire Bennett')).toBeVisible();
  await expect(header.getByText('October 21, 2024')).toBeVisible();
  await expect(header.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why patch test?' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How long should a patch test last?' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Step-by-Step Guide' });
  await expect(steps.getByRole('listitem')).toHaveCount(6);
  await expect(steps.getByRole('heading', { name: 'Step 1: Choose one product and one test area' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related Articles' }).getByRole('article')).toHaveCount(3);

  // Client-side navigation replaced the hub's head with this article's JSON-LD.
  const types = await page.evaluate(() =>
    [...document.querySelectorAll('head script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')['@type']),
  );
  expect(types).toEqual(['Article', 'FAQPage', 'HowTo']);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/learning-hub\/how-to-patch-test$/);

  await page.getByRole('link', { name: 'Take Quiz', exact: true }).click();
  await expect(page).toHaveURL(/\/quiz$/);
});

test('one page view counts exactly one view', async ({ page, request }, testInfo) => {
  // Each project reads its own article, so parallel runs do not share a counter.
  const slug = testInfo.project.name === 'mobile' ? 'niacinamide-and-vitamin-c' : 'evening-routine-double-cleansing';
  // A view counts once per visitor and day: this test is a visitor of its own (the e2e server trusts X-Forwarded-For).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}` });
  const before = (await (await request.get(`/api/articles/${slug}`)).json()).viewCount as number;
  const recorded: string[] = [];
  page.on('request', (r) => r.url().includes('articles.recordView') && recorded.push(r.url()));
  const response = page.waitForResponse((r) => r.url().includes('articles.recordView'));
  await page.goto(`/learning-hub/${slug}`);
  await response;
  await expect(page.getByText(`${before + 1} views`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(recorded).toHaveLength(1);
  expect((await (await request.get(`/api/articles/${slug}`)).json()).viewCount).toBe(before + 1);
});

test('a direct visit gets the article head from the server without duplicates', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto('/learning-hub/skin-barrier-101');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<title>Skin Barrier 101: What It Is and How to Keep It Healthy | BeautyMatch™</title>');
  expect(html).toContain('"@type":"FAQPage"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skin Barrier 101: What It Is and How to Keep It Healthy');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Step-by-Step Guide' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an unknown slug shows Article Not Found with a 404 status', async ({ page }) => {
  const response = await page.goto('/learning-hub/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Learning Hub' }).click();
  await expect(page).toHaveURL(/\/learning-hub$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Hub' })).toBeVisible();
});

test('the article shows 5 placeholder lines while it loads', async ({ page }) => {
  // As with the hub: drawn on a first visit, loading when opened from the hub.
  await page.goto('/learning-hub');
  const release = await holdRequests(page, '**/trpc/articles.bySlug**');
  await articleLink(page, 'Why Daily Sunscreen Is the Most Important Step in Any Routine').first().click();
  await expect(page.getByTestId('article-placeholder-line')).toHaveCount(5);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Daily Sunscreen Is the Most Important Step in Any Routine');
});

test('hub and article fit a phone screen without sideways scrolling', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone layout only');
  for (const path of ['/learning-hub', '/learning-hub/how-to-layer-skincare-products']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
