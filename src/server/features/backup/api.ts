// What other features and the command-line tools may use of backups. (The age of the last good
// backup, for a health signal: lastSucceededBackupAt in backup-runs.ts; export it here to use it.)
export { BackupRefused } from './backup-refused.js';
export { backupDir } from './daily-backup.js';
export { restoreBackup } from './restore-backup.js';
export { takeManualBackup } from './take-backup.js';
export { backupFileName } from './backup-format.js';
