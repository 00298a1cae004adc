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

/** A fresh database copied from the migrated, seeded template: one per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const adminQuery = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataSource = createAppDataSource(url.toString(), { poolSize: 30 });
  await dataSource.initialize();
  return {
    name,
    url: url.toString(),
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
  const adminUrl = inject('adminDatabaseUrl');
  const name = `empty_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
