/**
 * `npm run bench:backup [responses] [people]`: a database with 1 M quiz responses (with their
 * funnel events, as the analytics phase seeds them) and 100,000 people (customers with their
 * loyalty memberships), backed up with the app's backup and restored into a new, empty database
 * on the same server. Prints the seconds of each against the goals (backup ≤ 60 s, restore ≤ 120 s).
 * Uses an embedded PostgreSQL in .data/bench-backup-pg (or DATABASE_URL, whose server gets a
 * second database for the restore), removed at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrations } from '../../src/server/db/migrations.js';
import { backupFileName, restoreBackup } from '../../src/server/features/backup/api.js';
import { writeBackup } from '../../src/server/features/backup/write-backup.js';
import { addResponses, openScratchDatabase } from './analytics-seed.js';
import { markdownTable } from './bench-table.js';

const responses = Number(process.argv[2] ?? 1_000_000);
const people = Number(process.argv[3] ?? 100_000);
const GOAL_BACKUP_S = 60;
const GOAL_RESTORE_S = 120;

const seconds = (since: number) => (performance.now() - since) / 1000;
const { dataSource, close } = await openScratchDatabase('bench-backup-pg');
const dir = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
const url = (dataSource.options as { url: string }).url;
const target = new URL(url);
target.pathname = '/bench_restored';
try {
  process.stderr.write(`seeding ${responses.toLocaleString('en-US')} quiz responses and ${people.toLocaleString('en-US')} people\n`);
  // A DATABASE_URL filled by an earlier run that stopped part way is topped up, not filled again.
  const [{ have }] = await dataSource.query(`SELECT count(*)::int AS have FROM quiz_response WHERE "sessionId" LIKE 'bench\\_%'`);
  await addResponses(dataSource, have, responses);
  await dataSource.query(`DELETE FROM loyalty_member WHERE "loyaltyCode" LIKE 'BENCH-%'`);
  await dataSource.query(`DELETE FROM "user" WHERE email LIKE 'person%@example.com'`);
  await dataSource.query(
    `INSERT INTO "user" (email, "firstName", "emailConfirmedAt", "latestQuizResponseId")
     SELECT 'person' || n || '@example.com', 'Person ' || n, CASE WHEN n % 2 = 0 THEN now() END, (SELECT min(id) FROM quiz_response) + n FROM generate_series(0, $1::int - 1) n`,
    [people],
  );
  await dataSource.query(
    `INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "pointsBalance", "totalPointsEarned")
     SELECT 'BENCH-' || n, 'person' || n || '@example.com', 'Person ' || n, n % 500, n % 500 FROM generate_series(0, $1::int - 1) n`,
    [people],
  );
  const [{ size }] = await dataSource.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);

  const file = path.join(dir, backupFileName(new Date()));
  let started = performance.now();
  const written = await writeBackup(url, file);
  const backupSeconds = seconds(started);

  await dataSource.query(`DROP DATABASE IF EXISTS bench_restored`);
  await dataSource.query(`CREATE DATABASE bench_restored`);
  started = performance.now();
  const restored = await restoreBackup({ url: target.toString(), file, migrations });
  const restoreSeconds = seconds(started);
  const rows = Object.values(restored.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    markdownTable(
      ['Database', 'Rows', 'File', 'Backup s (goal ≤ 60)', 'Restore s (goal ≤ 120)'],
      [[size, rows.toLocaleString('en-US'), `${(written.sizeBytes / 1e6).toFixed(1)} MB`, backupSeconds.toFixed(1), restoreSeconds.toFixed(1)]],
    ),
  );
  const met = backupSeconds <= GOAL_BACKUP_S && restoreSeconds <= GOAL_RESTORE_S;
  console.log(met ? 'Both goals met.' : 'A goal was missed.');
  process.exitCode = met ? 0 : 1;
} finally {
  await dataSource.query(`DROP DATABASE IF EXISTS bench_restored WITH (FORCE)`).catch(() => {});
  await rm(dir, { recursive: true, force: true });
  await close();
}
