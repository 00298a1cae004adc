import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations.js';

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: options.poolSize ?? 20,
    extra: {
      // Fail fast when the database is unreachable, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30000,
    },
  });
}

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
