import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { foldPastShards } from '../../db/daily-rollup-shards.js';
import { salesRollups } from './index.js';

const t = useTestApp();
const [salesDaily] = salesRollups;

async function rowsOf(day: string) {
  return t.deps.dataSource.query<Array<{ shard: number; orders: number; revenueCents: string; returnCustomers: number }>>(
    `SELECT shard, orders, "revenueCents", "returnCustomers" FROM sales_daily WHERE day = $1 AND source = 'fold-test' ORDER BY shard`,
    [day],
  );
}

async function add(day: string, shard: number, orders: number) {
  await t.deps.dataSource.query(
    `INSERT INTO sales_daily (day, source, "emailKey", shard, orders, "revenueCents", "returnCustomers") VALUES ($1, 'fold-test', '', $2, $3, $3 * 100, 1)
     ON CONFLICT (day, source, "emailKey", shard) DO UPDATE SET orders = sales_daily.orders + EXCLUDED.orders,
       "revenueCents" = sales_daily."revenueCents" + EXCLUDED."revenueCents", "returnCustomers" = sales_daily."returnCustomers" + 1`,
    [day, shard, orders],
  );
}

describe("folding past days' rollup shards", () => {
  it('leaves one row per key for a past day with the same sums, and today as it is', async () => {
    const [{ yesterday, today }] = await t.deps.dataSource.query(
      `SELECT ((now() AT TIME ZONE 'UTC')::date - 1)::text AS yesterday, (now() AT TIME ZONE 'UTC')::date::text AS today`,
    );
    for (const [shard, orders] of [[0, 2], [3, 5], [7, 1]] as const) await add(yesterday, shard, orders);
    await add(today, 4, 3);
    await add(today, 6, 2);

    await foldPastShards(t.deps.dataSource, salesDaily!);
    expect(await rowsOf(yesterday)).toEqual([{ shard: 0, orders: 8, revenueCents: '800', returnCustomers: 3 }]);
    expect((await rowsOf(today)).map((row) => row.shard)).toEqual([4, 6]);

    // Folding again beside late writes to that day and a second folder: nothing is lost or counted twice.
    await Promise.all([
      foldPastShards(t.deps.dataSource, salesDaily!),
      add(yesterday, 2, 4),
      foldPastShards(t.deps.dataSource, salesDaily!),
      add(yesterday, 5, 6),
    ]);
    await foldPastShards(t.deps.dataSource, salesDaily!);
    expect(await rowsOf(yesterday)).toEqual([{ shard: 0, orders: 18, revenueCents: '1800', returnCustomers: 5 }]);
  });
});
