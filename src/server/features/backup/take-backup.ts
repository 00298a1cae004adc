import path from 'node:path';
import type { DataSource } from 'typeorm';
import { startManualRun, finishRun } from './backup-runs.js';
import { databaseUrl } from './daily-backup.js';
import { type WrittenBackup, writeBackup } from './write-backup.js';
import { queryRows, sql } from '../../db/sql.js';

/**
 * `npm run db:backup`: writes the backup and records it in backup_run, as the daily one is (a
 * database from before backup_run existed is backed up all the same, unrecorded).
 */
export async function takeManualBackup(dataSource: DataSource, file: string): Promise<WrittenBackup> {
  const [{ recorded }] = await queryRows(dataSource, sql<{ recorded: boolean }>`SELECT to_regclass('public.backup_run') IS NOT NULL AS recorded`);
  if (!recorded) return writeBackup(databaseUrl(dataSource), file);
  const runId = await startManualRun(dataSource, new Date());
  try {
    const written = await writeBackup(databaseUrl(dataSource), file);
    await finishRun(dataSource, runId, { fileName: path.basename(file), sizeBytes: written.sizeBytes });
    return written;
  } catch (error) {
    await finishRun(dataSource, runId, { error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
