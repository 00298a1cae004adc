/** P5: the dashboard's stats query over a large number of quiz responses. */
import type { Verdict } from './bench-scenarios.js';
import { markdownTable } from './bench-table.js';
import { addResponses, measureStats, openScratchDatabase } from './analytics-seed.js';

export const analyticsDirName = 'bench-analytics-pg';
const TARGET_ROWS = 1_000_000;
const TARGET_P50_MS = 50;

export interface AnalyticsTiming {
  rows: number;
  seedMs: number;
  ranges: Array<{ days: '30' | 'all'; p50: number; p95: number }>;
}

export async function measureAnalytics(rows: number): Promise<AnalyticsTiming> {
  const { dataSource, close } = await openScratchDatabase(analyticsDirName);
  try {
    process.stderr.write(`seeding ${rows.toLocaleString('en-US')} quiz responses (minutes at 1 M)\n`);
    const started = performance.now();
    await addResponses(dataSource, 0, rows);
    const seedMs = performance.now() - started;
    const ranges: AnalyticsTiming['ranges'] = [];
    for (const days of ['30', 'all'] as const) ranges.push({ days, ...(await measureStats(dataSource, days)) });
    return { rows, seedMs, ranges };
  } finally {
    await close();
  }
}

export function analyticsTable(timing: AnalyticsTiming): string {
  return markdownTable(
    ['Quiz responses', 'Range', 'stats p50 ms', 'stats p95 ms'],
    timing.ranges.map((range) => [timing.rows.toLocaleString('en-US'), range.days, range.p50.toFixed(1), range.p95.toFixed(1)]),
  );
}

export function analyticsVerdict(timing: AnalyticsTiming): Verdict {
  const worst = Math.max(...timing.ranges.map((range) => range.p50));
  const fullSize = timing.rows >= TARGET_ROWS;
  return {
    id: 'P5',
    label: `analytics stats at ${timing.rows.toLocaleString('en-US')} responses${fullSize ? '' : ' (below the 1 M of the goal)'}`,
    measured: `p50 ${worst.toFixed(1)} ms (slowest range)`,
    target: `p50 ≤ ${TARGET_P50_MS} ms at 1 M`,
    pass: fullSize ? worst <= TARGET_P50_MS : null,
  };
}
