import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createAppDataSource } from '../../src/server/features.js';
import { TEMPLATE_DATABASE } from './test-constants.js';

export interface TestDatabase {
  name: string;
  url: string;
  dataSource: DataSource;
  /** A plain connection to the server's admin database, for tests that break things. */
  adminQuery(sql: string): Promise<void>;
  drop(): Promise<void>;
}

/** Runs one statement on the tests' server's admin database (CREATE / DROP DATABASE). */
async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database copied from the migrated, seeded template: one per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const url = databaseUrl(name);
  const dataSource = createAppDataSource(url, { poolSize: 30 });
  await dataSource.initialize();
  return {
    name,
    url,
    dataSource,
    adminQuery,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A new database with nothing in it (no migrations), on the tests' server: a restore's target. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
