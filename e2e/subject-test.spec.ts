import type { APIRequestContext, Page } from '@playwright/test';
import { acneModerateAnswers, newSessionId } from '../test/support/quiz-test-data';
import { uniqueEmail } from './support/api';
import { confirmViaMail, waitForMail } from './support/mail';
import { expect, test } from './support/test';

const SUBJECT_A = 'Your oily-skin autumn edit';
const SUBJECT_B = 'Three autumn swaps for shine-free skin';

/**
 * Someone the segment holds: took the quiz (oily skin) and confirmed her address, subscribed to
 * the newsletter from the footer and confirmed that too, and clicked a link in an email.
 */
async function oilySubscriberWhoClicked(request: APIRequestContext, email: string) {
  const sessionId = newSessionId();
  const submit = await request.post('/api/quiz/submit', { data: { sessionId, responses: acneModerateAnswers, userId: null } });
  const { quizResponseId } = (await submit.json()) as { quizResponseId: number };
  expect((await request.post('/api/users', { data: { email, firstName: 'Ola', wantsCyclingGuide: false, consent: true, quizResponseId, sessionId } })).ok()).toBe(true);
  await confirmViaMail(request, email);
  expect((await request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(202);
  const confirmation = await waitForMail(request, email, /^Confirm your BeautyMatch newsletter subscription$/);
  const token = new URL(confirmation.links.find((href) => href.includes('/newsletter/confirm?token='))!).searchParams.get('token');
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
  const results = await waitForMail(request, email, /Your BeautyMatch results/);
  const tracked = new URL(results.links.find((href) => new URL(href).pathname === '/email/click')!);
  expect((await request.get(`${tracked.pathname}${tracked.search}`, { maxRedirects: 0 })).status()).toBe(302);
}

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** The newsletters (by subject) that reached `to`, as the shop's mail catcher received them over SMTP. */
async function newslettersTo(request: APIRequestContext, to: string): Promise<string[]> {
  const list = await (await request.get('/dev/mail')).text();
  const rows = [...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/dev\/mail\/\d+">([^<]*)<\/a><\/td><\/tr>/g)];
  return rows.filter((row) => row[1] === to && (row[2] === SUBJECT_A || row[2] === SUBJECT_B)).map((row) => row[2]!);
}

test('a segment of oily-skinned subscribers who clicked gets a campaign with two subjects: the test share, then the winner, one email each', async ({ repPage: page, request }) => {
  test.setTimeout(180_000);
  const people = Array.from({ length: 6 }, () => uniqueEmail('ab'));
  for (const email of people) await oilySubscriberWhoClicked(request, email);

  await page.goto('/dashboard/segments');
  await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
  await choose(page, 'Condition 1: value', 'Oily');
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await choose(page, 'Condition 2: field', 'Clicked an email');
  await expect(page.getByRole('textbox', { name: 'Condition 2: days' })).toHaveValue('30');
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await choose(page, 'Condition 3: field', 'Newsletter subscriber');
  await expect(page.getByRole('status').filter({ hasText: /who accepts? newsletters/ })).toHaveText('6 people, 6 who accept newsletters');
  await page.getByRole('textbox', { name: 'Name' }).fill('Oily, clicked in 30 days, newsletter');
  await page.getByRole('button', { name: 'Save segment' }).click();
  await expect(page.getByRole('region', { name: 'Oily, clicked in 30 days, newsletter' })).toBeVisible();

  await page.goto('/dashboard/newsletters');
  await page.getByRole('button', { name: 'New newsletter' }).click();
  const editor = page.getByRole('region', { name: 'Newsletter editor' });
  await editor.getByRole('textbox', { name: 'Subject A' }).or(editor.getByRole('textbox', { name: 'Subject', exact: true })).fill(SUBJECT_A);
  await editor.getByRole('switch', { name: /Test two subjects/ }).check();
  await editor.getByRole('textbox', { name: 'Subject B' }).fill(SUBJECT_B);
  await editor.getByRole('textbox', { name: /Test share/ }).fill('50');
  await choose(page, 'Audience', 'Segment: Oily, clicked in 30 days, newsletter');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await editor.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this newsletter now?' });
  await expect(dialog).toContainText('50% of them get the test first, half with each subject.');
  await dialog.getByRole('button', { name: /^Send now/ }).click();

  // Half of six: three test emails, both subjects among them; nobody else has one yet.
  await expect(editor.getByText('Testing subjects')).toBeVisible();
  await expect.poll(async () => (await Promise.all(people.map((email) => newslettersTo(request, email)))).flat().length, { timeout: 30_000 }).toBe(3);
  const testShare = (await Promise.all(people.map((email) => newslettersTo(request, email)))).flat();
  expect(new Set(testShare)).toEqual(new Set([SUBJECT_A, SUBJECT_B]));
  const results = editor.getByRole('region', { name: 'Subject line test' });
  await expect(results.getByRole('row', { name: new RegExp(`^A: ${SUBJECT_A}`) })).toBeVisible();

  await results.getByRole('button', { name: 'Send B to everyone else now' }).click();
  await expect(results.getByRole('status')).toContainText('Chosen by you.');
  await expect.poll(async () => (await Promise.all(people.map((email) => newslettersTo(request, email)))).map((subjects) => subjects.length), { timeout: 30_000 }).toEqual([1, 1, 1, 1, 1, 1]);
  const received = (await Promise.all(people.map((email) => newslettersTo(request, email)))).flat();
  expect(received.filter((subject) => subject === SUBJECT_B).length).toBe(3 + testShare.filter((subject) => subject === SUBJECT_B).length);
});
