/**
 * The loyalty store-order import: a 10,000-row export posted over HTTP to the compiled app in
 * production mode, against members and pending claims it has to match, then the same file again.
 */
import { randomBytes } from 'node:crypto';
import { createAppDataSource, seeders } from '../../src/server/features.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { seedIfEmpty } from '../../src/server/db/seed/run-seeders.js';
import { benchDataDir, removeDir, startServer } from './bench-processes.js';
import type { Verdict } from './bench-scenarios.js';
import { markdownTable } from './bench-table.js';

export const importDirName = 'bench-import-pg';
const ROWS = 10_000;
const MEMBERS = 2_000;
const CLAIMS = 3_000;
const MEMBER_ORDERS = 2_000;
const TARGET_SECONDS = 5;
const PASSWORD = 'bench-rep-password';

export interface ImportTiming {
  rows: number;
  bytes: number;
  firstSeconds: number;
  againSeconds: number;
  first: Record<string, number>;
  again: Record<string, number>;
}

/** Members, their pending claims (most with the store's total, some not), and the export. */
async function prepare(databaseUrl: string): Promise<string> {
  const dataSource = createAppDataSource(databaseUrl, { poolSize: 2 });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await seedIfEmpty(dataSource, seeders, { storeUrl: 'https://store.example.com/beauty-match', demoPeople: false });
    await dataSource.query(
      `INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "confirmedAt", "createdAt")
       SELECT 'BENCH-' || n, 'member' || n || '@example.com', 'Member ' || n, now(), now() - interval '1 year' FROM generate_series(1, $1::int) n`,
      [MEMBERS],
    );
    await dataSource.query(
      `INSERT INTO purchase_claim ("memberId", "orderNumber", "totalCents", points)
       SELECT m.id, 'AV-' || lpad(n::text, 7, '0'), 1000 + n * 7 % 20000, (1000 + n * 7 % 20000) / 100
         FROM generate_series(1, $1::int) n JOIN loyalty_member m ON m."loyaltyCode" = 'BENCH-' || (1 + n % $2::int)`,
      [CLAIMS, MEMBERS],
    );
  } finally {
    await dataSource.destroy();
  }
  const lines = ['order_number,date,total,email'];
  for (let n = 1; n <= ROWS; n++) {
    // One claim in six has another total in the store: flagged, not approved.
    const claimed = n <= CLAIMS;
    const cents = claimed ? 1000 + ((n * 7) % 20000) + (n % 6 === 0 ? 150 : 0) : 500 + ((n * 13) % 30000);
    const email = !claimed && n <= CLAIMS + MEMBER_ORDERS ? `member${1 + (n % MEMBERS)}@example.com` : '';
    lines.push(`AV-${String(n).padStart(7, '0')},2026-11-${String(1 + (n % 20)).padStart(2, '0')},${(cents / 100).toFixed(2)},${email}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Signs in as the representative; gives the session cookie (name=value). */
export async function signInAsRep(baseUrl: string, password: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/rep/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  await signIn.arrayBuffer();
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  return (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/** Posts an order export to the import, as the back-office does; times it from the first byte sent to the report read. */
export async function postStoreOrderCsv(baseUrl: string, cookie: string, csv: string): Promise<{ seconds: number; report: Record<string, number> }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/loyalty/store-orders.csv`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: csv,
  });
  const body = (await response.json()) as Record<string, number>;
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds, report: body };
}

export async function measureStoreOrderImport(appPort: number): Promise<ImportTiming> {
  const dataDir = benchDataDir(importDirName);
  await removeDir(dataDir);
  const database = await startEmbeddedPostgres({ dataDir, database: 'bench_import' });
  try {
    const csv = await prepare(database.url);
    const app = await startServer({
      name: 'import-app',
      entry: 'dist/server/main.js',
      port: appPort,
      readyPath: '/ready',
      env: {
        DATABASE_URL: database.url,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        REP_PASSWORD: PASSWORD,
        APP_SECRET: randomBytes(32).toString('hex'),
        MAIL_WORKER: 'off',
      },
    });
    try {
      const cookie = await signInAsRep(app.baseUrl, PASSWORD);
      const first = await postStoreOrderCsv(app.baseUrl, cookie, csv);
      const again = await postStoreOrderCsv(app.baseUrl, cookie, csv);
      return {
        rows: ROWS,
        bytes: Buffer.byteLength(csv),
        firstSeconds: first.seconds,
        againSeconds: again.seconds,
        first: first.report,
        again: again.report,
      };
    } finally {
      app.child.kill('SIGTERM');
    }
  } finally {
    await database.stop();
    await removeDir(dataDir);
  }
}

export function importTable(timing: ImportTiming): string {
  const counts = (report: Record<string, number>) =>
    `${report.newOrders} new, ${report.claimsApproved} claims approved, ${report.claimsFlagged} flagged, ${report.ordersCredited} credited`;
  return markdownTable(
    ['import', 'rows', 'seconds', 'what it did'],
    [
      ['first', String(timing.rows), timing.firstSeconds.toFixed(2), counts(timing.first)],
      ['same file again', String(timing.rows), timing.againSeconds.toFixed(2), counts(timing.again)],
    ],
  );
}

export function importVerdict(timing: ImportTiming): Verdict {
  return {
    id: 'L1',
    label: `store-order import, ${timing.rows.toLocaleString('en-US')} rows (${Math.round(timing.bytes / 1024)} KB)`,
    measured: `${timing.firstSeconds.toFixed(2)} s`,
    target: `≤ ${TARGET_SECONDS} s`,
    pass: timing.firstSeconds <= TARGET_SECONDS,
  };
}
