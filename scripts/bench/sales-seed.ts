/**
 * The sales phase's database: the demo catalogue, 1 M quiz responses with their funnel events
 * (analytics-seed.ts, over a year, with visit sources), the people who left their email (confirmed,
 * but for a third of the last 25 days') with the emails we sent them and their clicks, members, and 300 k store
 * orders with 1 M lines. Everything but the orders is written in SQL; the orders go through the
 * app's own write path (recordStoreOrders) in batches, so attribution, recommended lines and the
 * sales rollups are what the app itself makes of them; the rollups written by the seed's few
 * connections are then spread over the 8 shards a busy app's many connections fill, and past
 * days folded back as the app's hourly task does (today's rows stay spread).
 */
import type { DataSource } from 'typeorm';
import { seedIfEmpty } from '../../src/server/db/seed/run-seeders.js';
import { seeders } from '../../src/server/features.js';
import { recordStoreOrders } from '../../src/server/features/orders/record-store-orders.js';
import { addResponses } from './analytics-seed.js';
import { type Buyer, benchOrder, evenLineCount, type OrderMix, type ProductRef } from './sales-orders.js';
import { foldPastShards } from '../../src/server/db/daily-rollup-shards.js';
import { funnelRollups } from '../../src/server/features/analytics/index.js';
import { salesRollups } from '../../src/server/features/orders/index.js';

export interface SalesCounts {
  responses: number;
  /** Email rows offered (people who left their address after their quiz); old unconfirmed ones are then left out. */
  people: number;
  members: number;
  orders: number;
  lines: number;
}

/** The goal's sizes times `scale`. One in five quiz takers leaves an email (addResponses captures two in five). */
export function salesCounts(scale: number): SalesCounts {
  const responses = Math.round(1_000_000 * scale);
  return { responses, people: Math.floor((responses - 1) / 5), members: Math.round(50_000 * scale), orders: Math.round(300_000 * scale), lines: Math.round(1_000_000 * scale) };
}

// Visit sources of quiz sessions, most from social media; null: not recorded ('unknown').
const SOURCE_MIX = ['instagram', 'instagram', 'instagram', 'facebook', 'facebook', 'tiktok', 'tiktok', 'pinterest', 'google', 'google', 'direct', 'direct', 'email', 'referral', 'youtube', null];
const ORDER_BATCH = 5_000;
const NEWSLETTERS = 6;

/**
 * People who left their email after quiz bench_5i, confirmed unless i is a multiple of 3; the quiz
 * carries its picks. Unconfirmed addresses older than 25 days are left out: the app erases them
 * after 30 (retention.ts), and would spend the bench doing so at its start.
 */
async function addPeople(dataSource: DataSource, counts: SalesCounts): Promise<void> {
  await dataSource.query(
    `INSERT INTO "user" (email, "firstName", "emailConfirmedAt", "latestQuizResponseId", "createdAt")
     SELECT 'buyer' || i || '@sales.example', 'Buyer ' || i, CASE WHEN i % 3 <> 0 THEN r."createdAt" + interval '10 minutes' END, r.id, r."createdAt"
       FROM generate_series(1, $1::int) i JOIN quiz_response r ON r."sessionId" = 'bench_' || (5 * i)
      WHERE i % 3 <> 0 OR r."createdAt" > now() - interval '25 days'`,
    [counts.people],
  );
  // Three picks per quiz, so orders credited to it can be recommended purchases.
  await dataSource.query(
    `UPDATE quiz_response r SET "userId" = u.id, result = jsonb_build_object('routine', jsonb_build_object('picks', jsonb_build_array(
       jsonb_build_object('productId', p.ids[1 + r.id % cardinality(p.ids)]), jsonb_build_object('productId', p.ids[1 + (r.id * 7 + 3) % cardinality(p.ids)]),
       jsonb_build_object('productId', p.ids[1 + (r.id * 13 + 5) % cardinality(p.ids)]))))
       FROM "user" u, (SELECT array_agg(id ORDER BY id) AS ids FROM product) p
      WHERE u."latestQuizResponseId" = r.id AND u.email LIKE '%@sales.example'`,
  );
  // What the quiz_completed trigger adds per completed quiz with picks (these events carry no response id).
  await dataSource.query(
    `INSERT INTO recommendation_daily (day, "productId", shard, people)
     SELECT (r."createdAt" AT TIME ZONE 'UTC')::date, (pick ->> 'productId')::int, 0, count(DISTINCT r.id)
       FROM quiz_response r CROSS JOIN LATERAL jsonb_array_elements(r.result -> 'routine' -> 'picks') AS pick
      WHERE r."userId" IS NOT NULL GROUP BY 1, 2`,
  );
  // Members: the first share a confirmed person's address, the rest joined without the quiz.
  const shared = Math.min(Math.round(counts.members * 0.6), Math.floor((counts.people + 2) / 3));
  await dataSource.query(
    `INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "confirmedAt", "createdAt")
     SELECT 'SALES-' || lpad(i::text, 7, '0'), CASE WHEN i <= $2::int THEN 'buyer' || (3 * i - 2) ELSE 'member' || i END || '@sales.example',
            'Member ' || i, now() - make_interval(days => 30 + i % 400), now() - make_interval(days => 30 + i % 400)
       FROM generate_series(1, $1::int) i`,
    [counts.members, shared],
  );
}

