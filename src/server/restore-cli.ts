/**
 * `npm run db:restore -- <file> [--force]`: restores a backup of `npm run db:backup` into the
 * app's database (DATABASE_URL, or the embedded one), which must be empty. `--force` drops
 * everything in a non-empty one first (only after the file has been checked whole). Exits 2,
 * changing nothing, for a file cut short, changed, or from a newer version of the app, and for
 * a database that is not empty.
 */
import path from 'node:path';
import { readEnvOrExit } from './core/env.js';
import { migrations } from './db/migrations.js';
import { reachDatabase } from './db/reach-database.js';
import { BackupRefused, restoreBackup } from './features/backup/api.js';

const args = process.argv.slice(2);
// `npm run db:restore file --force` hands --force to npm, which says so in npm_config_force.
const force = args.includes('--force') || process.env.npm_config_force === 'true';
const [file] = args.filter((arg) => arg !== '--force');
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]');
  process.exit(2);
}

const env = readEnvOrExit();
const database = await reachDatabase(env);
try {
  const started = performance.now();
  const restored = await restoreBackup({ url: database.url, file: path.resolve(file), migrations, force, log: (message) => console.log(message) });
  const rows = Object.values(restored.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Restored the backup of ${restored.manifest.createdAt}: ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof BackupRefused ? 2 : 1;
} finally {
  await database.close();
}
