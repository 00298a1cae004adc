import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPerson } from '../../../../test/support/people-test-helpers.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { clickedAgo, DAY_MS, dayAgo, importTestOrder, picksOf } from '../../../../test/support/store-order-test-helpers.js';
import { useTestApp } from '../../../../test/support/test-app.js';

const t = useTestApp();
const stranger = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: await repCookie(t.app) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every sales rollup row summed, beside the same sums counted from the orders themselves. */
async function rollupsAgainstOrders() {
  const [rollup] = await t.deps.dataSource.query(
    `SELECT (SELECT sum(orders)::int FROM sales_daily) AS orders, (SELECT sum("revenueCents")::int FROM sales_daily) AS revenue,
            (SELECT sum(units)::int FROM sales_product_daily) AS units, (SELECT sum("recommendedLines")::int FROM sales_product_daily) AS recommended`,
  );
  const [counted] = await t.deps.dataSource.query(
    `SELECT (SELECT count(*)::int FROM store_order) AS orders, (SELECT sum("totalCents")::int FROM store_order) AS revenue,
            (SELECT sum(quantity)::int FROM store_order_line WHERE "productId" IS NOT NULL) AS units,
            (SELECT count(*)::int FROM store_order_line WHERE recommended) AS recommended`,
  );
  return { rollup, counted };
}

