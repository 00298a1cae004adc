import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the preview quiz: four questions, Quiz Complete, Analyzing..., preview results', async ({ page }) => {
  await page.goto('/quiz-preview');
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('radio', { name: /Feel more confident/ }).click();
  await expect(heading(page, "What's your biggest skin concern?")).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page, "What's your main skin goal?")).toBeVisible();
  await expect(page.getByRole('radio', { name: /Feel more confident/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Address specific concerns/ }).click();
  await page.getByRole('radio', { name: /Acne and breakouts/ }).click();
  await page.getByRole('radio', { name: /\$75-150/ }).click();
  await expect(page.getByText('Question 4 of 4')).toBeVisible();
  await page.getByRole('radio', { name: /Very busy/ }).click();
  await expect(heading(page, 'Quiz Complete')).toBeVisible();

  // Hold the request briefly so the pending label can be seen.
  await page.route('**/trpc/quiz.submit**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Show My Results' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeVisible();
  await expect(heading(page, 'Your Preview Results')).toBeVisible();
  await expect(page.getByText('Breakouts & blemishes', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}% Match$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Shop Now/ })).toHaveAttribute('target', '_blank');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('previewQuizResults') ?? 'null'));
  expect(saved.sessionId).toMatch(/^preview_\d+_[a-z0-9]+$/);
  // The products that earn a badge, best first.
  const percents = (saved.productMatches as Array<{ matchPercent: number }>).map((match) => match.matchPercent);
  expect(percents.length).toBeGreaterThan(3);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  expect(Math.min(...percents)).toBeGreaterThanOrEqual(60);

  // The results have their own address: a reload keeps them, and the link works in another browser.
  await expect(page).toHaveURL(new RegExp(`/quiz-preview\\?result=${saved.sessionId}$`));
  await page.reload();
  await expect(heading(page, 'Your Preview Results')).toBeVisible();
  await expect(page.getByText('Breakouts & blemishes', { exact: true })).toBeVisible();
  const elsewhere = await page.context().browser()!.newPage();
  await elsewhere.goto(page.url());
  await expect(heading(elsewhere, 'Your Preview Results')).toBeVisible();
  await expect(elsewhere.getByText('Breakouts & blemishes', { exact: true })).toBeVisible();
  await elsewhere.close();
  await elsewhere.context().close();

  await page.getByRole('link', { name: 'Take Full Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
});

test('the preview shows the failure text when the results cannot be computed', async ({ page }) => {
  await page.goto('/quiz-preview');
  for (const option of [/Try something new/, /Oily skin/, /Under \$75/, /Love long routines/]) {
    await page.getByRole('radio', { name: option }).click();
  }
  await expect(heading(page, 'Quiz Complete')).toBeVisible();
  await page.route('**/trpc/quiz.submit**', (route) => route.abort());
  await page.getByRole('button', { name: 'Show My Results' }).click();
  await expect(page.getByText('Failed to process quiz. Please try again.')).toBeVisible();
});

test('a preview results link that names no finished preview says so and offers the preview', async ({ page }) => {
  await page.goto('/quiz-preview?result=preview_1700000000000_unknownsess');
  await expect(heading(page, 'These preview results are not available. Take the preview again?')).toBeVisible();
  await page.getByRole('link', { name: 'Start the Preview' }).click();
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
});

test('/results/{id} forwards to the premium results, /results to the quiz', async ({ page }) => {
  await page.goto('/results/session_1700000000000_abcdefgh12');
  await expect(page).toHaveURL(/\/results-premium\/session_1700000000000_abcdefgh12$/);
  await page.goto('/results');
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByText('1 of 8', { exact: true })).toBeVisible();
});

test('results of an unknown session show the retake prompt', async ({ page }) => {
  await page.goto('/results-premium/session_1700000000000_unknownsess');
  await expect(heading(page, "Unable to load your beauty profile. Let's get you back on track!")).toBeVisible();
  await page.getByRole('link', { name: 'Retake Beauty Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
});

test('a result with no products (nothing in the range suits yet) shows the analysis without sample products, a price or match claims', async ({ page }) => {
  const sessionId = 'session_1700000000000_nopicks0001';
  await page.addInitScript((id) => {
    const routine = {
      category: 'Healthy Skin Routine',
      products: [],
      items: [],
      description: 'No products for sensitive skin yet: nothing in our range suits your skin and budget, and a wrong pick is worse than none.',
      budgetTier: 'Smart essentials',
      routineLength: '5-minute express routine',
    };
    const result = {
      sessionId: id,
      quizResponseId: 1,
      kind: 'full',
      matchScore: 94,
      skinAnalysis: { skinType: 'Sensitive', primaryConcern: 'Dullness & radiance', secondaryConcerns: [], confidenceLevel: 'Very high' },
      productRecommendations: [routine],
      productMatches: [],
      shopUrl: 'https://store.example.com/beauty-match',
    };
    localStorage.setItem('quizResults', JSON.stringify(result));
  }, sessionId);
  await page.goto(`/results-premium/${sessionId}`);
  await expect(heading(page, 'Your Personalized Beauty Profile')).toBeVisible();
  await expect(page.getByText(/We have no products that suit your answers yet/)).toBeVisible();
  await expect(page.getByText('None yet: nothing in our range suits your answers for now.')).toBeVisible();
  await expect(page.getByText('Sensitive', { exact: true }).first()).toBeVisible();
  // No sample product names, no fixed price, no match percentage for a routine without products.
  await expect(page.getByText('Gentle Cream Cleanser')).toHaveCount(0);
  await expect(page.getByText('$89', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Save \$/)).toHaveCount(0);
  await expect(page.getByText(/\d+% Match/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Visit the Store/ })).toHaveAttribute('target', '_blank');
});
