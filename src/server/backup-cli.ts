/**
 * `npm run db:backup [file]`: writes a consistent snapshot of the whole database to one file
 * (default: BACKUP_DIR/beauty-match-<UTC time>.backup.gz) and records it in backup_run. Safe
 * while the app runs; changes nothing else.
 */
import path from 'node:path';
import { readEnvOrExit } from './core/env.js';
import { reachDatabase } from './db/reach-database.js';
import { backupDir, backupFileName, takeManualBackup } from './features/backup/api.js';
import { createAppDataSource } from './features.js';

const env = readEnvOrExit();
const file = path.resolve(process.argv[2] ?? path.join(backupDir(env), backupFileName(new Date())));
const database = await reachDatabase(env);
const dataSource = createAppDataSource(database.url, { poolSize: 2 });
try {
  await dataSource.initialize();
  const started = performance.now();
  const written = await takeManualBackup(dataSource, file);
  const rows = Object.values(written.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Backup written: ${written.file} (${(written.sizeBytes / 1e6).toFixed(1)} MB, ${Object.keys(written.rows).length} tables, ${rows} rows, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (dataSource.isInitialized) await dataSource.destroy();
  await database.close();
}
