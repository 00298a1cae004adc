import type { DataSource } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import type { AnalyticsStats, StatsInput } from '../../../shared/analytics.js';

/** The funnel's stages as the representative reads them: stage 1 (100 %) to 5 (see funnel-person.entity.ts). */
const funnelSteps = ['Quiz Started', 'Quiz Completed', 'Email Captured', 'Added to Cart', 'Loyalty Purchase'];

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Sums the per-day totals (see funnel-daily-total.entity.ts) for the metrics, and the per-day
 * people in each stage (funnel-depth-daily.entity.ts) for the funnel. A range of N days is today
 * plus the N-1 days before it, in UTC.
 */
export async function getAnalyticsStats(dataSource: DataSource, input: StatsInput): Promise<AnalyticsStats> {
  const days = input.days === 'all' ? null : Number(input.days);
  const rows = await dataSource.query<Array<{ type: FunnelEventType; events: number; amount: string }>>(
    `SELECT "type", sum("events")::int AS events, sum("amountCents")::text AS amount
       FROM "funnel_daily_total"
      WHERE $1::int IS NULL OR "day" > (now() AT TIME ZONE 'UTC')::date - $1::int
      GROUP BY "type"`,
    [days],
  );
  const [depths, outside] = await Promise.all([peopleByDepth(dataSource, days), purchasesOutsideFunnel(dataSource, days)]);
  const byType = new Map(rows.map((row) => [row.type, row]));
  const events = (type: FunnelEventType) => byType.get(type)?.events ?? 0;
  const amount = (type: FunnelEventType) => Number(byType.get(type)?.amount ?? 0);

  const quizCompletions = events('quiz_completed');
  const emailSignups = events('email_captured');
  const started = depths.get(1) ?? 0;
  return {
    range: input.days,
    metrics: {
      quizCompletions,
      emailSignups,
      emailCaptureRate: percent(emailSignups, quizCompletions),
      salesGenerated: amount('loyalty_purchase') + amount('loyalty_purchase_voided'),
      returnCustomers: events('return_customer'),
    },
    conversionFunnel: funnelSteps.map((step, index) => {
      const count = depths.get(index + 1) ?? 0;
      return { step, count, percentage: percent(count, started) };
    }),
    purchasesOutsideFunnel: outside,
  };
}

/** Of the people who started the quiz in the range (by start day), how many are in each stage. */
async function peopleByDepth(dataSource: DataSource, days: number | null): Promise<Map<number, number>> {
  const rows = await dataSource.query<Array<{ depth: number; people: number }>>(
    `SELECT "depth", sum("people")::int AS people FROM "funnel_depth_daily"
      WHERE $1::int IS NULL OR "day" > (now() AT TIME ZONE 'UTC')::date - $1::int
      GROUP BY "depth"`,
    [days],
  );
  return new Map(rows.map((row) => [row.depth, row.people]));
}

async function purchasesOutsideFunnel(dataSource: DataSource, days: number | null): Promise<{ members: number; purchases: number }> {
  const [row] = await dataSource.query<Array<{ members: number; purchases: number }>>(
    `SELECT count(DISTINCT "subject")::int AS members, count(*)::int AS purchases FROM "funnel_event"
      WHERE "type" = 'loyalty_purchase' AND "person" IS NULL
        AND ($1::int IS NULL OR "createdAt" >= ((now() AT TIME ZONE 'UTC')::date - $1::int + 1) AT TIME ZONE 'UTC')`,
    [days],
  );
  return { members: row?.members ?? 0, purchases: row?.purchases ?? 0 };
}
