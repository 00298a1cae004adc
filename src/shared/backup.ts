import { text } from './text.js';
import { z } from './zod.js';

/** When the daily backup is taken if the representative never chose a time (server time). */
export const DEFAULT_BACKUP_TIME_OF_DAY = '03:00';

/** HH:MM on a 24-hour clock. */
export const backupTimeOfDaySchema = text('The backup time')
  .trim()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'The backup time is a time of day on a 24-hour clock, such as 03:00 or 22:30');

export const backupRunStatuses = ['running', 'succeeded', 'failed'] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];

/** One backup: the daily one, or one taken with `npm run db:backup`. */
export const backupRunSchema = z
  .object({
    kind: z.enum(['daily', 'manual']),
    status: z.enum(backupRunStatuses),
    startedAt: text(),
    finishedAt: text().nullable(),
    fileName: text().nullable(),
    sizeBytes: z.number().int().nullable(),
    error: text().nullable(),
  })
  .strict();
export type BackupRun = z.output<typeof backupRunSchema>;

/**
 * What the dashboard shows: the last backup (null before the first), when the last good one
 * finished, and whether this server takes a daily backup at all (BACKUP_DAILY).
 */
export const lastBackupSchema = z.object({ last: backupRunSchema.nullable(), lastSucceededAt: text().nullable(), daily: z.boolean() }).strict();
export type LastBackup = z.output<typeof lastBackupSchema>;
