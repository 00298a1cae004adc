import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../db/prepared-query.js';
import { sql } from '../../db/sql.js';

/** What a new order is credited to, as the sales rollups group it (see sales-daily.entity.ts). */
export interface CreditedOrder {
  id: string;
  day: string;
  source: string;
  emailKey: string;
  totalCents: number;
  personId: string | null;
}

/**
 * Counts these orders' buyers' orders; gives the orders that made a buyer a return customer: the
 * one that brought their count to two, in the order orders arrived.
 */
async function ordersMakingReturnCustomers(manager: EntityManager, orders: CreditedOrder[]): Promise<Set<string>> {
  const ordersOf = new Map<string, CreditedOrder[]>();
  for (const order of orders) if (order.personId) ordersOf.set(order.personId, [...(ordersOf.get(order.personId) ?? []), order]);
  if (ordersOf.size === 0) return new Set();
  const people = [...ordersOf.keys()].sort();
  const counts = people.map((person) => ordersOf.get(person)?.length ?? 0);
  const counted = await preparedQuery(
    manager,
    'sales-person-orders',
    sql<{ personId: string; orders: number }>`INSERT INTO sales_person ("personId", orders) SELECT * FROM unnest(${people}::uuid[], ${counts}::int[])
             ON CONFLICT ("personId") DO UPDATE SET orders = sales_person.orders + EXCLUDED.orders
             RETURNING "personId", orders`,
  );
  const making = new Set<string>();
  for (const { personId, orders: after } of counted) {
    const theirs = ordersOf.get(personId) ?? [];
    const before = after - theirs.length;
    const second = before < 2 ? theirs[1 - before] : undefined;
    if (second) making.add(second.id);
  }
  return making;
}

/**
 * Adds newly recorded orders to sales_daily (and their buyers' order counts to sales_person),
 * inside the transaction that recorded them, with exactly the orders it inserted (so a racing
 * retry adds nothing). Their lines are added as they are inserted (productRollupOfAddedLines).
 */
export async function addOrdersToSalesRollups(manager: EntityManager, orders: CreditedOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const byArrival = [...orders].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  const returning = await ordersMakingReturnCustomers(manager, byArrival);
  const groups = new Map<string, { day: string; source: string; emailKey: string; orders: number; revenueCents: number; returnCustomers: number }>();
  for (const order of orders) {
    const key = JSON.stringify([order.day, order.source, order.emailKey]);
    const group = groups.get(key) ?? { day: order.day, source: order.source, emailKey: order.emailKey, orders: 0, revenueCents: 0, returnCustomers: 0 };
    group.orders += 1;
    group.revenueCents += order.totalCents;
    if (returning.has(order.id)) group.returnCustomers += 1;
    groups.set(key, group);
  }
  // Rows in one order everywhere, so two transactions on one shard never wait on each other crosswise.
  const rows = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, group]) => group);
  await preparedQuery(
    manager,
    'sales-daily-orders',
    sql`INSERT INTO sales_daily (day, source, "emailKey", shard, orders, "revenueCents", "returnCustomers")
             SELECT d, s, e, pg_backend_pid() % 8, o, r, c
               FROM unnest(${rows.map((row) => row.day)}::date[], ${rows.map((row) => row.source)}::varchar[], ${rows.map((row) => row.emailKey)}::varchar[],
                           ${rows.map((row) => row.orders)}::int[], ${rows.map((row) => row.revenueCents)}::bigint[], ${rows.map((row) => row.returnCustomers)}::int[]) AS f(d, s, e, o, r, c)
             ON CONFLICT (day, source, "emailKey", shard) DO UPDATE
               SET orders = sales_daily.orders + EXCLUDED.orders, "revenueCents" = sales_daily."revenueCents" + EXCLUDED."revenueCents",
                   "returnCustomers" = sales_daily."returnCustomers" + EXCLUDED."returnCustomers"`,
  );
}

/**
 * A statement's CTE that adds the lines of CTE `added` ("orderId", "productId", quantity,
 * "lineTotalCents", recommended: lines just inserted, their recommended flags set) to
 * sales_product_daily, by their order's day and product.
 */
export const productRollupOfAddedLines = `
  INSERT INTO sales_product_daily (day, "productId", shard, units, "revenueCents", "recommendedLines", "recommendedRevenueCents")
  SELECT o."orderedOn", a."productId", pg_backend_pid() % 8, sum(a.quantity), sum(a."lineTotalCents"),
         count(*) FILTER (WHERE a.recommended), coalesce(sum(a."lineTotalCents") FILTER (WHERE a.recommended), 0)
    FROM added a JOIN store_order o ON o.id = a."orderId"
   WHERE a."productId" IS NOT NULL
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, "productId", shard) DO UPDATE
    SET units = sales_product_daily.units + EXCLUDED.units, "revenueCents" = sales_product_daily."revenueCents" + EXCLUDED."revenueCents",
        "recommendedLines" = sales_product_daily."recommendedLines" + EXCLUDED."recommendedLines",
        "recommendedRevenueCents" = sales_product_daily."recommendedRevenueCents" + EXCLUDED."recommendedRevenueCents"`;
