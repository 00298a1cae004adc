import type { FeatureModule } from '../../core/feature-module.js';
import { BackupRunEntity } from './backup-run.entity.js';
import { backupRest } from './backup.rest.js';
import { backupRouter } from './backup.router.js';
import { startDailyBackups } from './daily-backup.js';

/** Backups: the daily one every process offers to take (one does), their record, and the dashboard's card. */
export const backupFeature = {
  name: 'backup',
  entities: [BackupRunEntity],
  trpc: { backup: backupRouter },
  rest: backupRest,
  start: async (deps) => startDailyBackups(deps),
} satisfies FeatureModule;
