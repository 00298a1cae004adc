import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { newSessionId } from '../test/support/quiz-test-data';

const ROW_MESSAGE = /^Product preferences, row \d+: choose a product$/;

test('a new preference names no product until one is chosen, and Publish asks first, showing what would change', async ({ repPage: page, request }) => {
  // Two scans of a long page and a reload: on a busy machine more than the default 45 s.
  test.setTimeout(90_000);
  // A recent result for the preview to compare the draft with.
  const answers = { skinGoal: 'specific_concerns', skinConcern: 'oily', budget: 'under_75', lifestyle: 'some_time' };
  expect((await request.post('/api/quiz/submit', { data: { sessionId: newSessionId('preview'), responses: answers, userId: null } })).ok()).toBe(true);
  await page.goto('/dashboard/rules');
  await expect(page.getByRole('heading', { name: 'Recommendation rules', level: 1 })).toBeVisible();
  const status = page.getByText(/ (is|are) live/);
  // What is live, without the line about a saved draft.
  const liveBefore = (await status.textContent())!.split(' A draft')[0]!;

  await page.getByRole('button', { name: 'Add preference' }).click();
  const row = page.getByRole('table', { name: 'Product preferences' }).getByRole('row').last();
  const product = row.getByRole('combobox', { name: /: product$/ });
  await expect(product).toHaveValue('');
  await expect(product).toHaveAttribute('placeholder', 'Choose a product');

  // Saving the unfinished row is refused, naming the row, and the row is marked.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(row.getByText(ROW_MESSAGE)).toBeVisible();
  await expect(product).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').getByText(ROW_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expectNoSeriousViolations(page);

  await product.click();
  await page.getByRole('option').first().click();
  await expect(product).not.toHaveValue('');
  await expect(row.getByText(ROW_MESSAGE)).toBeHidden();
  // Only for oily skin with excess oil first, so other browser tests' results stay as they were.
  await row.getByRole('combobox', { name: /: primary concern$/ }).click();
  await page.getByRole('option', { name: 'Oiliness', exact: true }).click();
  await row.getByRole('combobox', { name: /: skin type$/ }).click();
  await page.getByRole('option', { name: 'Oily', exact: true }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  // Closed first: the check below is of the dialog, not of the shared toast over it.
  await page.getByRole('button', { name: 'Close notification' }).click();

  // Cancel leaves the published rules as they were.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish these rules?' });
  await expect(dialog.getByText(/^\d+ of [1-9]\d* recent results would change$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(status).toContainText(liveBefore);
  await expect(page.getByText(/A draft \(version \d+\) is saved\./)).toBeVisible();

  // Confirming publishes.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByText(/^\d+ of \d+ recent results would change$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Rules published')).toBeVisible();
  await expect(page.getByText(/^Version \d+ is live since /)).toBeVisible();
  await expect(page.getByText(/A draft \(version \d+\) is saved\./)).toBeHidden();
});
