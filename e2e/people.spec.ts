import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { expectNoSeriousViolations } from './support/axe-check';
import { confirmViaMail, waitForMail } from './support/mail';

test('the representative finds a demo member by her code, opens her profile and adds a note', async ({ repPage: page }) => {
  await page.goto('/dashboard/people');
  await expect(page.getByRole('heading', { name: 'People', exact: true })).toBeVisible();
  await page.getByLabel('Search').fill('glow-demo-0001');
  await expect(page.getByRole('link', { name: 'Ava' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Ava' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ava', exact: true })).toBeVisible();
  await expect(page.getByText('GLOW-DEMO-0001')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const note = `Likes the rose balm ${test.info().project.name} ${Date.now()}`;
  await page.getByLabel('Add a note').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveValue('');
});

test('a person asks for their data on the Your data page, opens the link from the mail and downloads it', async ({ page, request }) => {
  const email = uniqueEmail(`mydata-${test.info().project.name}`);
  await completeQuizViaApi(request, email, 'Dana');
  await confirmViaMail(request, email);

  await page.goto('/');
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await waitForMail(request, email, /^Your BeautyMatch data/);
  await page.goto(`/dev/mail/${mail.id}`);
  await page.locator('ul a[href*="my-data"]').first().click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.person).toMatchObject({ email, firstName: 'Dana' });
  expect(data.quizResults).toHaveLength(1);
});

test('an erased person is gone from People: not listed, not found; her profile showed her timed emails as scheduled', async ({ repPage: page, request }) => {
  const email = uniqueEmail(`erase-${test.info().project.name}`);
  const name = `Zelda${Date.now().toString(36)}`;
  await completeQuizViaApi(request, email, name);
  await confirmViaMail(request, email);

  await page.goto('/dashboard/people');
  await page.getByLabel('Search').fill(email);
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  // The follow-ups the confirmation queued for later say when they go.
  await expect(page.getByRole('region', { name: 'Emails' })).toContainText(/Scheduled for [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await page.getByRole('dialog', { name: 'Erase this person?' }).getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByRole('heading', { name: 'People', exact: true })).toBeVisible();

  // Newest first: she joined a moment ago, so a trace of her would be on the first page.
  const table = page.getByRole('table');
  await page.getByLabel('Search').fill('');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText('ERASED-');
  await expect(table).not.toContainText(email);
  for (const query of [name, email]) {
    await page.getByLabel('Search').fill(query);
    await expect(page.getByText('Nobody matches')).toBeVisible();
  }
});
