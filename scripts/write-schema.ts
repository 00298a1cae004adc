/**
 * Writes src/server/db/schema.sql: the schema of a freshly migrated database, as one readable,
 * stable SQL text (see src/server/db/schema-text.ts). Run it after adding or changing a migration:
 *
 *   npm run db:schema
 *
 * Uses a throwaway embedded PostgreSQL in a temporary folder (DATABASE_URL is not used: the
 * schema must be the migrations' alone, not a database's that lived).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/server/db/data-source.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.js';
import { schemaText } from '../src/server/db/schema-text.js';
import { createAppDataSource } from '../src/server/features.js';

const schemaFile = path.join(projectRoot, 'src/server/db/schema.sql');

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'beauty-match-schema-'));
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), database: 'schema_scratch' });
  const dataSource = createAppDataSource(embedded.url, { poolSize: 1 });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    await writeFile(schemaFile, await schemaText((sql) => dataSource.query(sql)));
    console.log(`Wrote ${path.relative(projectRoot, schemaFile)}`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
