/**
 * Seeds quiz responses (with their funnel events) at 10 k, 100 k and 1 M rows and prints the
 * latency of the dashboard's stats query at each size.
 *
 *   npm run bench:analytics            (embedded PostgreSQL under .data/bench-pg, rebuilt each run)
 *   DATABASE_URL=... npm run bench:analytics   (a disposable database: rows are added to it)
 */
import { addResponses, measureStats, openScratchDatabase } from './bench/analytics-seed.js';

const sizes = [10_000, 100_000, 1_000_000];

async function main(): Promise<void> {
  const { dataSource, close } = await openScratchDatabase('bench-pg');
  try {
    console.log('quiz responses | range | stats p50 (ms) | stats p95 (ms)');
    let have = 0;
    for (const size of sizes) {
      const seedStarted = performance.now();
      await addResponses(dataSource, have, size);
      have = size;
      console.error(`seeded ${size.toLocaleString('en-US')} responses in ${Math.round(performance.now() - seedStarted)} ms`);
      for (const days of ['30', 'all'] as const) {
        const { p50, p95 } = await measureStats(dataSource, days);
        console.log(`${size.toLocaleString('en-US').padStart(14)} | ${days.padEnd(5)} | ${p50.toFixed(1).padStart(14)} | ${p95.toFixed(1).padStart(14)}`);
      }
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
