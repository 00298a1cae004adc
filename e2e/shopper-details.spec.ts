import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe-check';
import { completeQuizViaApi, openCartWithFirstProduct, uniqueEmail } from './support/api';
import { quizJourney } from './support/quiz-journey';

/**
 * The small things a shopper notices: labels centred in link-styled buttons, toasts that keep
 * clear of the open menu, confirmations before destructive actions, messages and headings that
 * go when they no longer apply, and controls lined up on a phone.
 */

const WIDTHS = [320, 390, 1280, 1440];

/** How far the centre of the button's label is from the centre of the button, in px (vertical, horizontal). */
async function labelOffset(button: Locator): Promise<{ vertical: number; horizontal: number }> {
  return button.evaluate((element) => {
    const label = element.querySelector('.mantine-Button-label');
    if (!label) throw new Error('the button has no label element');
    const outer = element.getBoundingClientRect();
    const inner = label.getBoundingClientRect();
    return {
      vertical: Math.abs(inner.top + inner.height / 2 - (outer.top + outer.height / 2)),
      horizontal: Math.abs(inner.left + inner.width / 2 - (outer.left + outer.width / 2)),
    };
  });
}

/** At every width from a small phone to a wide screen, each button's label sits in its middle. */
async function expectLabelsCentred(page: Page, buttons: Locator) {
  await expect(buttons.first()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const button of await buttons.all()) {
      await button.scrollIntoViewIfNeeded();
      const offset = await labelOffset(button);
      const name = `${await button.textContent()} at ${width} px`;
      expect(offset.vertical, `${name}: label off the vertical centre`).toBeLessThanOrEqual(2);
      expect(offset.horizontal, `${name}: label off the horizontal centre`).toBeLessThanOrEqual(2);
    }
  }
}

test.describe('labels of link-styled buttons are centred', () => {
  test('the hero buttons on the landing page', async ({ page }) => {
    await page.goto('/');
    // The hero's two and the closing call to action's two.
    const buttons = page.getByRole('main').getByRole('link', { name: /Start .* Experience|Quick Preview \(No Email\)|Take Full Quiz/ });
    await expect(buttons).toHaveCount(4);
    await expectLabelsCentred(page, buttons);
  });

  test('"Shop Direct" beside "Add to Cart" on a product card', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByRole('article').first();
    await expectLabelsCentred(page, card.getByRole('link', { name: /Shop Direct/ }).or(card.getByRole('button', { name: 'Add to Cart' })));
  });

  test('"Shop My Routine" on the results page', async ({ page, request }) => {
    const { sessionId } = await completeQuizViaApi(request, uniqueEmail('centred-label'));
    await page.goto(`/results-premium/${sessionId}`);
    await expectLabelsCentred(page, page.getByRole('link', { name: /Shop My Routine/ }));
  });
});

test('a toast does not cover the open menu drawer', async ({ page }) => {
  // The menu drawer is the phone layout's: a narrow window shows it on the desktop project too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Added to cart!' });
  await expect(toast).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const firstLink = menu.getByRole('link').first();
  await expect(firstLink).toBeVisible();
  // Once the drawer has slid in, the link is what is at its centre and where the toast overlaps it.
  await expect
    .poll(() =>
      firstLink.evaluate((link) => {
        const shown = document.querySelector('[role=alert]');
        if (!shown) return 'no toast on screen';
        const a = link.getBoundingClientRect();
        const b = shown.getBoundingClientRect();
        const left = Math.max(a.left, b.left);
        const right = Math.min(a.right, b.right);
        const top = Math.max(a.top, b.top);
        const bottom = Math.min(a.bottom, b.bottom);
        if (left >= right || top >= bottom) return 'toast and link apart';
        const onTop = (x: number, y: number) => link.contains(document.elementFromPoint(x, y));
        if (!onTop(a.left + a.width / 2, a.top + a.height / 2)) return 'centre covered';
        return onTop((left + right) / 2, (top + bottom) / 2) ? 'link on top' : 'overlap covered';
      }),
    )
    .toBe('link on top');
});

test('"Clear Cart" asks first: Cancel keeps the items, confirming empties the cart', async ({ page }) => {
  await openCartWithFirstProduct(page, 2);
  await expect(page.getByText('2 items in your cart')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear your cart?' });
  await expect(dialog).toContainText('All 2 items in your cart will be removed. This cannot be undone.');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('2 items in your cart')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await dialog.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('0 items in your cart')).toBeVisible();
});

