import type { DataSource } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { type FunnelSource, type SalesTrends, type TrendMeasure, type TrendsInput, type TrendValues, trendMeasures } from '../../../shared/sales-trends.js';
import { salesByDay } from '../orders/api.js';
import { queryRows, sql } from '../../db/sql.js';

const DAY_MS = 86_400_000;
// The funnel's steps each chart draws, as the events that count each person once.
const measureOfEvent: Partial<Record<FunnelEventType, TrendMeasure>> = {
  quiz_started: 'quizStarts',
  quiz_completed: 'quizCompletions',
  email_captured: 'confirmedEmails',
  added_to_cart: 'carts',
};

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
const isoDayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
const noValues = (): TrendValues => Object.fromEntries(trendMeasures.map((measure) => [measure, 0])) as TrendValues;

/**
 * The overview's charts: each measure per day (7 and 30 days) or per 7-day week (90 and 365),
 * beside the same buckets of the period just before; and the funnel of each source. Everything
 * is summed from daily rollups (funnel_daily_total, funnel_depth_daily, sales_daily), never from
 * raw events or orders.
 */
export async function getSalesTrends(dataSource: DataSource, input: TrendsInput): Promise<SalesTrends> {
  const days = Number(input.days);
  const source = input.source ?? null;
  const [clock] = await queryRows(dataSource, sql<{ today: string | null }>`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')::text AS today`);
  const today = clock?.today ?? new Date().toISOString().slice(0, 10);
  const rangeStart = dayNumber(today) - days + 1;
  const previousStart = rangeStart - days;
  const [funnelRows, sales, depths] = await Promise.all([
    queryRows(dataSource, sql<{ day: string | null; type: FunnelEventType; events: number }>`SELECT to_char("day", 'YYYY-MM-DD')::text AS day, "type", coalesce(sum("events"), 0)::int AS events FROM "funnel_daily_total"
        WHERE "day" >= ${isoDayOf(previousStart)}::date AND "type" = ANY(${Object.keys(measureOfEvent)}::varchar[]) AND (${source}::varchar IS NULL OR "source" = ${source}) GROUP BY "day", "type"`),
    salesByDay(dataSource, isoDayOf(previousStart), input.source),
    queryRows(dataSource, sql<{ source: FunnelSource; depth: number; people: number }>`SELECT "source", "depth", coalesce(sum("people"), 0)::int AS people FROM "funnel_depth_daily" WHERE "day" >= ${isoDayOf(rangeStart)}::date GROUP BY "source", "depth"`),
  ]);

  const bucketDays = days <= 30 ? 1 : 7;
  const points = Array.from({ length: Math.ceil(days / bucketDays) }, (_, index) => ({
    start: isoDayOf(rangeStart + index * bucketDays),
    previousStart: isoDayOf(previousStart + index * bucketDays),
    current: noValues(),
    previous: noValues(),
  }));
  const add = (isoDay: string, measure: TrendMeasure, value: number) => {
    const day = dayNumber(isoDay);
    const period = day >= rangeStart ? 'current' : 'previous';
    const point = points[Math.floor((day - (period === 'current' ? rangeStart : previousStart)) / bucketDays)];
    if (point) point[period][measure] += value;
  };
  for (const row of funnelRows) {
    const measure = measureOfEvent[row.type];
    // Never null ("day" is NOT NULL); to_char is not known to keep that.
    if (measure && row.day !== null) add(row.day, measure, row.events);
  }
  for (const row of sales) {
    add(row.day, 'orders', row.orders);
    add(row.day, 'revenueCents', row.revenueCents);
  }

  const stagesOf = new Map<FunnelSource, number[]>();
  for (const row of depths) {
    const stages = stagesOf.get(row.source) ?? [0, 0, 0, 0, 0];
    stages[row.depth - 1] = row.people;
    stagesOf.set(row.source, stages);
  }
  const funnelBySource = [...stagesOf.entries()]
    .map(([from, stages]) => ({ source: from, stages }))
    .sort((a, b) => (b.stages[0] ?? 0) - (a.stages[0] ?? 0) || a.source.localeCompare(b.source));
  return { days: input.days, source, bucket: bucketDays === 1 ? 'day' : 'week', points, funnelBySource };
}
