import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { migrations } from './migrations.js';

export interface DataSourceOptions {
  /** Every entity of the app (the app root gathers them from the features). */
  entities: Function[];
  poolSize?: number;
}

export function createDataSource(url: string, options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: options.entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    // Generated uuid columns use PostgreSQL's own gen_random_uuid() (no uuid-ossp extension needed).
    uuidExtension: 'pgcrypto',
    poolSize: options.poolSize ?? 20,
    // Names the app's connections in pg_stat_activity (a restore refuses while they are there).
    applicationName: 'beauty-match',
    extra: {
      // Fail fast when the database is unreachable, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
    },
  });
}

/** The nearest folder above this module with a package.json: the same from the sources and from dist/server. */
function findProjectRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return process.cwd();
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
