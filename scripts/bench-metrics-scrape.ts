/**
 * How long a Prometheus scrape of GET /metrics takes (goal: p50 ≤ 20 ms), on the demo database
 * and then with a stuck outbox (20,000 due emails, 2,000 failing) and 5,000 claims waiting,
 * where every count stops at its cap.
 *
 *   npm run bench:metrics            (embedded PostgreSQL under .data/bench-metrics-pg, rebuilt each run)
 *   DATABASE_URL=... npm run bench:metrics   (a disposable database: rows are added to it)
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import { parseEnv } from '../src/server/core/env.js';
import { seedIfEmpty } from '../src/server/db/seed/run-seeders.js';
import { seeders, startFeatures } from '../src/server/features.js';
import { openScratchDatabase } from './bench/analytics-seed.js';

const TOKEN = 'bench-metrics-token-0123456789abcdef';
const SCRAPES = 200;

const STUCK_OUTBOX_SQL = `
  INSERT INTO email_message ("recipient", "template", "occasion", "payload", "status", "sendAfter", "attempts", "lastError")
  SELECT 'bench-' || n || '@example.com', 'results', 'bench:' || n, '{}'::jsonb, 'queued',
         now() - make_interval(secs => n), CASE WHEN n % 10 = 0 THEN 2 ELSE 0 END,
         CASE WHEN n % 10 = 0 THEN 'connect ECONNREFUSED' END
  FROM generate_series(1, 20000) AS n`;

const WAITING_CLAIMS_SQL = `
  INSERT INTO purchase_claim ("memberId", "orderNumber", "totalCents", "points", "status")
  SELECT (SELECT min("id") FROM loyalty_member), 'BENCH-' || n, 1000, 10, 'pending' FROM generate_series(1, 5000) AS n`;

async function timeScrapes(baseUrl: string): Promise<{ p50: number; p95: number; bytes: number }> {
  const scrape = async () => {
    const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (response.status !== 200) throw new Error(`scrape answered ${response.status}`);
    return (await response.text()).length;
  };
  for (let i = 0; i < 20; i++) await scrape();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SCRAPES; i++) {
    const started = performance.now();
    bytes = await scrape();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, bytes };
}

async function main(): Promise<void> {
  const { dataSource, close } = await openScratchDatabase('bench-metrics-pg');
  try {
    await seedIfEmpty(dataSource, seeders, { storeUrl: 'https://store.example.com/bench', demoPeople: true });
    const env = parseEnv({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN, REP_PASSWORD: 'bench-rep-password', MAIL_WORKER: 'off', LOG_LEVEL: 'warn' });
    const running = await startFeatures({ env, dataSource, logger: undefined });
    const app = await buildApp(running.deps);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      console.log('database                          | scrape p50 (ms) | p95 (ms) | bytes');
      const row = (name: string, { p50, p95, bytes }: Awaited<ReturnType<typeof timeScrapes>>) =>
        console.log(`${name.padEnd(33)} | ${p50.toFixed(1).padStart(15)} | ${p95.toFixed(1).padStart(8)} | ${bytes}`);
      row('demo data', await timeScrapes(baseUrl));
      await dataSource.query(STUCK_OUTBOX_SQL);
      await dataSource.query(WAITING_CLAIMS_SQL);
      await dataSource.query('ANALYZE');
      row('+ stuck outbox, 5,000 claims', await timeScrapes(baseUrl));
    } finally {
      await app.close();
      await running.stop();
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
