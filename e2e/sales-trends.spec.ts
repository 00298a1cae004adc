import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { completeQuizViaApi, uniqueEmail } from './support/api';
import { expectNoSeriousViolations } from './support/axe-check';
import { confirmViaMail, waitForMail } from './support/mail';
import { expect, test } from './support/test';

const today = () => new Date().toISOString().slice(0, 10);

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
}

async function cents(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(new RegExp(`^${label}: `)).getAttribute('aria-label');
  return Math.round(Number(text?.split(': ')[1]?.replace(/[^0-9.]/g, '')) * 100);
}

async function ordersCharted(page: Page): Promise<number> {
  const text = await page.getByTestId('trend-orders-total').textContent();
  return Number(text?.split(' · ')[0]?.replace(/[^0-9]/g, ''));
}

/** The example CSV from fixtures/, its orders renumbered for this run, dated today and bought by `email`. */
async function exampleCsv(stamp: string, email: string): Promise<string> {
  const [month, day, year] = [today().slice(5, 7), today().slice(8, 10), today().slice(0, 4)];
  return (await readFile('fixtures/store-order-lines.csv', 'utf8'))
    .replaceAll('AV-2026-', `AV-${stamp}-`)
    .replace(/2026-11-20/g, today())
    .replace(/11\/21\/2026/g, `${month}/${day}/${year}`)
    .replaceAll('ava@example.com', email);
}

test('an imported CSV and a signed push show in the charts, in revenue per source, email and product, and in Sales Generated', async ({ repPage: page, browser }) => {
  const stamp = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`.toUpperCase();
  await openDashboard(page);
  await page.getByLabel('Date range').selectOption('7');
  await expect(page.getByRole('heading', { name: 'What brings sales' })).toBeVisible();
  await expect(page.getByTestId('trend-orders-total')).toBeVisible();
  const salesBefore = await cents(page, 'Sales Generated');
  const ordersBefore = await ordersCharted(page);

  // A visitor from Pinterest takes the quiz, confirms her address and follows a link in her results email.
  const visitor = await browser.newContext();
  const email = uniqueEmail('sales');
  await completeQuizViaApi(visitor.request, email, 'Pia', 'pinterest');
  await confirmViaMail(visitor.request, email);
  const results = await waitForMail(visitor.request, email, /Your BeautyMatch results/);
  const tracked = results.links.find((link) => new URL(link).pathname === '/email/click');
  expect(tracked, 'a tracked link in the results email').toBeTruthy();
  await visitor.request.get(tracked!, { maxRedirects: 0 });
  await visitor.close();

  // The representative imports the storefront's export (her order, and one without an email)…
  await page.goto('/dashboard/loyalty');
  const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Import store orders' }) }).last();
  await card.locator('input[type="file"]').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(await exampleCsv(stamp, email)) });
  await card.getByRole('button', { name: 'Import' }).click();
  await expect(card.getByText(/2 new orders?/)).toBeVisible();

  // …and the storefront pushes another of hers, signed.
  const secret = (await (await page.request.post('/api/admin/store-orders/webhook-secret')).json()).secret as string;
  const body = JSON.stringify({ orderNumber: `PUSH-${stamp}`, orderedOn: today(), email, totalCents: 5_000, lines: [{ sku: 'BM-1002', quantity: 2, lineTotalCents: 5_000 }] });
  const id = `msg_${stamp}`;
  const at = new Date();
  const pushed = await page.request.post('/api/store/orders', {
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) },
    data: body,
  });
  expect(pushed.status(), await pushed.text()).toBe(201);

  await page.goto('/dashboard');
  await page.getByLabel('Date range').selectOption('7');
  // Her two orders ($84.50 and $50.00) are credited to her quiz and the email; the order without an email is not.
  await expect.poll(() => cents(page, 'Sales Generated')).toBeGreaterThanOrEqual(salesBefore + 8_450 + 5_000);
  await expect.poll(() => ordersCharted(page)).toBeGreaterThanOrEqual(ordersBefore + 3);
  await expect(page.getByRole('img', { name: /^Store orders: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Revenue per source: .*Pinterest/ })).toBeVisible();

  const ordersChart = page.getByTestId('trend-orders');
  await ordersChart.getByRole('button', { name: 'Show table: Store orders' }).click();
  await expect(ordersChart.getByRole('table', { name: 'Store orders' }).getByRole('cell', { name: today(), exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Show table: Revenue per source' }).click();
  await expect(page.getByRole('table', { name: 'Revenue per source' }).getByRole('row', { name: /Pinterest/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /clicks? on one of our emails/ }).getByRole('row', { name: /Quiz results/ })).toBeVisible();
  const products = page.getByRole('table', { name: /^Products: revenue/ });
  await expect(products.getByRole('row').filter({ hasText: 'Clarifying Gel Cleanser' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV: Revenue per source' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Source,Orders,Revenue');
  expect(csv).toContain('Pinterest,');

  // The funnel of one source: the stats and the charts follow the choice.
  await page.getByLabel('Visitors from').selectOption('pinterest');
  await expect(page.getByText(/visitors from Pinterest/)).toBeVisible();
  await expect.poll(() => cents(page, 'Sales Generated')).toBeGreaterThanOrEqual(8_450 + 5_000);

  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways by').toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
