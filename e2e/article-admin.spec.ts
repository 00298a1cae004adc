import { expect, test } from './support/test';
import { expectAppInCharge } from './support/app-ready';

// The journey publishes an article and unpublishes it before it ends, so the later tests of
// this worker find the hub as seeded (a test that fails takes its worker, and server, with it).
test('the representative writes an article with a FAQ, previews it, publishes it and finds it on the hub, its page and the sitemap', async ({ repPage: page, request }) => {
  const stamp = `${Date.now().toString(36)}${test.info().project.name}`;
  const title = `Winter Skin Notes ${stamp}`;
  const slug = `winter-skin-notes-${stamp}`;
  const question = `Should I change my moisturiser in winter (${stamp})?`;
  await page.goto('/dashboard/articles');
  await expect(page.getByRole('heading', { name: 'Articles', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skin Barrier 101: What It Is and How to Keep It Healthy' })).toBeVisible();

  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  // The slug follows the title, and says whether it is free once typing pauses.
  const slugField = page.getByRole('textbox', { name: 'Slug' });
  await expect(slugField).toHaveValue(slug);
  await expect(page.getByText(`/learning-hub/${slug} is free`)).toBeVisible();
  await slugField.fill('skin-barrier-101');
  await expect(page.getByText('Another article already has this slug')).toBeVisible();
  await slugField.fill(slug);
  await expect(page.getByText(`/learning-hub/${slug} is free`)).toBeVisible();

  await page.getByRole('textbox', { name: 'Meta description' }).fill('Why skin turns dry and tight in the cold months, and the small changes to a routine that help.');
  await expect(page.getByText('94 / 320 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Content (markdown)' }).fill('## Why winter is hard\n\nCold air outside and **central heating** inside both dry the skin.\n\n- Cleanse gently\n- Moisturise on damp skin');
  await page.getByRole('textbox', { name: 'Author' }).fill('Claire Bennett');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Ingredients' }).click();

  // The live preview draws the body as the article page will.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Why winter is hard' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'central heating' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Cleanse gently', 'Moisturise on damp skin']);

  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1' }).fill(question);
  await page.getByRole('textbox', { name: 'Answer 1' }).fill('Often, yes: a richer cream at night helps skin that feels tight.');
  await expect(preview.getByRole('heading', { name: question })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Version 1,')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/articles\/\d+$/);
  await expect(page.getByText('A draft: only you can see it.')).toBeVisible();
  expect((await request.get(`/api/articles/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Version 2,')).toBeVisible();
  await expect(page.getByText(/^On the site since /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', `/learning-hub/${slug}`);

  const site = await page.context().newPage();
  await site.goto('/learning-hub');
  await expectAppInCharge(site);
  await site.getByRole('searchbox', { name: 'Search articles' }).fill(stamp);
  const card = site.getByRole('region', { name: 'Browse Articles' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(site).toHaveURL(new RegExp(`/learning-hub/${slug}$`));
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Why winter is hard' })).toBeVisible();
  await expect(site.getByRole('heading', { name: question })).toBeVisible();

  // Its own page, loaded directly, carries its head and structured data from the server.
  const direct = await request.get(`/learning-hub/${slug}`);
  expect(direct.status()).toBe(200);
  const html = await direct.text();
  expect(html).toContain(`<title>${title} | BeautyMatch™</title>`);
  expect(html).toContain('"@type":"FAQPage"');

  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toMatch(new RegExp(`<loc>[^<]+/learning-hub/${slug}</loc><lastmod>`));

  // Unpublished, it leaves the hub and the sitemap at once.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('A draft: only you can see it.')).toBeVisible();
  expect((await request.get(`/api/articles/${slug}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/learning-hub/${slug}<`);
});

test('a save from a page opened before someone else saved says so and keeps what was typed', async ({ repPage: page }) => {
  const stamp = `${Date.now().toString(36)}${test.info().project.name}`;
  await page.goto('/dashboard/articles');
  await expect(page.getByRole('heading', { name: 'Articles', exact: true })).toBeVisible();
  // A draft of its own (drafts show nowhere public), made through the signed-in browser's API.
  const created = await page.request.post('/api/admin/articles', {
    data: { title: `Toner Basics ${stamp}`, slug: `toner-basics-${stamp}`, metaDescription: 'What a toner does.', content: 'Toners rebalance.', category: 'routines', authorName: 'Claire Bennett' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).article as { id: number };

  await page.goto(`/dashboard/articles/${id}`);
  await expect(page.getByText('Version 1,')).toBeVisible();
  const other = await page.context().newPage();
  await other.goto(`/dashboard/articles/${id}`);
  await other.getByRole('textbox', { name: 'Content (markdown)' }).fill('Toners rebalance, saved from another tab.');
  await other.getByRole('button', { name: 'Save draft' }).click();
  await expect(other.getByText('Version 2,')).toBeVisible();

  const typed = 'Toners rebalance the skin after cleansing: my careful rewrite.';
  await page.getByRole('textbox', { name: 'Content (markdown)' }).fill(typed);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const alert = page.getByRole('alert', { name: 'Changed since you opened it' });
  await expect(alert).toContainText('This article changed since you opened it.');
  await expect(page.getByRole('textbox', { name: 'Content (markdown)' })).toHaveValue(typed);
  await expect(page.getByText('Version 1,')).toBeVisible();

  await alert.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(page.getByRole('textbox', { name: 'Content (markdown)' })).toHaveValue('Toners rebalance, saved from another tab.');
  await expect(page.getByText('Version 2,')).toBeVisible();
});
