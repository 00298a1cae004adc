import type { DataSource } from 'typeorm';

export interface LastBackup {
  /** When the last backup that succeeded finished; null when none has yet. */
  succeededAt: Date | null;
}

/**
 * The backups feature records each run in a `backup_run` table. Until that table exists, the
 * snapshot asks only `to_regclass('backup_run')` and leaves the backup figures out altogether
 * (no gauge, no line on the dashboard card) rather than showing a made-up age. Once it exists,
 * this is the one query that reads it: one row per run, `finishedAt` (timestamptz, null while
 * running) and `status` ('succeeded' for a good run).
 */
const LAST_BACKUP_SQL = `SELECT max("finishedAt") AS "succeededAt" FROM backup_run WHERE "status" = 'succeeded'`;

export async function readLastBackup(dataSource: DataSource): Promise<LastBackup> {
  const [row] = await dataSource.query<LastBackup[]>(LAST_BACKUP_SQL);
  return { succeededAt: row?.succeededAt ?? null };
}