describe('the funnel by visit source', () => {
  it("files each person's steps under their quiz session's source, and filters the stats by it", async () => {
    const before = await get('/api/analytics/stats?days=7&source=tiktok');
    await newPerson(t, { source: 'TikTok' });
    await newPerson(t, { source: 'tt', confirm: false });
    await newPerson(t, { source: 'pinterest' });

    const tiktok = await get('/api/analytics/stats?days=7&source=tiktok');
    expect(tiktok.source).toBe('tiktok');
    const counts = (stats: { conversionFunnel: Array<{ count: number }> }) => stats.conversionFunnel.map((step) => step.count);
    // Two started and completed; one confirmed her email.
    expect(counts(tiktok).slice(0, 3)).toEqual(counts(before).slice(0, 3).map((count, index) => count + [2, 2, 1][index]!));
    expect(tiktok.metrics.quizCompletions).toBe(before.metrics.quizCompletions + 2);
    expect(tiktok.metrics.emailSignups).toBe(before.metrics.emailSignups + 1);

    const trends = await get('/api/analytics/trends?days=7&source=tiktok');
    expect(trends.points.at(-1).current.quizStarts).toBeGreaterThanOrEqual(2);
    const bySource = (await get('/api/analytics/trends?days=7')).funnelBySource;
    expect(bySource.find((row: { source: string }) => row.source === 'tiktok').stages.slice(0, 2)).toEqual(counts(tiktok).slice(0, 2));
    expect(bySource.find((row: { source: string }) => row.source === 'pinterest').stages[0]).toBeGreaterThanOrEqual(1);

    // The rollups agree with a recount from the events and the people they belong to.
    const [mismatch] = await t.deps.dataSource.query(
      `SELECT count(*)::int AS n FROM (
         SELECT day, type, source, sum(events) AS events FROM funnel_daily_total GROUP BY 1, 2, 3
       ) kept FULL JOIN (
         SELECT (e."createdAt" AT TIME ZONE 'UTC')::date AS day, e.type, coalesce(p.source, 'unknown') AS source, count(*) AS events
           FROM funnel_event e LEFT JOIN funnel_person p ON p.person = e.person GROUP BY 1, 2, 3
       ) counted USING (day, type, source) WHERE kept.events IS DISTINCT FROM counted.events`,
    );
    expect(mismatch.n).toBe(0);
  });

  it('refuses an unknown source or range with a 400 naming it, and answers only the representative', async () => {
    const cookie = await repCookie(t.app);
    for (const [url, field] of [
      ['/api/analytics/stats?source=myspace', 'source'],
      ['/api/analytics/trends?days=12', 'days'],
      ['/api/analytics/trends?source=none', 'source'],
      ['/api/analytics/sales?days=all', 'days'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.field, url).toBe(field);
    }
    for (const url of ['/api/analytics/trends', '/api/analytics/sales']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    await expect(t.caller.analytics.trends({ days: '30' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('sales the representative can trace', () => {
  it('counts credited orders in salesGenerated, per source, per email and per product; strangers only in the totals', async () => {
    const statsBefore = await get('/api/analytics/stats?days=30');
    const salesBefore = await get('/api/analytics/sales?days=30');
    const trendsBefore = await get('/api/analytics/trends?days=7');

    const fromInstagram = await newPerson(t, { source: 'instagram' });
    const [picked] = await picksOf(t, fromInstagram);
    const [other] = await t.deps.dataSource.query(`SELECT slug FROM product WHERE NOT (slug = ANY($1::text[])) AND status = 'active' ORDER BY id LIMIT 1`, [await picksOf(t, fromInstagram)]);
    await importTestOrder(t, fromInstagram.email, [{ slug: picked! }, { slug: other.slug }]);
    await importTestOrder(t, fromInstagram.email);
    // An old quiz (no credit to it), but a click on our email three days ago.
    const clicker = await newPerson(t);
    await t.deps.dataSource.query(`UPDATE quiz_response SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [clicker.quizResponseId]);
    const message = await clickedAgo(t, clicker, 3 * DAY_MS);
    await importTestOrder(t, clicker.email);
    await importTestOrder(t, stranger());

    const stats = await get('/api/analytics/stats?days=30');
    expect(stats.metrics.salesGenerated).toBe(statsBefore.metrics.salesGenerated + 3 * 3000);
    expect(stats.metrics.returnCustomers).toBe(statsBefore.metrics.returnCustomers + 1);
    const instagram = await get('/api/analytics/stats?days=30&source=instagram');
    expect(instagram.metrics.salesGenerated).toBeGreaterThanOrEqual(2 * 3000);

    const sales = await get('/api/analytics/sales?days=30');
    expect(sales.totals.orders).toBe(salesBefore.totals.orders + 4);
    expect(sales.totals.revenueCents).toBe(salesBefore.totals.revenueCents + 4 * 3000);
    expect(sales.totals.creditedRevenueCents).toBe(salesBefore.totals.creditedRevenueCents + 3 * 3000);
    const ordersOf = (figures: typeof sales, source: string) => figures.bySource.find((row: { source: string }) => row.source === source)?.orders ?? 0;
    expect(ordersOf(sales, 'instagram')).toBe(ordersOf(salesBefore, 'instagram') + 2);
    expect(ordersOf(sales, 'none')).toBe(ordersOf(salesBefore, 'none') + 2);
    const email = sales.byEmail.find((row: { key: string }) => row.key === message.template);
    expect(email).toMatchObject({ orders: expect.any(Number), revenueCents: expect.any(Number) });
    expect(email.label).not.toBe(message.template);
    const [pickedProduct] = await t.deps.dataSource.query(`SELECT id FROM product WHERE slug = $1`, [picked]);
    const pickedRow = sales.byProduct.find((row: { productId: number }) => row.productId === pickedProduct.id);
    expect(pickedRow.boughtAfterRecommendation).toBeGreaterThanOrEqual(1);
    expect(pickedRow.recommended).toBeGreaterThanOrEqual(pickedRow.boughtAfterRecommendation);
    expect(pickedRow.rate).toBe(Math.round((pickedRow.boughtAfterRecommendation / pickedRow.recommended) * 1000) / 10);

    const trends = await get('/api/analytics/trends?days=7');
    expect(trends.points.at(-1).current.orders).toBe(trendsBefore.points.at(-1).current.orders + 4);
    expect(trends.points.at(-1).current.revenueCents).toBe(trendsBefore.points.at(-1).current.revenueCents + 4 * 3000);

    const { rollup, counted } = await rollupsAgainstOrders();
    expect(rollup).toEqual(counted);
  });

  it('draws days for 7 and 30 days and weeks for 90 and 365, each beside the period before', async () => {
    await importTestOrder(t, stranger(), [], dayAgo(100 * DAY_MS));
    await importTestOrder(t, stranger(), [], dayAgo(10 * DAY_MS));
    const week = await get('/api/analytics/trends?days=7');
    expect(week.bucket).toBe('day');
    expect(week.points).toHaveLength(7);
    expect(week.points.at(-1).start).toBe(dayAgo(0));
    expect(week.points[0].previousStart).toBe(dayAgo(13 * DAY_MS));

    const month = await get('/api/analytics/trends?days=30');
    const tenDaysAgo = month.points.find((point: { start: string }) => point.start === dayAgo(10 * DAY_MS));
    expect(tenDaysAgo.current.orders).toBeGreaterThanOrEqual(1);

    const quarter = await get('/api/analytics/trends?days=90');
    expect(quarter.bucket).toBe('week');
    expect(quarter.points).toHaveLength(13);
    expect(quarter.points[0].start).toBe(dayAgo(89 * DAY_MS));
    // 100 days ago is day 79 of the 90 before (which start 179 days ago): that period's twelfth week.
    expect(quarter.points[11].previousStart).toBe(dayAgo((179 - 77) * DAY_MS));
    expect(quarter.points[11].previous.orders).toBeGreaterThanOrEqual(1);

    const year = await get('/api/analytics/trends?days=365');
    expect(year.points).toHaveLength(53);
    const yearOrders = year.points.reduce((sum: number, point: { current: { orders: number } }) => sum + point.current.orders, 0);
    expect(yearOrders).toBe((await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM store_order WHERE "orderedOn" > (now() AT TIME ZONE 'UTC')::date - 365`))[0].n);
  });
});
