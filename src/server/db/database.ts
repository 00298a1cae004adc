import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Env } from '../core/env.js';
import { createDataSource, projectRoot } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { EMBEDDED_DATABASE } from './reach-database.js';
import { seedIfEmpty } from './seed/run-seeders.js';
import { demoSeeding, type Seeder } from './seed/seeder.js';

export interface Database {
  dataSource: DataSource;
  /** Whether the process started its own embedded PostgreSQL. */
  embedded: boolean;
  close(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  debug(message: string): void;
}

export interface DatabaseContents {
  entities: Function[];
  /** Demo data, seeded where its tables are empty when the environment asks for it (SEED_DEMO_DATA). */
  seeders: readonly Seeder[];
}

/**
 * Connects (starting the embedded PostgreSQL when DATABASE_URL is unset), migrates, and seeds the
 * demo data into empty tables when SEED_DEMO_DATA is on (the default outside production).
 */
export async function openDatabase(env: Env, logger: Logger, contents: DatabaseContents): Promise<Database> {
  let url = env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dataDir = path.resolve(projectRoot, env.EMBEDDED_PG_DIR);
    logger.info(`Starting embedded PostgreSQL in ${path.relative(projectRoot, dataDir) || dataDir}`);
    const embedded = await startEmbeddedPostgres({ dataDir, database: EMBEDDED_DATABASE, log: (m) => logger.debug(m) });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const dataSource = createDataSource(url, { entities: contents.entities });
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) logger.info(`Applied ${applied.length} migration(s)`);
    const seeding = demoSeeding(env);
    const seeded = seeding ? await seedIfEmpty(dataSource, contents.seeders, seeding) : [];
    if (seeded.length > 0) logger.info(`Seeded demo data: ${seeded.join(', ')}`);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await stopEmbedded?.();
    throw error;
  }

  return {
    dataSource,
    embedded: Boolean(stopEmbedded),
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await stopEmbedded?.();
    },
  };
}
