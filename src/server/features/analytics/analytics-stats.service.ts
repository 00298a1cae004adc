import type { DataSource } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import type { AnalyticsStats, StatsInput } from '../../../shared/analytics.js';
import type { FunnelSource } from '../../../shared/sales-trends.js';
import { creditedSales } from '../orders/api.js';
import { queryRows, sql } from '../../db/sql.js';

/** The funnel's stages as the representative reads them: stage 1 (100 %) to 5 (see funnel-person.entity.ts). */
const funnelSteps = ['Quiz Started', 'Quiz Completed', 'Email Captured', 'Added to Cart', 'Loyalty Purchase'];

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Sums the per-day totals (see funnel-daily-total.entity.ts) for the metrics, and the per-day
 * people in each stage (funnel-depth-daily.entity.ts) for the funnel; sales come from the
 * orders' rollups (credited orders only). A range of N days is today plus the N-1 days before
 * it, in UTC. With a source, only people whose quiz session came from it, and orders credited
 * to their quizzes.
 */
export async function getAnalyticsStats(dataSource: DataSource, input: StatsInput): Promise<AnalyticsStats> {
  const days = input.days === 'all' ? null : Number(input.days);
  const source = input.source;
  const [rows, depths, outside, sales] = await Promise.all([
    queryRows(
      dataSource,
      sql<{ type: FunnelEventType; events: number }>`SELECT "type", coalesce(sum("events"), 0)::int AS events FROM "funnel_daily_total"
        WHERE (${days}::int IS NULL OR "day" > (now() AT TIME ZONE 'UTC')::date - ${days}::int) AND (${source ?? null}::varchar IS NULL OR "source" = ${source ?? null})
        GROUP BY "type"`,
    ),
    peopleByDepth(dataSource, days, source),
    // Members who never took the quiz have no source.
    source ? { members: 0, purchases: 0 } : purchasesOutsideFunnel(dataSource, days),
    creditedSales(dataSource, days, source),
  ]);
  const byType = new Map(rows.map((row) => [row.type, row]));
  const events = (type: FunnelEventType) => byType.get(type)?.events ?? 0;

  const quizCompletions = events('quiz_completed');
  const emailSignups = events('email_captured');
  const started = depths.get(1) ?? 0;
  return {
    range: input.days,
    source: source ?? null,
    metrics: { quizCompletions, emailSignups, emailCaptureRate: percent(emailSignups, quizCompletions), ...sales },
    conversionFunnel: funnelSteps.map((step, index) => {
      const count = depths.get(index + 1) ?? 0;
      return { step, count, percentage: percent(count, started) };
    }),
    purchasesOutsideFunnel: outside,
  };
}

/** Of the people who started the quiz in the range (by start day), how many are in each stage. */
async function peopleByDepth(dataSource: DataSource, days: number | null, source: FunnelSource | undefined): Promise<Map<number, number>> {
  const rows = await queryRows(
    dataSource,
    sql<{ depth: number; people: number }>`SELECT "depth", coalesce(sum("people"), 0)::int AS people FROM "funnel_depth_daily"
      WHERE (${days}::int IS NULL OR "day" > (now() AT TIME ZONE 'UTC')::date - ${days}::int) AND (${source ?? null}::varchar IS NULL OR "source" = ${source ?? null})
      GROUP BY "depth"`,
  );
  return new Map(rows.map((row) => [row.depth, row.people]));
}

/** Loyalty purchases of members who never took the quiz, from their rollups (outside-purchase-daily.entity.ts, outside-buyer.entity.ts). */
async function purchasesOutsideFunnel(dataSource: DataSource, days: number | null): Promise<{ members: number; purchases: number }> {
  const [row] = await queryRows(dataSource, sql<{ members: number | null; purchases: number | null }>`SELECT (SELECT count(*) FROM "outside_buyer" WHERE ${days}::int IS NULL OR "lastDay" > (now() AT TIME ZONE 'UTC')::date - ${days}::int)::int AS members,
            (SELECT coalesce(sum("purchases"), 0) FROM "outside_purchase_daily" WHERE ${days}::int IS NULL OR "day" > (now() AT TIME ZONE 'UTC')::date - ${days}::int)::int AS purchases`);
  return { members: row?.members ?? 0, purchases: row?.purchases ?? 0 };
}
