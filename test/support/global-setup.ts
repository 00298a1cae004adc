/**
 * Starts one PostgreSQL for the whole run (embedded, or the server of DATABASE_URL) and
 * prepares a template database with every migration and the demo data. Each test file
 * then gets its own copy of that template (see test-database.ts).
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../src/server/db/data-source.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { seedIfEmpty } from '../../src/server/db/seed/run-seeders.js';
import { createAppDataSource, seeders } from '../../src/server/features.js';
import { TEMPLATE_DATABASE, TEST_STORE_URL } from './test-constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  // Tests that start the server as a process run the compiled one, as production does.
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts/ensure-build.mjs')], { cwd: projectRoot, stdio: 'inherit' });
  const dataDir = path.join(projectRoot, `.data/test-pg-${process.pid}`);
  let stop = async () => {};
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    await rm(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({ dataDir, database: 'postgres' });
    adminUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = createAppDataSource(withDatabase(adminUrl, TEMPLATE_DATABASE), { poolSize: 2 });
  await template.initialize();
  await template.runMigrations();
  await seedIfEmpty(template, seeders, { storeUrl: TEST_STORE_URL, demoPeople: true });
  await template.destroy();

  project.provide('adminDatabaseUrl', adminUrl);
  return stop;
}
