import type { DataSource } from 'typeorm';
import { emailTemplateLabels } from '../../../shared/email-template-labels.js';
import type { FunnelSource, OrderSource, SalesFigures } from '../../../shared/sales-trends.js';

// A range of N days is today and the N-1 days before, in UTC; null is all time.
const inRange = (day = 'day') => `($1::int IS NULL OR ${day} > (now() AT TIME ZONE 'UTC')::date - $1::int)`;
// Credited to us: to a quiz (any source but 'none') or to a click on one of our emails.
const CREDITED = `(source <> 'none' OR "emailKey" <> '')`;

/** The dashboard's sales metrics: revenue of orders credited to a quiz or an email, and return customers. */
export async function creditedSales(dataSource: DataSource, days: number | null, source: FunnelSource | undefined): Promise<{ salesGenerated: number; returnCustomers: number }> {
  const [row] = await dataSource.query<Array<{ revenue: string; returns: number }>>(
    `SELECT coalesce(sum("revenueCents") FILTER (WHERE ${CREDITED}), 0)::text AS revenue, coalesce(sum("returnCustomers"), 0)::int AS returns
       FROM sales_daily WHERE ${inRange()} AND ($2::varchar IS NULL OR source = $2)`,
    [days, source ?? null],
  );
  return { salesGenerated: Number(row?.revenue ?? 0), returnCustomers: row?.returns ?? 0 };
}

/** Orders and revenue per order day from `from` to today (UTC), optionally of one source. */
export async function salesByDay(dataSource: DataSource, from: string, source: FunnelSource | undefined): Promise<Array<{ day: string; orders: number; revenueCents: number }>> {
  const rows = await dataSource.query<Array<{ day: string; orders: number; revenue: string }>>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(orders)::int AS orders, sum("revenueCents")::text AS revenue
       FROM sales_daily WHERE day >= $1::date AND ($2::varchar IS NULL OR source = $2) GROUP BY day`,
    [from, source ?? null],
  );
  return rows.map((row) => ({ day: row.day, orders: row.orders, revenueCents: Number(row.revenue) }));
}

/** A campaign by its subject; any other email by the words every template has (shared/email-template-labels.ts). */
function emailLabel(key: string, campaigns: Map<string, string>): string {
  return campaigns.get(key) ?? emailTemplateLabels[key] ?? key;
}

/** Revenue per source, per email and per product over the last `days` days. */
export async function salesBreakdown(dataSource: DataSource, days: number): Promise<Omit<SalesFigures, 'days'>> {
  const [bySource, byEmail, byProduct] = await Promise.all([
    dataSource.query<Array<{ source: OrderSource; orders: number; revenue: string; credited: string }>>(
      `SELECT source, sum(orders)::int AS orders, sum("revenueCents")::text AS revenue,
              coalesce(sum("revenueCents") FILTER (WHERE ${CREDITED}), 0)::text AS credited
         FROM sales_daily WHERE ${inRange()} GROUP BY source ORDER BY sum("revenueCents") DESC, source`,
      [days],
    ),
    dataSource.query<Array<{ key: string; orders: number; revenue: string; campaign: string | null }>>(
      `SELECT d."emailKey" AS key, sum(d.orders)::int AS orders, sum(d."revenueCents")::text AS revenue, min(c.subject) AS campaign
         FROM sales_daily d LEFT JOIN newsletter_campaign c ON d."emailKey" = 'newsletter:' || c.id
        WHERE ${inRange('d.day')} AND d."emailKey" <> ''
        GROUP BY d."emailKey" ORDER BY sum(d."revenueCents") DESC, d."emailKey"`,
      [days],
    ),
    dataSource.query<Array<{ productId: number; name: string; units: number; revenue: string; recommended: number; bought: number }>>(
      `WITH sold AS (
         SELECT "productId", sum(units)::int AS units, sum("revenueCents") AS revenue, sum("recommendedLines")::int AS bought
           FROM sales_product_daily WHERE ${inRange()} GROUP BY "productId"
       ), recommended AS (
         SELECT "productId", sum(people)::int AS people FROM recommendation_daily WHERE ${inRange()} GROUP BY "productId"
       )
       SELECT p.id AS "productId", p.name, coalesce(s.units, 0) AS units, coalesce(s.revenue, 0)::text AS revenue,
              coalesce(r.people, 0) AS recommended, coalesce(s.bought, 0) AS bought
         FROM sold s FULL JOIN recommended r USING ("productId") JOIN product p ON p.id = coalesce(s."productId", r."productId")
        ORDER BY coalesce(s.revenue, 0) DESC, p.name`,
      [days],
    ),
  ]);
  const campaigns = new Map(byEmail.flatMap((row) => (row.campaign ? [[row.key, `Newsletter: ${row.campaign}`] as const] : [])));
  return {
    totals: {
      orders: bySource.reduce((sum, row) => sum + row.orders, 0),
      revenueCents: bySource.reduce((sum, row) => sum + Number(row.revenue), 0),
      creditedRevenueCents: bySource.reduce((sum, row) => sum + Number(row.credited), 0),
    },
    bySource: bySource.map((row) => ({ source: row.source, orders: row.orders, revenueCents: Number(row.revenue) })),
    byEmail: byEmail.map((row) => ({ key: row.key, label: emailLabel(row.key, campaigns), orders: row.orders, revenueCents: Number(row.revenue) })),
    byProduct: byProduct.map((row) => ({
      productId: row.productId,
      name: row.name,
      units: row.units,
      revenueCents: Number(row.revenue),
      recommended: row.recommended,
      boughtAfterRecommendation: row.bought,
      rate: row.recommended > 0 ? Math.round((row.bought / row.recommended) * 1000) / 10 : null,
    })),
  };
}
