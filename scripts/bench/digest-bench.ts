/**
 * The daily digest's counts query (the same one the dashboard's "What waits" cards read) at
 * 100,000 members and 1,000,000 ledger rows: `npm run bench:digest`. Budget: 50 ms.
 * Uses DATABASE_URL when set (a disposable database: rows are added), otherwise an embedded one.
 */
import { localDayAndTime } from '../../src/server/core/daily-schedule.js';
import { readWaitingCounts } from '../../src/server/features/digest/waiting-counts.js';
import { openScratchDatabase } from './analytics-seed.js';

const MEMBERS = 100_000;
const LEDGER_ROWS = 1_000_000;
const REDEMPTIONS = 20_000;
const RUNS = 30;

const { dataSource, close } = await openScratchDatabase('digest-bench-pg');
try {
  const started = performance.now();
  const spread = (days: number) => `now() - (random() * interval '${days} days')`;
  await dataSource.query(
    `INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "pointsBalance", "totalPointsEarned", "tierLevel", "confirmedAt", "createdAt")
     SELECT 'BENCH-' || n, 'member' || n || '@bench.example', 'Member', 10, 10, 'Bronze', ${spread(365)}, now() - interval '400 days'
       FROM generate_series(1, $1::int) n`,
    [MEMBERS],
  );
  await dataSource.query(
    `INSERT INTO loyalty_transaction ("memberId", kind, "pointsAmount", description, "createdAt")
     SELECT 1 + n % $2::int, 'adjustment', 1, 'Bench', ${spread(365)} FROM generate_series(1, $1::int) n`,
    [LEDGER_ROWS, MEMBERS],
  );
  await dataSource.query(`INSERT INTO loyalty_reward (name, description, "pointsCost", "minTier", active) VALUES ('Bench reward', 'Bench', 10, 'Bronze', true)`);
  await dataSource.query(
    `INSERT INTO loyalty_redemption ("redemptionCode", "memberId", "rewardId", "transactionId", "pointsUsed", status, "decidedAt", "decidedBy", "createdAt")
     SELECT 'RWD-BENCH-' || n, 1 + n % $2::int, (SELECT id FROM loyalty_reward LIMIT 1), n, 10,
            CASE WHEN n % 40 = 0 THEN 'issued' ELSE 'fulfilled' END,
            CASE WHEN n % 40 = 0 THEN NULL ELSE now() END, CASE WHEN n % 40 = 0 THEN NULL ELSE 'representative' END, ${spread(365)}
       FROM generate_series(1, $1::int) n`,
    [REDEMPTIONS, MEMBERS],
  );
  await dataSource.query(
    `INSERT INTO purchase_claim ("memberId", "orderNumber", "totalCents", points, status, "decidedAt", "decidedBy", "decisionReason", "createdAt")
     SELECT 1 + n % $2::int, 'BENCH-' || n, 2500, 25,
            CASE WHEN n % 100 = 0 THEN 'pending' ELSE 'rejected' END,
            CASE WHEN n % 100 = 0 THEN NULL ELSE now() END, CASE WHEN n % 100 = 0 THEN NULL ELSE 'representative' END,
            CASE WHEN n % 100 = 0 THEN NULL ELSE 'Bench' END, ${spread(365)}
       FROM generate_series(1, $1::int) n`,
    [50_000, MEMBERS],
  );
  await dataSource.query(
    `INSERT INTO email_message (recipient, template, occasion, payload, status, "lastError", "createdAt")
     SELECT 'member' || n || '@bench.example', 'bench', 'bench:' || n, '{}',
            CASE WHEN n % 200 = 0 THEN 'failed' ELSE 'sent' END, CASE WHEN n % 200 = 0 THEN 'refused' ELSE NULL END, ${spread(365)}
       FROM generate_series(1, $1::int) n`,
    [200_000],
  );
  await dataSource.query(`INSERT INTO digest_run (day, status, counts, "checkedAt") VALUES (current_date - 1, 'sent', '{}', now() - interval '1 day')`);
  await dataSource.query('ANALYZE');
  console.log(`Seeded ${MEMBERS.toLocaleString('en-US')} members, ${LEDGER_ROWS.toLocaleString('en-US')} ledger rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const day = localDayAndTime(new Date()).day;
  const timings: number[] = [];
  let counts;
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now();
    counts = await readWaitingCounts(dataSource, day);
    if (run >= 3) timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
  console.log('Counts:', counts);
  console.log(`Digest counts query over ${RUNS} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${timings.at(-1)!.toFixed(1)} ms (budget 50 ms)`);
} finally {
  await close();
}
