import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { newSessionId } from '../test/support/quiz-test-data';

// Oily skin with excess oil as the primary concern: no other browser test takes this path.
const oilyAnswers = { skinGoal: 'specific_concerns', skinConcern: 'oily', budget: 'under_75', lifestyle: 'some_time' };

async function previewPicks(request: APIRequestContext): Promise<string[]> {
  const sessionId = newSessionId('preview');
  const submit = await request.post('/api/quiz/submit', { data: { sessionId, responses: oilyAnswers, userId: null } });
  expect(submit.ok()).toBe(true);
  const { productRecommendations } = await submit.json();
  return productRecommendations[0].items.map((item: { name: string }) => item.name);
}

test('the representative changes a rule, previews it on real results and publishes it for new results', async ({ repPage: page, request }) => {
  const [excluded] = await previewPicks(request);
  expect(excluded).toBeTruthy();

  await page.goto('/dashboard/rules');
  await expect(page.getByRole('heading', { name: 'Recommendation rules', level: 1 })).toBeVisible();
  await expect(page.getByText('Sensitive skin: fragrance-free products only, no harsh actives.')).toBeVisible();

  // Keep the first pick away from oily skin whose primary concern is excess oil.
  await page.getByRole('button', { name: 'Add preference' }).click();
  const preferences = page.getByRole('table', { name: 'Product preferences' });
  const last = preferences.getByRole('row').last();
  await last.getByRole('combobox', { name: /: product$/ }).click();
  await page.getByRole('option', { name: excluded, exact: true }).click();
  await last.getByRole('combobox', { name: /: primary concern$/ }).click();
  await page.getByRole('option', { name: 'Oiliness', exact: true }).click();
  await last.getByRole('combobox', { name: /: skin type$/ }).click();
  await page.getByRole('option', { name: 'Oily', exact: true }).click();
  await last.locator('label', { hasText: /^Exclude$/ }).click();

  await page.getByRole('button', { name: /^Preview on the last \d+ results$/ }).click();
  await expect(page.getByRole('heading', { name: /^[1-9]\d* of \d+ recent results would change$/ })).toBeVisible();
  const example = page.getByText(/^Response #\d+ \(preview quiz\)$/).first().locator('xpath=..');
  await expect(example.getByText(/^Published rules/)).toBeVisible();
  await expect(example.getByRole('listitem').filter({ hasText: excluded }).first()).toBeVisible();
  // Previewing changes nothing for visitors.
  expect(await previewPicks(request)).toContain(excluded);

  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish these rules?' }).getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Rules published')).toBeVisible();
  await expect(page.getByText(/^Version \d+ is live since /)).toBeVisible();

  // New results use the published rules at once.
  await expect.poll(async () => (await previewPicks(request)).includes(excluded)).toBe(false);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Product preferences' }).getByRole('row').last().getByRole('combobox', { name: /: product$/ })).toHaveValue(excluded);
});
