import type { DataSource } from 'typeorm';
import type { BackupRun, LastBackup } from '../../../shared/backup.js';
import { BackupRunEntity } from './backup-run.entity.js';
import { queryRows, sql } from '../../db/sql.js';

/** A daily backup that failed or whose process died is tried again after this long. */
const RETRY_AFTER_HOURS = 1;

function toBackupRun(row: BackupRunEntity): BackupRun {
  return {
    kind: row.kind,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    error: row.error,
  };
}

/**
 * The newest backup run (daily or manual, whatever its result), or null before the first.
 */
async function lastBackupRun(dataSource: DataSource): Promise<BackupRun | null> {
  const row = await dataSource.getRepository(BackupRunEntity).findOne({ where: {}, order: { startedAt: 'DESC', id: 'DESC' } });
  return row ? toBackupRun(row) : null;
}

/** The dashboard's card: the newest run, and when the newest good one finished. */
export async function lastBackup(dataSource: DataSource, daily: boolean): Promise<LastBackup> {
  const [last, succeededAt] = await Promise.all([lastBackupRun(dataSource), lastSucceededBackupAt(dataSource)]);
  return { last, lastSucceededAt: succeededAt?.toISOString() ?? null, daily };
}

/** When the newest successful backup finished, or null if none has (a "last backup age" signal reads this). */
export async function lastSucceededBackupAt(dataSource: DataSource): Promise<Date | null> {
  const [row] = await queryRows(dataSource, sql<{ at: string | null }>`SELECT max("finishedAt") AS at FROM backup_run WHERE status = 'succeeded'`);
  return row?.at ? new Date(row.at) : null;
}

/**
 * Claims the daily backup of `day` for this process: one atomic insert on the unique day, so of
 * several processes exactly one gets it. A day whose run failed, or stayed 'running' because its
 * process died, may be claimed again an hour after it started. Returns the run's id, or null.
 */
export async function claimDailyRun(dataSource: DataSource, day: string, startedAt: Date): Promise<number | null> {
  const rows = await queryRows(
    dataSource,
    sql<{ id: number }>`INSERT INTO backup_run (kind, day, status, "startedAt") VALUES ('daily', ${day}::date, 'running', ${startedAt})
     ON CONFLICT (day) DO UPDATE SET status = 'running', "startedAt" = EXCLUDED."startedAt", "finishedAt" = NULL, error = NULL, "fileName" = NULL, "sizeBytes" = NULL
       WHERE backup_run.status <> 'succeeded' AND backup_run."startedAt" < EXCLUDED."startedAt" - make_interval(hours => ${RETRY_AFTER_HOURS})
     RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export async function startManualRun(dataSource: DataSource, startedAt: Date): Promise<number> {
  const rows: Array<{ id: number }> = await queryRows(dataSource, sql<{ id: number }>`INSERT INTO backup_run (kind, status, "startedAt") VALUES ('manual', 'running', ${startedAt}) RETURNING id`);
  return rows[0]!.id;
}

export async function finishRun(dataSource: DataSource, id: number, result: { fileName: string; sizeBytes: number } | { error: string }): Promise<void> {
  const values = 'error' in result ? { status: 'failed' as const, error: result.error.slice(0, 500) } : { status: 'succeeded' as const, ...result, sizeBytes: String(result.sizeBytes) };
  await dataSource.getRepository(BackupRunEntity).update({ id }, { ...values, finishedAt: new Date() });
}
