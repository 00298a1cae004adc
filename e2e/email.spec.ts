import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/api';
import { openQuizAtLastQuestion } from './support/quiz-journey';

/** Opens the newest caught message to `to` whose subject matches, in the /dev/mail viewer. */
async function openCaughtMail(page: Page, to: string, subject: RegExp) {
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTitle('The message as HTML')).toBeVisible();
}

/** The link in the opened message whose address matches. */
function linkInMail(page: Page, href: RegExp) {
  return page.getByRole('listitem').getByRole('link', { name: href }).first();
}

test('quiz → email capture → confirm link from /dev/mail → results email lands on the results page → unsubscribe', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('inbox');
  // A visitor who answered the eight questions earlier comes back to finish.
  const sessionId = await openQuizAtLastQuestion(page);
  await page.getByRole('button', { name: 'Get My Results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your beauty profile is ready!' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Send me personalized recommendations and beauty tips').check();
  await page.getByRole('button', { name: 'Show My Results' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email to get your loyalty code' })).toBeVisible();

  // The results email, with the confirmation button.
  await openCaughtMail(page, email, /^Your BeautyMatch results: \d+% match$/);
  await expect(page.getByText('Skin type').first()).toBeVisible();
  await linkInMail(page, /\/confirm-email\?token=/).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Rosa: your email is confirmed' })).toBeVisible();

  // The loyalty code arrives by email now.
  await openCaughtMail(page, email, /^Welcome to BeautyMatch Rewards$/);
  await expect(page.getByText(/Your loyalty code is GLOW-[A-Z0-9]{4}-[A-Z0-9]{4}/).first()).toBeVisible();

  // The results email's own link goes through the click redirect to this quiz's results page.
  await openCaughtMail(page, email, /^Your BeautyMatch results/);
  await linkInMail(page, new RegExp(`/email/click\\?.*results-premium%2F${sessionId}`)).click();
  await expect(page).toHaveURL(new RegExp(`/results-premium/${sessionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Beauty Profile' })).toBeVisible();

  // One welcome only: it carries the code and, as the first email of the tips, an unsubscribe link that works with one press.
  await page.goto('/dev/mail');
  await expect(page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: /^Welcome/ })).toHaveCount(1);
  await openCaughtMail(page, email, /^Welcome to BeautyMatch Rewards$/);
  await linkInMail(page, /\/unsubscribe\?m=/).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
});

test('a broken confirmation link says what is wrong', async ({ page }) => {
  await page.goto('/confirm-email?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('This confirmation link is not valid.', { exact: false })).toBeVisible();
  await page.goto('/confirm-email');
  await expect(page.getByText('This confirmation link is incomplete')).toBeVisible();
});