test('"Redeem" asks first, naming the cost and what is left; Cancel spends nothing', async ({ page }) => {
  await page.goto('/loyalty');
  await page.getByLabel('Loyalty code').fill('glow-demo-gold');
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('1,255');

  await page.getByRole('button', { name: 'Redeem Full-Size Hydrating Serum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Full-Size Hydrating Serum?' });
  await expect(dialog).toContainText('1,200 points will be taken from your balance, leaving 55.');
  await expect(dialog.getByRole('button', { name: 'Redeem', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('points-balance')).toHaveText('1,255');
  await expect(page.getByText('Reward Redeemed!')).toHaveCount(0);
});

test('"Please select an answer" goes once an answer is chosen or the question changes', async ({ page }) => {
  const reminder = page.getByRole('alert').filter({ hasText: 'Please select an answer' });
  // Well before the toast's own 5 s: it goes because the reminder no longer applies.
  const gone = { timeout: 2500 };
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(reminder).toBeVisible();
  await page.getByRole('radio', { name: quizJourney[0]!.option }).click();
  await expect(reminder).toHaveCount(0, gone);

  await expect(page.getByRole('heading', { level: 1, name: quizJourney[1]!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(reminder).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: quizJourney[0]!.title })).toBeVisible();
  await expect(reminder).toHaveCount(0, gone);
});

// At both widths. The article goes back to a draft at the end: the learning hub's journeys,
// which may run after this on the same server, count the published articles.
test('an article without tags shows no empty "Tags" section', async ({ repPage: page }) => {
  const slug = `untagged-notes-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/articles', {
    data: { title: 'Untagged Notes', slug, metaDescription: 'An article with no tags.', content: 'A short article.', category: 'routines', authorName: 'Claire Bennett', tags: [] },
  });
  expect(created.status()).toBe(201);
  const { id, version } = (await created.json()).article as { id: number; version: number };
  const published = await page.request.post(`/api/admin/articles/${id}/publish`, { data: { version } });
  expect(published.ok()).toBe(true);
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/learning-hub/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Untagged Notes' })).toBeVisible();
      // The page is drawn to its end.
      await expect(page.getByRole('link', { name: 'Take Quiz' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tags' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Tags' })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  } finally {
    const { article } = (await published.json()) as { article: { version: number } };
    const unpublished = await page.request.post(`/api/admin/articles/${id}/unpublish`, { data: { version: article.version } });
    expect(unpublished.ok(), await unpublished.text()).toBe(true);
  }
});

/** The edges a person sees: the button's box when it is drawn (a border or a fill), otherwise its words'. */
async function visibleEdges(button: Locator): Promise<{ top: number; left: number; right: number }> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const seen = (colour: string) => colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour);
    const drawn = (seen(style.borderLeftColor) && parseFloat(style.borderLeftWidth) > 0) || seen(style.backgroundColor);
    const box = (drawn ? element : element.querySelector('.mantine-Button-label')!).getBoundingClientRect();
    return { top: box.top, left: box.left, right: box.right };
  });
}

test('"Use a different code" lines up with the member\'s details: under them on a phone, at the right edge on a wide screen', async ({ page }) => {
  await page.goto('/loyalty');
  await page.getByLabel('Loyalty code').fill('glow-demo-gold');
  await page.getByRole('button', { name: 'Look Up My Points' }).click();
  const heading = page.getByRole('heading', { name: 'Welcome back!' });
  const button = page.getByRole('button', { name: 'Use a different code' });
  await expect(button).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneHeading = (await heading.boundingBox())!;
  const phoneButton = await visibleEdges(button);
  expect(phoneButton.top, 'under the details on a phone').toBeGreaterThan(phoneHeading.y + phoneHeading.height);
  expect(Math.abs(phoneButton.left - phoneHeading.x), 'left edges of the button and the heading').toBeLessThanOrEqual(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  // The notice at the foot of the member's page spans its width.
  const wideGrid = (await page.getByRole('alert').filter({ hasText: 'Keep your code private' }).boundingBox())!;
  const wideButton = await visibleEdges(button);
  expect(Math.abs(wideButton.right - (wideGrid.x + wideGrid.width)), 'right edges of the button and the page').toBeLessThanOrEqual(1);
  await expectNoSeriousViolations(page);
});
