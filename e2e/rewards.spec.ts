import { clickUntil } from './support/click-until';
import { expect, test } from './support/test';

async function publicReward(request: import('@playwright/test').APIRequestContext, name: string) {
  const { rewards } = await (await request.get('/api/loyalty/rewards')).json();
  return (rewards as Array<{ name: string; pointsCost: number; minTier: string }>).find((reward) => reward.name === name);
}

test('the representative adds a reward, changes its cost and withdraws it; members see each change', async ({ repPage: page, request }) => {
  const name = `Glow Pouch ${Date.now().toString(36)} ${test.info().project.name}`;
  await page.goto('/dashboard/loyalty');
  await expect(page.getByRole('heading', { name: 'Rewards', exact: true })).toBeVisible();

  // The rewards table and the settings above the form arrive while the page is drawn.
  await clickUntil(page.getByRole('button', { name: 'Add reward' }), () => expect(page.getByText('Name is required')).toBeVisible({ timeout: 2_000 }));
  await page.getByLabel('Reward name').fill(name);
  await page.getByLabel('Points', { exact: true }).fill('250');
  await page.getByLabel('Reward description').fill('A velvet pouch for your travel minis.');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText(`${name} is offered to members.`)).toBeVisible();
  expect(await publicReward(request, name)).toMatchObject({ pointsCost: 250, minTier: 'Bronze' });

  const row = page.getByRole('table', { name: 'Rewards' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('textbox', { name: `${name}: points` }).fill('275');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} is updated for members.`)).toBeVisible();
  await expect.poll(async () => (await publicReward(request, name))?.pointsCost).toBe(275);

  // By keyboard: the switch's input is visually hidden, and a forced click at its position could
  // land on the toast that is still showing over it on a phone.
  const offered = page.getByRole('table', { name: 'Rewards' }).getByRole('row').filter({ hasText: name }).getByRole('switch', { name: `${name}: offered` });
  await offered.focus();
  await page.keyboard.press('Space');
  await expect(offered).not.toBeChecked();
  await page.getByRole('table', { name: 'Rewards' }).getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => publicReward(request, name)).toBeUndefined();
});

test('the change history shows what a reward change was before and after', async ({ repPage: page }) => {
  const name = `Mirror ${Date.now().toString(36)} ${test.info().project.name}`;
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  // The page's session also signs in its own API requests.
  const created = await page.request.post('/api/admin/loyalty/rewards', { data: { name, description: 'A pocket mirror.', pointsCost: 120, minTier: 'Bronze', active: true } });
  expect(created.status()).toBe(201);
  const { reward } = await created.json();
  expect((await page.request.patch(`/api/admin/loyalty/rewards/${reward.id}`, { data: { version: reward.version, pointsCost: 150 } })).status()).toBe(200);

  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Loyalty reward' }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(String(reward.id));
  // Named by its name, its actions and fields in words.
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row')).toHaveCount(3);
  await rows.filter({ hasText: 'Changed' }).getByRole('button', { name: 'Show' }).click();
  const details = page.getByRole('table', { name: 'Fields changed by update' });
  await expect(details.getByRole('row').filter({ hasText: 'Points it costs' })).toContainText(/120\s*150/);
});
