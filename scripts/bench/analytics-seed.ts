/**
 * Quiz responses at scale (with their funnel events) and the latency of the dashboard's stats
 * query over them; used by `npm run bench:analytics` and by `npm run bench` (P5).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { projectRoot } from '../../src/server/db/data-source.js';
import { createAppDataSource } from '../../src/server/features.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { getAnalyticsStats } from '../../src/server/features/analytics/analytics-stats.service.js';

/**
 * A migrated database to fill: DATABASE_URL when set (rows are added to it, so use a disposable
 * one), otherwise an embedded PostgreSQL in .data/<dirName>, rebuilt now and removed on close.
 */
export async function openScratchDatabase(dirName: string): Promise<{ dataSource: DataSource; url: string; close(): Promise<void> }> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dataDir = path.join(projectRoot, '.data', dirName);
    await rm(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({ dataDir, database: 'bench' });
    url = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const dataSource = createAppDataSource(url, { poolSize: 4 });
  const close = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await stop();
  };
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
  } catch (error) {
    await close();
    throw error;
  }
  return { dataSource, url, close };
}

/**
 * Adds quiz responses numbered from..to-1, spread over the last `days` days (90 unless given),
 * with their events. With `sources`, session n came from sources[n % length] (null: not
 * recorded), so the funnel's rollups have a row per source as the app's triggers write them.
 */
export async function addResponses(dataSource: DataSource, from: number, to: number, options: { days?: number; sources?: ReadonlyArray<string | null> } = {}): Promise<void> {
  const batch = 100_000;
  const days = Math.round(options.days ?? 90);
  for (let start = from; start < to; start += batch) {
    const end = Math.min(start + batch, to) - 1;
    await dataSource.transaction(async (manager) => {
      const params = [start, end];
      const when = `now() - (random() * interval '${days} days')`;
      await manager.query(
        `INSERT INTO quiz_session ("sessionId", kind, source, "startedAt")
         SELECT 'bench_' || n, 'full', ($3::varchar[])[1 + n % nullif(cardinality($3::varchar[]), 0)], ${when} FROM generate_series($1::int, $2::int) n`,
        [...params, options.sources ?? []],
      );
      await manager.query(
        `INSERT INTO quiz_response ("sessionId", kind, responses, result, "matchScore", "createdAt")
         SELECT 'bench_' || n, 'full', '{}'::jsonb, '{}'::jsonb, 80 + n % 20, ${when} FROM generate_series($1::int, $2::int) n`,
        params,
      );
      await manager.query(
        // Each event names its person (the quiz session), as the app records them: the funnel follows them.
        `INSERT INTO funnel_event (type, subject, person, "amountCents", "createdAt")
         SELECT t.type, 'bench_' || n, 'bench_' || n, t.amount, ${when}
           FROM generate_series($1::int, $2::int) n
           CROSS JOIN LATERAL (VALUES ('quiz_started', NULL::int), ('quiz_completed', NULL::int)) AS t(type, amount)
         UNION ALL SELECT 'email_captured', 'bench_' || n, 'bench_' || n, NULL, ${when} FROM generate_series($1::int, $2::int) n WHERE n % 5 < 2
         UNION ALL SELECT 'added_to_cart', 'cart_' || n, 'bench_' || n, NULL, ${when} FROM generate_series($1::int, $2::int) n WHERE n % 4 = 0
         UNION ALL SELECT 'loyalty_purchase', 'member_' || (n % 5000), CASE WHEN n % 20 = 0 THEN 'bench_' || n END, 2000 + n % 9000, ${when}
                     FROM generate_series($1::int, $2::int) n WHERE n % 10 = 0`,
        params,
      );
    });
  }
  await dataSource.query('ANALYZE');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p95 of the stats query over `runs` calls, after 3 warm-up calls. */
export async function measureStats(dataSource: DataSource, days: '7' | '30' | 'all', runs = 25): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 3; warm++) await getAnalyticsStats(dataSource, { days });
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await getAnalyticsStats(dataSource, { days });
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}
