import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { expectNoSeriousViolations } from './support/axe-check';
import { confirmViaMail, surveyPathViaMail, waitForMail } from './support/mail';

/** Strong actives, by the words an email or a product name would use for them. */
const STRONG_ACTIVES = /retino|retinal|exfoliat|\bAHA\b|\bBHA\b|glycolic|salicylic|lactic|peel/i;

async function answerSurvey(page: Page, surveyPath: string): Promise<void> {
  await page.goto(surveyPath);
  await page.getByRole('radio', { name: 'Every day, as part of my routine' }).click();
  await page.getByRole('radio', { name: 'Not seeing results' }).click();
  await page.getByRole('radio', { name: 'Longer-lasting results' }).click();
  await expect(page.getByText("Based on your answers, I'll send you a personalized recommendation within 24 hours.")).toBeVisible();
}

async function setFollowUpDelay(page: Page, minutes: number | null): Promise<void> {
  const { version } = await (await page.request.get('/api/admin/settings')).json();
  const saved = await page.request.patch('/api/admin/settings', { data: { version, surveyFollowUpDelayMinutes: minutes } });
  expect(saved.ok()).toBe(true);
}

test('a survey answer brings the personal recommendation to her inbox, with products her sensitive skin can take', async ({ page, repSession }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('survey-reco');
  // A sensitive beginner (the quiz answers completeQuizViaApi gives) who confirmed her address.
  await completeQuizViaApi(page.request, email, 'Lina');
  await confirmViaMail(page.request, email);
  const surveyPath = await surveyPathViaMail(page.request, email);

  // The representative's session (the worker's) sets the follow-up to go at once, and the delay back after.
  await page.context().addCookies(repSession.cookies);
  await setFollowUpDelay(page, 0);
  try {
    await answerSurvey(page, surveyPath);

    const recommendation = await waitForMail(page.request, email, /^Your personal recommendation$/);
    await page.goto(`/dev/mail/${recommendation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal recommendation' })).toBeVisible();
    const body = page.frameLocator('iframe[title="The message as HTML"]').locator('body');
    await expect(body).toContainText('Your personal recommendation, Lina');
    await expect(body).toContainText(/what to change/i);
    const text = await body.innerText();
    expect(text).not.toMatch(STRONG_ACTIVES);

    // Every product it names is one the shop shows, and none is made with strong actives or perfume.
    const { products } = (await (await page.request.get('/api/products')).json()) as { products: Array<{ name: string; tags: string[] }> };
    const named = products.filter((product) => text.includes(product.name));
    expect(named.length).toBeGreaterThan(0);
    for (const product of named) expect(product.tags.join(' '), product.name).not.toMatch(/retino|retinal|AHA|BHA|exfoliat|fragrance(?!-free)/i);

    // The representative sees the answer and what became of it.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Survey Recommendations' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('listitem').filter({ hasText: /^Lina · / }).first()).toContainText('Sent');
  } finally {
    await setFollowUpDelay(page, null);
  }
});

test("the representative adds a personal line from the person's profile while the recommendation waits", async ({ page, repSession }) => {
  const email = uniqueEmail(`survey-line-${test.info().project.name}`);
  await completeQuizViaApi(page.request, email, 'Noor');
  await confirmViaMail(page.request, email);
  const surveyPath = await surveyPathViaMail(page.request, email);
  // The default delay (an hour) keeps the recommendation waiting (the test above puts it back).
  await answerSurvey(page, surveyPath);

  await page.context().addCookies(repSession.cookies);
  const found = await (await page.request.get(`/api/admin/people?query=${encodeURIComponent(email)}`)).json();
  await page.goto(`/dashboard/people/${found.people[0].id}`);
  await expect(page.getByRole('heading', { name: 'Survey recommendations' })).toBeVisible();
  // Her answers in the words she read, not their codes.
  await expect(page.getByRole('region', { name: 'Survey answers' })).toContainText('Not seeing results');
  const item = page.getByRole('listitem').filter({ hasText: /^Noor · / });
  await expect(item).toContainText('Waiting');
  const line = 'So glad the serum suits you: try it morning and night.';
  await item.getByLabel('Personal line for Noor').fill(line);
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Personal line saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Personal line for Noor')).toHaveValue(line);
  await expectNoSeriousViolations(page);
});
