import type { DataSource } from 'typeorm';

export interface LastBackup {
  /** When the last backup that succeeded finished; null when none has yet. */
  succeededAt: Date | null;
}

/**
 * The backup feature records each run in `backup_run` (one row per run, `finishedAt` null while
 * running, `status` 'succeeded' for a good run); this is the one query that reads it here. A
 * database without that table (one older than the backups) leaves the backup figures out
 * (the snapshot asks `to_regclass('backup_run')` first), and so does one where no backup has
 * succeeded yet, rather than showing a made-up age.
 */
const LAST_BACKUP_SQL = `SELECT max("finishedAt") AS "succeededAt" FROM backup_run WHERE "status" = 'succeeded'`;

export async function readLastBackup(dataSource: DataSource): Promise<LastBackup> {
  const [row] = await dataSource.query<LastBackup[]>(LAST_BACKUP_SQL);
  return { succeededAt: row?.succeededAt ?? null };
}
