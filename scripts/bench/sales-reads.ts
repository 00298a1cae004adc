/**
 * The overview's reads at scale: S3 times the chart queries' service functions in this process
 * (the query time alone, as P5 does); S4 times the first byte a signed-in browser waits for, the
 * overview page and the one tRPC request that brings its charts' data.
 */
import type { DataSource } from 'typeorm';
import { getAnalyticsStats } from '../../src/server/features/analytics/analytics-stats.service.js';
import { getSalesFigures } from '../../src/server/features/analytics/sales-figures.service.js';
import { getSalesTrends } from '../../src/server/features/analytics/sales-trends.service.js';
import { BROWSER_ACCEPT_ENCODING } from './browser-request.js';

export interface Latency {
  name: string;
  p50: number;
  p95: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50 and p95 of what `measure` gives (ms) over `runs` calls, after 3 warm-up calls. */
async function latency(name: string, runs: number, measure: () => Promise<number>): Promise<Latency> {
  for (let warm = 0; warm < 3; warm++) await measure();
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) timings.push(await measure());
  timings.sort((a, b) => a - b);
  return { name, p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/** The whole call's time. */
const elapsed = (work: () => Promise<unknown>) => async () => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** S3: each chart's query as the dashboard asks it (every range of the trends, with and without a source). */
export async function measureChartQueries(dataSource: DataSource, runs = 25): Promise<Latency[]> {
  const cases: Array<[string, () => Promise<unknown>]> = [
    ...(['7', '30', '90', '365'] as const).map((days): [string, () => Promise<unknown>] => [`getSalesTrends ${days} days`, () => getSalesTrends(dataSource, { days })]),
    ['getSalesTrends 365 days, source instagram', () => getSalesTrends(dataSource, { days: '365', source: 'instagram' })],
    ['getSalesFigures 30 days', () => getSalesFigures(dataSource, { days: '30' })],
    ['getSalesFigures 365 days', () => getSalesFigures(dataSource, { days: '365' })],
    ['getAnalyticsStats 30 days', () => getAnalyticsStats(dataSource, { days: '30' })],
    ['getAnalyticsStats all time', () => getAnalyticsStats(dataSource, { days: 'all' })],
    ['getAnalyticsStats all time, source instagram', () => getAnalyticsStats(dataSource, { days: 'all', source: 'instagram' })],
  ];
  const results: Latency[] = [];
  for (const [name, work] of cases) results.push(await latency(name, runs, elapsed(work)));
  return results;
}

/** Milliseconds until the answer's status line and headers arrive (fetch resolves then); the body is read and the status checked after. */
async function firstByte(url: string, cookie: string, accept: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, accept, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
  const ms = performance.now() - started;
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return ms;
}

/**
 * The dashboard's default view (all time: stats over all time, charts over 365 days), as the
 * client's httpBatchLink asks for it: one GET with the three procedures.
 */
function chartBatchUrl(baseUrl: string): string {
  const input = JSON.stringify({ 0: { days: 'all' }, 1: { days: '365' }, 2: { days: '365' } });
  return `${baseUrl}/trpc/analytics.stats,analytics.trends,analytics.sales?batch=1&input=${encodeURIComponent(input)}`;
}

/** S4: first byte of the overview page, of its charts' tRPC batch, and of each REST twin of those calls. */
export async function measureOverviewFirstByte(baseUrl: string, cookie: string, runs = 20): Promise<Latency[]> {
  const html = 'text/html,application/xhtml+xml';
  const json = 'application/json';
  const cases: Array<[string, string, string]> = [
    ['GET /dashboard (signed in)', `${baseUrl}/dashboard`, html],
    ['tRPC batch analytics.stats + trends + sales', chartBatchUrl(baseUrl), json],
    ['GET /api/analytics/stats?days=all', `${baseUrl}/api/analytics/stats?days=all`, json],
    ['GET /api/analytics/trends?days=365', `${baseUrl}/api/analytics/trends?days=365`, json],
    ['GET /api/analytics/sales?days=365', `${baseUrl}/api/analytics/sales?days=365`, json],
  ];
  const results: Latency[] = [];
  for (const [name, url, accept] of cases) results.push(await latency(name, runs, () => firstByte(url, cookie, accept)));
  return results;
}
