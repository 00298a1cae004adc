import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import { checkEveryMinute, localDayAndTime } from '../../core/daily-schedule.js';
import type { StartedFeature } from '../../core/feature-module.js';
import { projectRoot } from '../../db/data-source.js';
import { BACKUP_FILE_PATTERN, backupFileName } from './backup-format.js';
import { claimDailyRun, finishRun } from './backup-runs.js';
import { writeBackup } from './write-backup.js';

type DailyDeps = Pick<AppDeps, 'env' | 'dataSource' | 'logger'> & {
  /** The store settings (deps.storeSettings): the time of day is the representative's to choose. */
  storeSettings: { current(): Promise<{ backupTimeOfDay: string }> };
};

export function databaseUrl(dataSource: DataSource): string {
  const url = (dataSource.options as { url?: string }).url;
  if (!url) throw new Error('The data source has no connection URL to back up from');
  return url;
}

export const backupDir = (env: Pick<AppDeps['env'], 'BACKUP_DIR'>) => path.resolve(projectRoot, env.BACKUP_DIR);

/** Deletes all but the newest `keep` backups in `dir` (only files named as backups are touched). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * Takes today's backup if its time of day has passed and no process took it yet: the claim is a
 * unique row per day in backup_run, so of several processes one writes it. Then keeps the
 * newest BACKUP_KEEP files. Returns the file written, or null when nothing was due.
 */
export async function runDailyBackupIfDue(deps: DailyDeps, now = new Date()): Promise<string | null> {
  const { day, time } = localDayAndTime(now);
  if (time < (await deps.storeSettings.current()).backupTimeOfDay) return null;
  const runId = await claimDailyRun(deps.dataSource, day, now);
  if (runId === null) return null;
  const dir = backupDir(deps.env);
  const file = path.join(dir, backupFileName(now));
  try {
    const written = await writeBackup(databaseUrl(deps.dataSource), file);
    await finishRun(deps.dataSource, runId, { fileName: path.basename(file), sizeBytes: written.sizeBytes });
    const pruned = await pruneBackups(dir, deps.env.BACKUP_KEEP);
    deps.logger?.info(`Daily backup written: ${file} (${written.sizeBytes} bytes)${pruned.length > 0 ? `; removed ${pruned.length} older` : ''}`);
    return file;
  } catch (error) {
    await finishRun(deps.dataSource, runId, { error: error instanceof Error ? error.message : String(error) });
    deps.logger?.error({ err: error }, 'The daily backup failed; it is tried again in an hour');
    return null;
  }
}

/**
 * Looks once a minute (the first time a minute after start, so short-lived processes take none)
 * whether today's backup is due. Every process runs this; the claim lets one of them take it.
 */
export function startDailyBackups(deps: DailyDeps): StartedFeature {
  if (deps.env.BACKUP_DAILY === 'off') return { stop: async () => {} };
  return checkEveryMinute(
    () => runDailyBackupIfDue(deps),
    (error) => deps.logger?.warn({ err: error }, 'Could not check whether the daily backup is due'),
  );
}