/** The results email and the four follow-up steps per person, six newsletters, and clicks on some of them. */
async function addEmails(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `INSERT INTO email_message (recipient, template, occasion, payload, status, "sendAfter", "sentAt", "createdAt")
     SELECT u.email, s.template, 'quiz-response:' || u."latestQuizResponseId", '{}'::jsonb, 'sent', t.at, t.at, t.at
       FROM "user" u
       CROSS JOIN (VALUES ('results', 0), ('sequence-welcome', 0), ('sequence-beauty-tips', 2), ('sequence-social-proof', 4), ('sequence-limited-offer', 6)) AS s(template, day)
       CROSS JOIN LATERAL (SELECT u."createdAt" + make_interval(days => s.day, mins => 20) AS at) t
      WHERE u.email LIKE '%@sales.example' AND (s.template = 'results' OR u."emailConfirmedAt" IS NOT NULL) AND t.at < now()`,
  );
  const campaigns = await dataSource.query<Array<{ id: number; sentAt: Date }>>(
    `INSERT INTO newsletter_campaign (subject, markdown, "contentHtml", "audienceKind", "queuedAt", "sendAt", "createdAt")
     SELECT 'Bench newsletter ' || k, 'Hello', '<p>Hello</p>', 'all', now() - make_interval(days => 20 + 60 * k), now() - make_interval(days => 20 + 60 * k), now() - make_interval(days => 21 + 60 * k)
       FROM generate_series(0, $1::int - 1) k RETURNING id, "sendAt" AS "sentAt"`,
    [NEWSLETTERS],
  );
  for (const [index, campaign] of campaigns.entries()) {
    await dataSource.query(
      `INSERT INTO email_message (recipient, template, occasion, payload, status, "sendAfter", "sentAt", "createdAt")
       SELECT email, 'newsletter', 'newsletter:' || $1::int, '{}'::jsonb, 'sent', $2::timestamptz, $2::timestamptz, $2::timestamptz
         FROM "user" WHERE email LIKE '%@sales.example' AND "emailConfirmedAt" < $2::timestamptz AND id % 2 = $3::int`,
      [campaign.id, campaign.sentAt, index % 2],
    );
  }
  await dataSource.query(
    `INSERT INTO email_click ("messageId", target, "clickedAt")
     SELECT id, 'store.example.com/beauty-match', "sentAt" + interval '3 hours' FROM email_message
      WHERE recipient LIKE '%@sales.example' AND "sentAt" + interval '3 hours' < now()
        AND ((template LIKE 'sequence-%' AND id % 4 = 0) OR (template = 'newsletter' AND id % 8 = 0))`,
  );
}

/** The catalogue, confirmed people with their quiz day (recent ones first when asked), and members without the quiz: what orders name. */
export async function orderMixOf(dataSource: DataSource, prefix: string, days: number, recentBuyers?: number): Promise<OrderMix> {
  const products = await dataSource.query<ProductRef[]>(`SELECT sku, slug, name FROM product WHERE sku IS NOT NULL ORDER BY id`);
  const buyers = await dataSource.query<Buyer[]>(
    `SELECT u.email, to_char((r."createdAt" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "quizDay"
       FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId"
      WHERE u."emailConfirmedAt" IS NOT NULL AND u.email LIKE '%@sales.example'
      ORDER BY ${recentBuyers ? 'r."createdAt" DESC' : 'u.id'} LIMIT $1::int`,
    [recentBuyers ?? null],
  );
  const members = await dataSource.query<Array<{ email: string }>>(`SELECT email FROM loyalty_member WHERE email LIKE 'member%@sales.example' ORDER BY id LIMIT $1::int`, [recentBuyers ?? null]);
  const [{ today }] = await dataSource.query<Array<{ today: string }>>(`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today`);
  return { prefix, products, buyers, members: members.map((row) => row.email), today: today!, days };
}

