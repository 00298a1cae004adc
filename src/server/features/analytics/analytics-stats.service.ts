import type { DataSource } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import type { AnalyticsStats, StatsInput } from '../../../shared/analytics.js';

/** The funnel as the representative reads it, first step = 100 %. */
const funnelSteps: Array<{ step: string; type: FunnelEventType }> = [
  { step: 'Quiz Started', type: 'quiz_started' },
  { step: 'Quiz Completed', type: 'quiz_completed' },
  { step: 'Email Captured', type: 'email_captured' },
  { step: 'Added to Cart', type: 'added_to_cart' },
  { step: 'Loyalty Purchase', type: 'loyalty_purchase' },
];

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Sums the per-day totals (see funnel-daily-total.entity.ts). A range of N days is today
 * plus the N-1 days before it, in UTC.
 */
export async function getAnalyticsStats(dataSource: DataSource, input: StatsInput): Promise<AnalyticsStats> {
  const rows = await dataSource.query<Array<{ type: FunnelEventType; events: number; amount: string }>>(
    `SELECT "type", sum("events")::int AS events, sum("amountCents")::text AS amount
       FROM "funnel_daily_total"
      WHERE $1::int IS NULL OR "day" > (now() AT TIME ZONE 'UTC')::date - $1::int
      GROUP BY "type"`,
    [input.days === 'all' ? null : Number(input.days)],
  );
  const byType = new Map(rows.map((row) => [row.type, row]));
  const events = (type: FunnelEventType) => byType.get(type)?.events ?? 0;
  const amount = (type: FunnelEventType) => Number(byType.get(type)?.amount ?? 0);

  const quizCompletions = events('quiz_completed');
  const emailSignups = events('email_captured');
  const started = events('quiz_started');
  return {
    range: input.days,
    metrics: {
      quizCompletions,
      emailSignups,
      emailCaptureRate: percent(emailSignups, quizCompletions),
      salesGenerated: amount('loyalty_purchase') + amount('loyalty_purchase_voided'),
      returnCustomers: events('return_customer'),
    },
    conversionFunnel: funnelSteps.map(({ step, type }) => ({ step, count: events(type), percentage: percent(events(type), started) })),
  };
}
