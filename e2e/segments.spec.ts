import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { confirmViaMail } from './support/mail';

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: import('@playwright/test').Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}

test('the representative builds a segment, sees its count as she edits, saves it and finds the person in it', async ({ repPage: page, request }) => {
  const email = uniqueEmail('segment');
  await completeQuizViaApi(request, email, 'Pia', 'pinterest');
  await confirmViaMail(request, email);

  await page.goto('/dashboard/segments');
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();

  const count = page.getByRole('status').filter({ hasText: /who accepts? newsletters|Counting/ });
  await choose(page, 'Condition 1: value', 'Sensitive');
  await expect(count).toHaveText(/^\d+ (person|people), \d+ who accepts? newsletters$/);
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await choose(page, 'Condition 2: field', 'First visit from');
  await choose(page, 'Condition 2: value', 'Pinterest');
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await choose(page, 'Condition 3: field', 'Confirmed address');
  await expect(count).toHaveText(/^[1-9]\d* (person|people), [1-9]\d* who accepts? newsletters$/);
  await expectNoSeriousViolations(page);

  const name = `Sensitive from Pinterest ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save segment' }).click();
  const saved = page.getByRole('region', { name });
  await expect(saved.getByRole('list', { name: 'People in the segment' })).toContainText(email);
  await expect(saved.getByRole('link', { name: 'Download the people (CSV)' })).toHaveAttribute('href', /^\/api\/admin\/segments\/\d+\/people\.csv$/);
  await expect(page.getByRole('list', { name: 'Saved segments' }).getByRole('button', { name })).toBeVisible();

  await saved.getByRole('button', { name: 'Delete segment' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});
