import type { DataSource } from 'typeorm';
import { emailTemplateLabels } from '../../../shared/email-template-labels.js';
import type { FunnelSource, OrderSource, SalesFigures } from '../../../shared/sales-trends.js';
import { queryRows, sql } from '../../db/sql.js';

// In the statements below, a range of N days is today and the N-1 days before, in UTC (null: all
// time), and an order is credited to us when credited to a quiz (any source but 'none') or to a
// click on one of our emails. The campaigns, recommendations and products beside the sales are
// their owners' views (newsletter's campaign_subjects, analytics' recommended_people_daily,
// the catalogue's product_names).

/** The dashboard's sales metrics: revenue of orders credited to a quiz or an email, and return customers. */
export async function creditedSales(dataSource: DataSource, days: number | null, source: FunnelSource | undefined): Promise<{ salesGenerated: number; returnCustomers: number }> {
  const [row] = await queryRows(
    dataSource,
    sql<{ revenue: string; returns: number }>`SELECT coalesce(sum("revenueCents") FILTER (WHERE source <> 'none' OR "emailKey" <> ''), 0)::text AS revenue, coalesce(sum("returnCustomers"), 0)::int AS returns
          FROM sales_daily
         WHERE (${days}::int IS NULL OR day > (now() AT TIME ZONE 'UTC')::date - ${days}::int)
           AND (${source ?? null}::varchar IS NULL OR source = ${source ?? null})`,
  );
  return { salesGenerated: Number(row?.revenue ?? 0), returnCustomers: row?.returns ?? 0 };
}

/** Orders and revenue per order day from `from` to today (UTC), optionally of one source. */
export async function salesByDay(dataSource: DataSource, from: string, source: FunnelSource | undefined): Promise<Array<{ day: string; orders: number; revenueCents: number }>> {
  const rows = await queryRows(
    dataSource,
    sql<{ day: string; orders: number; revenue: string }>`SELECT day::text AS day, coalesce(sum(orders), 0)::int AS orders, coalesce(sum("revenueCents"), 0)::text AS revenue
          FROM sales_daily WHERE day >= ${from}::date AND (${source ?? null}::varchar IS NULL OR source = ${source ?? null}) GROUP BY day`,
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
    queryRows(
      dataSource,
      sql<{ source: OrderSource; orders: number; revenue: string; credited: string }>`SELECT source, coalesce(sum(orders), 0)::int AS orders, coalesce(sum("revenueCents"), 0)::text AS revenue,
                coalesce(sum("revenueCents") FILTER (WHERE source <> 'none' OR "emailKey" <> ''), 0)::text AS credited
           FROM sales_daily WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int GROUP BY source ORDER BY sum("revenueCents") DESC, source`,
    ),
    queryRows(
      dataSource,
      sql<{ key: string; orders: number; revenue: string; campaign: string | null }>`SELECT d."emailKey" AS key, coalesce(sum(d.orders), 0)::int AS orders, coalesce(sum(d."revenueCents"), 0)::text AS revenue, min(c.subject) AS campaign
           FROM sales_daily d LEFT JOIN campaign_subjects c ON d."emailKey" = 'newsletter:' || c.id
          WHERE d.day > (now() AT TIME ZONE 'UTC')::date - ${days}::int AND d."emailKey" <> ''
          GROUP BY d."emailKey" ORDER BY sum(d."revenueCents") DESC, d."emailKey"`,
    ),
    queryRows(
      dataSource,
      sql<{ productId: number; name: string; units: number; revenue: string; recommended: number; bought: number }>`WITH sold AS (
         SELECT "productId", sum(units)::int AS units, sum("revenueCents") AS revenue, sum("recommendedLines")::int AS bought
           FROM sales_product_daily WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int GROUP BY "productId"
       ), recommended AS (
         SELECT "productId", sum(people)::int AS people FROM recommended_people_daily r WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int GROUP BY "productId"
       )
       SELECT p.id AS "productId", p.name, coalesce(s.units, 0) AS units, coalesce(s.revenue::text, '0') AS revenue,
              coalesce(r.people, 0) AS recommended, coalesce(s.bought, 0) AS bought
         FROM sold s FULL JOIN recommended r USING ("productId") JOIN product_names p ON p.id = coalesce(s."productId", r."productId")
        ORDER BY coalesce(s.revenue, 0) DESC, p.name`,
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