/** The orders, through recordStoreOrders in batches, two transactions at a time (as two writers would: their rollup rows land in separate shards). */
async function addOrders(dataSource: DataSource, counts: SalesCounts): Promise<void> {
  const mix = await orderMixOf(dataSource, 'SO', 365);
  const batches = Math.ceil(counts.orders / ORDER_BATCH);
  const lane = async (first: number) => {
    for (let batch = first; batch < batches; batch += 2) {
      const from = batch * ORDER_BATCH;
      const orders = Array.from({ length: Math.min(ORDER_BATCH, counts.orders - from) }, (_, offset) =>
        benchOrder(mix, from + offset, evenLineCount(from + offset, counts.orders, counts.lines)),
      );
      const recorded = await dataSource.transaction((manager) => recordStoreOrders(manager, orders, { via: 'import', creditMembers: false }));
      if (recorded.newOrders !== orders.length) throw new Error(`seed batch ${batch} recorded ${recorded.newOrders} of ${orders.length} orders`);
    }
  };
  await Promise.all([lane(0), lane(1)]);
}

/**
 * The app's rollups are sharded by pg_backend_pid() % 8 so that concurrent writers rarely meet;
 * a year of requests over a pool of connections fills up to 8 shards per key, where this seed's
 * few connections filled one or two. Each key's row is spread back over min(8, count) shards,
 * every sum unchanged: the row counts the charts read are those of a busy year.
 */
async function spreadOverShards(dataSource: DataSource, table: string, keys: readonly string[], count: string, others: readonly string[]): Promise<void> {
  const names = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');
  // sum() of a bigint is numeric: back to bigint, so the split below divides whole numbers.
  const summed = [count, ...others].map((column) => `sum("${column}")::bigint AS "${column}"`).join(', ');
  const split = others.map((column) => `"${column}" / k + CASE WHEN s = 0 THEN "${column}" % k ELSE 0 END`).join(', ');
  await dataSource.query(
    `WITH old AS (DELETE FROM ${table} RETURNING *),
          grouped AS (SELECT ${names(keys)}, ${summed}, greatest(1, least(8, sum("${count}")))::int AS k FROM old GROUP BY ${names(keys)})
     INSERT INTO ${table} (${names(keys)}, shard, ${names([count, ...others])})
     SELECT ${names(keys)}, s, "${count}" / k + CASE WHEN s < "${count}" % k THEN 1 ELSE 0 END${split ? `, ${split}` : ''}
       FROM grouped CROSS JOIN generate_series(0, k - 1) AS s`,
  );
}

async function spreadRollups(dataSource: DataSource): Promise<void> {
  await spreadOverShards(dataSource, 'funnel_daily_total', ['day', 'type', 'source'], 'events', ['amountCents']);
  await spreadOverShards(dataSource, 'funnel_depth_daily', ['day', 'depth', 'source'], 'people', []);
  await spreadOverShards(dataSource, 'recommendation_daily', ['day', 'productId'], 'people', []);
  await spreadOverShards(dataSource, 'outside_purchase_daily', ['day'], 'purchases', []);
  await spreadOverShards(dataSource, 'sales_daily', ['day', 'source', 'emailKey'], 'orders', ['revenueCents', 'returnCustomers']);
  await spreadOverShards(dataSource, 'sales_product_daily', ['day', 'productId'], 'units', ['revenueCents', 'recommendedLines', 'recommendedRevenueCents']);
}

/** Fills a migrated, empty database; gives how long each part took (ms). */
export async function seedSalesData(dataSource: DataSource, counts: SalesCounts, log: (line: string) => void): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    log(`sales seed: ${name}`);
    const started = performance.now();
    await work();
    took[name] = performance.now() - started;
  };
  await step('catalogue', () => seedIfEmpty(dataSource, seeders, { storeUrl: 'https://store.example.com/beauty-match', demoPeople: false }));
  await step('quiz responses', () => addResponses(dataSource, 0, counts.responses, { days: 365, sources: SOURCE_MIX }));
  await step('people', () => addPeople(dataSource, counts));
  await step('emails', () => addEmails(dataSource));
  await step('ANALYZE', () => dataSource.query('ANALYZE'));
  await step('orders', () => addOrders(dataSource, counts));
  await step('rollups over 8 shards', () => spreadRollups(dataSource));
  // What the app's hourly task then does: past days back to one row per key (today stays spread).
  await step('past shards folded', async () => {
    for (const rollup of [...funnelRollups, ...salesRollups]) await foldPastShards(dataSource, rollup);
  });
  await step('VACUUM ANALYZE', () => dataSource.query('VACUUM ANALYZE'));
  return took;
}
