import { expect, test } from '@playwright/test';

const REP_PASSWORD = 'e2e-rep-password';

async function publicReward(request: import('@playwright/test').APIRequestContext, name: string) {
  const { rewards } = await (await request.get('/api/loyalty/rewards')).json();
  return (rewards as Array<{ name: string; pointsCost: number; minTier: string }>).find((reward) => reward.name === name);
}

test('the representative adds a reward, changes its cost and withdraws it; members see each change', async ({ page, request }) => {
  const name = `Glow Pouch ${Date.now().toString(36)} ${test.info().project.name}`;
  await page.goto('/dashboard/loyalty');
  await page.getByRole('textbox', { name: 'Password' }).fill(REP_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Rewards', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
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

  await page.getByRole('table', { name: 'Rewards' }).getByRole('row').filter({ hasText: name }).getByRole('switch', { name: `${name}: offered` }).click({ force: true });
  await page.getByRole('table', { name: 'Rewards' }).getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => publicReward(request, name)).toBeUndefined();
});
