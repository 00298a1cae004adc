import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { completeQuizViaApi, openCartWithFirstProduct, uniqueEmail } from './support/api';
import { confirmViaMail, outcomePathsViaMail, surveyPathViaMail } from './support/mail';
import { quizJourney } from './support/quiz-journey';
import { REP_PASSWORD } from './support/server';

/**
 * axe-core on every screen of the spec, at both project widths (390 and 1280 px): no
 * serious or critical violation. Each screen is checked in the state a person sees.
 */

test.beforeEach(async ({ page }) => {
  // Animations finished and a client address of its own (the loyalty lookups are limited per address).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${part()}.${part()}` });
});

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Why Shop This Way?' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('full quiz, first question', async ({ page }) => {
  await page.goto('/quiz');
  await expect(h1(page, "What's the one thing you'd love your skin to do for you?")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('preview quiz', async ({ page }) => {
  await page.goto('/quiz-preview');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('results page of a real session', async ({ page, request }) => {
  const { sessionId } = await completeQuizViaApi(request, uniqueEmail('a11y-results'));
  await page.goto(`/results-premium/${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Why This Works' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('products page', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('cart with an item', async ({ page }) => {
  await openCartWithFirstProduct(page, 2);
  await expect(h1(page, 'Shopping Cart')).toBeVisible();
  await expect(page.getByText('2 items in your cart')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('dashboard sign-in form, and the dashboard signed in after a wrong password', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // A wrong password first: the form's error, and usually the dashboard's notice of failed
  // sign-ins (unless another test signs in between; theme.test.ts checks that notice's colours).
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That password is not correct.')).toBeVisible();
  await expectNoSeriousViolations(page);
  // The charts' figures are held back once, so the loading placeholders are checked too.
  let releaseTrends = () => {};
  const trendsHeld = new Promise<void>((resolve) => (releaseTrends = resolve));
  const trendsRequest = /\/trpc\/[^?]*analytics\.trends/;
  await page.route(trendsRequest, async (route) => {
    await trendsHeld;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading trends' })).toBeVisible();
  await expectNoSeriousViolations(page);
  releaseTrends();
  await expect(page.getByRole('heading', { name: 'Conversion Funnel' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading trends' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('articles back-office: the table, and the editor with its live preview', async ({ repPage: page }) => {
  await page.goto('/dashboard/articles');
  const article = page.getByRole('link', { name: 'How to Patch Test a New Skincare Product' });
  await expect(article).toBeVisible();
  await expectNoSeriousViolations(page);
  await article.click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Why patch test?' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('recommendation rules editor', async ({ repPage: page }) => {
  await page.goto('/dashboard/rules');
  await expect(page.getByRole('table', { name: 'Concern weights per answer' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an answer link’s page, and “What works” with the answer on it', async ({ page, request, repSession }) => {
  const email = uniqueEmail('a11y-outcome');
  await completeQuizViaApi(request, email);
  await confirmViaMail(request, email);
  const paths = await outcomePathsViaMail(request, email);
  await page.goto(paths.works!);
  await expect(page.getByRole('button', { name: 'Save: It works for me' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save: It works for me' }).click();
  await expect(h1(page, 'Thank you!')).toBeVisible();

  await page.context().addCookies(repSession.cookies);
  await page.goto('/dashboard/what-works');
  await expect(h1(page, 'What works')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /Higher|As the rules/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('change history, with a change opened', async ({ repPage: page }) => {
  await page.goto('/dashboard/audit');
  await expect(h1(page, 'Change history')).toBeVisible();
  const created = await page.request.post('/api/admin/loyalty/rewards', { data: { name: `Comb ${randomBytes(3).toString('hex')}`, description: 'A wide-tooth comb.', pointsCost: 90, minTier: 'Bronze', active: true } });
  expect(created.status()).toBe(201);
  await page.reload();
  await page.getByRole('row').filter({ hasText: 'create' }).first().getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table', { name: 'Fields changed by create' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('loyalty lookup, and the member view of the demo code', async ({ page }) => {
  await page.goto('/loyalty');
  await expect(h1(page, 'Loyalty Rewards')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Loyalty code').fill('GLOW-DEMO-0001');
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('learning hub', async ({ page }) => {
  await page.goto('/learning-hub');
  await expect(page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('article page with FAQs and steps', async ({ page, request }) => {
  const articles = (await (await request.get('/api/articles?category=how-to')).json()) as Array<{ slug: string }>;
  await page.goto(`/learning-hub/${articles[0]!.slug}`);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('usage survey', async ({ page, request }) => {
  const email = uniqueEmail('a11y-survey');
  await completeQuizViaApi(request, email);
  await confirmViaMail(request, email);
  await page.goto(await surveyPathViaMail(request, email));
  await expect(page.getByRole('heading', { name: 'Quick Usage Survey' })).toBeVisible();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('404 page', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expectNoSeriousViolations(page);
});

/** Presses Tab (Shift+Tab when `back`) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40, back = false) {
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target} in ${limit} presses`);
}

test('the full quiz can be completed with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/quiz');
  for (const [index, step] of quizJourney.entries()) {
    await expect(h1(page, step.title)).toBeVisible({ timeout: 10_000 });
    const option = page.getByRole('radio', { name: step.option });
    await tabTo(page, option);
    await page.keyboard.press('Space');
    await expect(option).toHaveAttribute('aria-checked', 'true');
    if (index === 2) await expect(h1(page, "You're in wonderful company")).toBeVisible();
  }
  // The last question waits for its button.
  await tabTo(page, page.getByRole('button', { name: 'Get My Results' }));
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Your beauty profile is ready!')).toBeVisible({ timeout: 15_000 });

  await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
  await page.keyboard.type(`keys-${randomBytes(3).toString('hex')}@example.com`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Send me personalized recommendations and beauty tips' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Send me personalized recommendations and beauty tips' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Show My Results' }), 5);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/results-premium\/session_\d+_[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Why This Works' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your products' }).getByRole('listitem')).toHaveCount(4);
});
