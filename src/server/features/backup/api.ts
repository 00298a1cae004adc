// What other features and the command-line tools may use of backups (the metrics read the last good backup's time).
export { lastSucceededBackupAt } from './backup-runs.js';
export { BackupRefused } from './backup-refused.js';
export { backupDir } from './daily-backup.js';
export { restoreBackup } from './restore-backup.js';
export { takeManualBackup } from './take-backup.js';
export { backupFileName } from './backup-format.js';
