import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const INSTAGRAM = 'https://www.instagram.com/jane.beauty';
const YOUTUBE = 'https://www.youtube.com/@janebeauty';

/** No social link saved, so the later tests of this worker see the shop as seeded. */
async function clearSocialLinks(page: Page): Promise<void> {
  const { version } = await (await page.request.get('/api/admin/settings')).json();
  const links = { instagramUrl: null, facebookUrl: null, tiktokUrl: null, pinterestUrl: null, youtubeUrl: null };
  const cleared = await page.request.patch('/api/admin/settings', { data: { version, ...links } });
  expect(cleared.ok()).toBe(true);
}

test('the footer links only the social media profiles the representative set, on the kept home page at once', async ({ repPage: page, context }) => {
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Instagram address (optional)')).toBeVisible();
  const shopperContext = await context.browser()!.newContext();
  const shopper = await shopperContext.newPage();
  const footer = shopper.getByRole('contentinfo');
  try {
    // None set: no social links and no link that goes nowhere. The page is kept for the next visitor.
    await shopper.goto('/');
    await expect(footer.getByRole('navigation', { name: 'Products' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Social media' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /Instagram|Facebook|TikTok|Pinterest|YouTube/ })).toHaveCount(0);
    await expect(shopper.locator('a[href="#"]')).toHaveCount(0);
    expect(await (await shopper.request.get('/')).text()).not.toContain('instagram.com');

    await page.getByLabel('Instagram address (optional)').fill('http://www.instagram.com/jane.beauty');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The Instagram address must be a full address starting with https://')).toBeVisible();
    await page.getByLabel('Instagram address (optional)').fill(INSTAGRAM);
    await page.getByLabel('YouTube address (optional)').fill(YOUTUBE);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // The kept home page carries the two links in the server's HTML, and the page drawn from it shows exactly those.
    const kept = await (await shopper.request.get('/')).text();
    expect(kept).toContain(`href="${INSTAGRAM}"`);
    expect(kept).toContain(`href="${YOUTUBE}"`);
    await shopper.goto('/');
    const social = footer.getByRole('navigation', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveCount(2);
    const instagram = social.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(instagram).toHaveAttribute('href', INSTAGRAM);
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(social.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveAttribute('href', YOUTUBE);
    await expect(shopper.locator('a[href="#"]')).toHaveCount(0);
  } finally {
    await shopperContext.close();
    await clearSocialLinks(page);
  }
});
