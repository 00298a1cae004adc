import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import type { BackupManifest } from './backup-format.js';
import { BackupRefused } from './backup-refused.js';
import { appTables, foreignKeys, quoteIdentifier } from './database-tables.js';
import { readBackup } from './read-backup.js';

export interface RestoreOptions {
  /** The database to restore into. */
  url: string;
  file: string;
  /** The app's migrations, oldest first (migrations/index.ts). */
  migrations: Function[];
  /** Restore into a database that is not empty: drop everything in its schema public first. */
  force?: boolean;
  log?: (message: string) => void;
}

export interface RestoredBackup {
  manifest: BackupManifest;
  rows: Record<string, number>;
  /** The migrations the code had beyond the backup's, run after its data was loaded. */
  laterMigrations: number;
}

const migrationName = (migration: Function) => (new (migration as new () => { name?: string })().name ?? migration.name);

/** Refuses a backup whose database had migrations this code does not know: it needs the newer code. */
function migrationsOf(manifest: BackupManifest, migrations: Function[]): Function[] {
  const known = new Map(migrations.map((migration) => [migrationName(migration), migration]));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `This backup comes from a newer version of the app: its database had migration ${unknown.join(', ')}, which this version does not have. ` +
        'Nothing was changed. Update the app to the version that made the backup (or later), then restore.',
    );
  }
  return manifest.migrations.map((name) => known.get(name)!);
}

async function runMigrations(url: string, migrations: Function[]): Promise<number> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, entities: [], logging: false });
  await dataSource.initialize();
  try {
    return (await dataSource.runMigrations({ transaction: 'each' })).length;
  } finally {
    await dataSource.destroy();
  }
}

async function relationsIn(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') ORDER BY c.relname`,
  );
  return rows.map(({ name }) => name);
}

/**
 * A server or worker still connected would go on writing into the tables being replaced, and its
 * caches would hold the old rows: the restore waits until nothing else uses the database.
 */
async function refuseWhileOthersConnected(client: pg.Client): Promise<void> {
  const others = async () =>
    (
      await client.query<{ n: number; names: string[] }>(
        `SELECT count(*)::int AS n, array_remove(array_agg(DISTINCT NULLIF(application_name, '')), NULL) AS names
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      )
    ).rows[0]!;
  let { n, names } = await others();
  // A connection closed a moment ago stays listed until its backend process has exited.
  for (let retry = 0; n > 0 && retry < 20; retry++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    ({ n, names } = await others());
  }
  if (n === 0) return;
  throw new BackupRefused(
    `${n} other connection${n === 1 ? '' : 's'} use${n === 1 ? 's' : ''} the target database${names.length ? ` (${names.join(', ')})` : ''}: ` +
      'a running server or mail worker would write into the tables being replaced. Nothing was changed. Stop them (Ctrl-C, or systemctl stop), then restore.',
  );
}

/**
 * Restores a backup made by writeBackup into the database at `url`:
 * 1. reads the whole file once and refuses it (changing nothing) if it is cut short, changed, or
 *    from a newer version of the app; refuses a target another connection uses (a running
 *    server or worker), and one that has any table, unless `force`;
 * 2. with `force`, drops schema public with everything in it and creates it again;
 * 3. runs the migrations the backed-up database had, so the schema is the one its rows fit;
 * 4. in one transaction: turns the tables' own triggers off (notices, running totals: the backup
 *    has their results already), empties the tables (migrations insert settings rows), drops the
 *    foreign keys, loads each table with COPY, checking the file again as it goes, adds the keys
 *    back (each checked over all rows once), sets each sequence where it was, turns the triggers
 *    on and commits; any failure rolls all of it back;
 * 5. runs the app's later migrations, if the code is newer than the backup.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoredBackup> {
  const log = options.log ?? (() => {});
  let migrationsToRun: Function[] = [];
  const checked = await readBackup(options.file, {
    manifest: (manifest) => {
      migrationsToRun = migrationsOf(manifest, options.migrations);
    },
  });
  log(`The backup of ${checked.manifest.createdAt} is whole: ${checked.manifest.tables.length} tables, ${Object.values(checked.trailer.rows).reduce((a, b) => a + b, 0)} rows`);

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await refuseWhileOthersConnected(client);
    const existing = await relationsIn(client);
    if (existing.length > 0) {
      if (!options.force) {
        throw new BackupRefused(
          `The target database is not empty: it has ${existing.length} tables, sequences and other objects (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}). ` +
            'Nothing was changed. Restore into an empty database, or add --force to drop everything in its schema public first.',
        );
      }
      log(`--force: dropping schema public (${existing.length} tables, sequences and other objects)`);
      await client.query('DROP SCHEMA public CASCADE');
      await client.query('CREATE SCHEMA public');
    }
    await runMigrations(options.url, migrationsToRun);
    log(`Ran the backup's ${migrationsToRun.length} migrations`);

    const tables = await appTables(client);
    const present = new Map(tables.map(({ table, columns }) => [table, new Set(columns)]));
    for (const table of checked.manifest.tables) {
      if (!present.has(table)) throw new BackupRefused(`The backup has table ${table}, which its own migrations did not create. Nothing was loaded.`);
    }
    const loaded = checked.manifest.tables.map(quoteIdentifier);
    await client.query('BEGIN');
    try {
      for (const table of loaded) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      if (loaded.length > 0) await client.query(`TRUNCATE ${loaded.join(', ')}`);
      // Tables reference each other (quiz_response and user both ways), so no order satisfies
      // every key row by row: the keys go, and come back after the rows, each checked once.
      const keys = await foreignKeys(client);
      for (const key of keys) await client.query(`ALTER TABLE ${quoteIdentifier(key.table)} DROP CONSTRAINT ${quoteIdentifier(key.name)}`);
      await readBackup(options.file, {
        rowsOf: async ({ table, columns }) => {
          const missing = columns.filter((column) => !present.get(table)?.has(column));
          if (missing.length > 0) throw new BackupRefused(`The backup's table ${table} has columns its migrations did not create (${missing.join(', ')}). Nothing was loaded.`);
          return client.query(copyFrom(`COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM STDIN`));
        },
      });
      for (const [name, [value, called]] of Object.entries(checked.trailer.sequences)) {
        await client.query(`SELECT setval(sequence, $2::bigint, $3) FROM to_regclass($1) AS sequence WHERE sequence IS NOT NULL`, [quoteIdentifier(name), value, called]);
      }
      for (const key of keys) await client.query(`ALTER TABLE ${quoteIdentifier(key.table)} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition}`);
      for (const table of loaded) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  const laterMigrations = await runMigrations(options.url, options.migrations);
  if (laterMigrations > 0) log(`Ran ${laterMigrations} later migrations of this version of the app`);
  return { manifest: checked.manifest, rows: checked.trailer.rows, laterMigrations };
}
