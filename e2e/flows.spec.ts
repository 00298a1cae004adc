import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { confirmViaMail } from './support/mail';

test('the representative rewrites a follow-up email, previews it with a person’s data, is told of an unknown merge field and restores the default', async ({ repPage: page, request }) => {
  const email = uniqueEmail('flow');
  await completeQuizViaApi(request, email, 'Pia');
  await confirmViaMail(request, email);

  await page.goto('/dashboard/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-up emails' })).toBeVisible();

  await page.getByRole('button', { name: /^Social proof/ }).click();
  const editor = page.getByRole('region', { name: 'Social proof' });
  // The editor's header says which version is open (the history below lists them as "Version n: …").
  const header = (version: number | string) => new RegExp(`^Version ${version}( \\(the shop’s default words\\))?$`);
  await expect(editor.getByText(header('\\d+'))).toBeVisible();
  const openedVersion = Number((await editor.getByText(header('\\d+')).textContent())!.match(/\d+/)![0]);

  // Scanned before a preview is shown: the preview's frame runs no script, the scanner's included.
  await expectNoSeriousViolations(page);
  await editor.getByRole('textbox', { name: 'Subject' }).fill('Routines that suit {skinType}');
  await editor.getByRole('textbox', { name: 'Body (markdown)' }).fill('Hi {firstName}, here is what people with {skinType} tell us.');
  await editor.getByRole('combobox', { name: 'Preview for' }).fill(email);
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await editor.getByRole('button', { name: 'Show preview' }).click();
  await expect(editor.getByRole('status').filter({ hasText: /^Subject:/ })).toHaveText('Subject: Routines that suit sensitive skin');
  await expect(editor.frameLocator('iframe[title="Email preview"]').getByText('Hi Pia, here is what people with sensitive skin tell us.')).toBeVisible();

  await editor.getByRole('textbox', { name: 'Body (markdown)' }).fill('Hi {firstName}, your {favouriteColour} routine.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toContainText('Unknown merge field {favouriteColour}');

  await editor.getByRole('textbox', { name: 'Body (markdown)' }).fill('Hi {firstName}, here is what people with {skinType} tell us.');
  await editor.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('region', { name: 'Social proof' });
  await expect(saved.getByText(header(openedVersion + 1))).toBeVisible();
  await expect(saved.getByRole('textbox', { name: 'Subject' })).toHaveValue('Routines that suit {skinType}');

  await saved.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(saved.getByText(header(openedVersion + 2))).toBeVisible();
  await expect(saved.getByRole('textbox', { name: 'Subject' })).toHaveValue('What customers with routines like yours say');
});
