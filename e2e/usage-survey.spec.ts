import { expect, test } from './support/test';
import { completeQuizViaApi, firstProductId, uniqueEmail } from './support/api';
import { confirmViaMail, outcomePathsViaMail, surveyPathViaMail } from './support/mail';

test('a customer answers the three questions and is sent home', async ({ page, request }) => {
  const email = uniqueEmail('survey');
  await completeQuizViaApi(request, email);
  await confirmViaMail(request, email);
  // The submit is held until the analysing screen has been seen: on a quick answer it shows only for an instant.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/survey.submit**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(await surveyPathViaMail(request, email));
  await expect(page.getByRole('heading', { name: 'Quick Usage Survey' })).toBeVisible();

  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('radio', { name: 'Every day, as part of my routine' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: "What's your biggest challenge with your current routine?" })).toBeVisible();
  await page.getByRole('radio', { name: 'Finding the time' }).click();
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
  await page.getByRole('radio', { name: 'Premium, luxurious products' }).click();
  await expect(page.getByRole('heading', { name: 'Analyzing Your Preferences' })).toBeVisible();
  release();

  await expect(page.getByText('Perfect!')).toBeVisible();
  await expect(page.getByText("Based on your answers, I'll send you a personalized recommendation within 24 hours.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test('an answer link of the invitation opens its answer, records it only on a tap, and can change it', async ({ page, request }) => {
  const email = uniqueEmail('outcome');
  await completeQuizViaApi(request, email);
  await confirmViaMail(request, email);
  const paths = await outcomePathsViaMail(request, email);
  const token = paths.works!.split('/').at(-1)!.split('?')[0]!;
  await page.goto(paths.works!);
  await expect(page.getByRole('heading', { name: /^Is your .+ working for you\?$/ })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save: It works for me' });
  await expect(save).toBeVisible();
  // Opening the page (as a mail scanner would) recorded nothing.
  expect((await (await request.get(`/api/outcomes/${token}`)).json()).answer).toBeNull();
  await save.click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await (await request.get(`/api/outcomes/${token}`)).json()).answer).toBe('works');

  // The same link later: the answer on file, and another tap changes it.
  await page.goto(paths.not_for_me!);
  await expect(page.getByText('Your answer so far: It works for me. Tap another to change it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save: Not for me' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect((await (await request.get(`/api/outcomes/${token}`)).json()).answer).toBe('not_for_me');
});

test('an answer link that was changed says so and offers no answers', async ({ page }) => {
  await page.goto(`/outcome/1.1.${'A'.repeat(32)}?answer=works`);
  await expect(page.getByText('We could not open this question')).toBeVisible();
  await expect(page.getByText('This link is incomplete or was changed. Open it again from your email.')).toBeVisible();
  await expect(page.getByRole('button', { name: /It works for me/ })).toHaveCount(0);
});

test('a link whose person or product does not exist says so when the page opens', async ({ page, request }) => {
  const productId = await firstProductId(request);
  // Well-formed, but no one's token.
  await page.goto(`/usage-quiz/00000000-0000-4000-8000-000000000000/${productId}`);
  await expect(page.getByText('This survey link is not valid')).toBeVisible();
  await expect(page.getByText('We could not find that survey link. Please use the link from your survey email.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test.describe('when the answers cannot be sent', () => {
  // The app logs the failed submit (use-usage-survey.ts).
  test.use({ expectedConsoleErrors: [/^Usage survey submit failed:/] });

  test('a failed submit shows the error toast and brings the question back', async ({ page, request }) => {
    const email = uniqueEmail('survey-fail');
    await completeQuizViaApi(request, email);
    await confirmViaMail(request, email);
    // The answers cannot be saved (the server is unreachable for the submit alone).
    await page.route('**/trpc/survey.submit**', (route) => route.abort('connectionrefused'));
    await page.goto(await surveyPathViaMail(request, email));
    await page.getByRole('radio', { name: 'When I travel' }).click();
    await page.getByRole('radio', { name: 'Too many steps' }).click();
    await page.getByRole('radio', { name: 'Faster, simpler steps' }).click();
    await expect(page.getByText('There was a problem submitting your responses. Please try again.')).toBeVisible();
    await expect(page.getByText('Question 3 of 3')).toBeVisible();
    await expect(page).toHaveURL(/usage-quiz/);
  });
});

test('a malformed survey link says so', async ({ page }) => {
  await page.goto('/usage-quiz/abc/1');
  await expect(page.getByText('This survey link is not valid')).toBeVisible();
});
