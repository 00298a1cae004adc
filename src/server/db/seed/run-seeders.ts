import type { DataSource } from 'typeorm';
import type { SeedOptions, Seeder } from './seeder.js';
import { composedStatement, execute, sql } from '../sql.js';

/** Runs each seeder (in order) whose tables are empty; running it twice changes nothing. */
export async function seedIfEmpty(dataSource: DataSource, seeders: readonly Seeder[], options: SeedOptions): Promise<string[]> {
  const seeded: string[] = [];
  for (const seeder of seeders) {
    await dataSource.transaction(async (manager) => {
      // One seeding at a time, even when two processes start together on one database.
      await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(727001)`);
      if (await seeder.isEmpty(manager)) {
        await seeder.seed(manager, options);
        seeded.push(seeder.name);
      }
    });
  }
  return seeded;
}

/** Empties every table of the app (demo and visitor data alike) and seeds again. */
export async function reseed(dataSource: DataSource, seeders: readonly Seeder[], options: SeedOptions): Promise<string[]> {
  const tables = dataSource.entityMetadatas.map((meta) => `"${meta.tableName}"`);
  // Composed: the tables are the entities registered at run time (names cannot be parameters).
  if (tables.length > 0) await execute(dataSource, composedStatement(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`, []));
  return seedIfEmpty(dataSource, seeders, options);
}
