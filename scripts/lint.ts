/**
 * `npm run lint`: ESLint over the project, with SafeQL checking every `sql` statement of the
 * server (src/server/db/sql.ts) against the schema. The schema is the migrations' own: a
 * throwaway embedded PostgreSQL in a temporary folder is migrated first (a few seconds), and
 * ESLint reaches it through SAFEQL_DATABASE_URL (see eslint.config.js). Arguments go to ESLint:
 *
 *   npm run lint -- --fix src/server/features/quiz
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/server/db/data-source.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.js';
import type { DataSource } from 'typeorm';
import { createAppDataSource } from '../src/server/features.js';

async function migratedScratchDatabase(folder: string) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), database: 'lint_schema' });
  const dataSource = createAppDataSource(embedded.url, { poolSize: 1 });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    await markPassThroughViewColumns(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  return embedded;
}

/**
 * PostgreSQL records no NOT NULL for a view's columns, so SafeQL would read every column of the
 * owners' views (`SELECT id, email FROM "user"`, docs/decisions/0131-owner-views.md) as nullable.
 * A view that only passes one table's columns through has that table's nullability: here, in the
 * scratch database alone, its columns are marked as the table's are. Any other view is left as is.
 */
async function markPassThroughViewColumns(dataSource: DataSource): Promise<void> {
  const views: Array<{ view: string; definition: string }> = await dataSource.query(
    `SELECT c.oid::regclass::text AS view, pg_get_viewdef(c.oid, true) AS definition FROM pg_class c WHERE c.relkind = 'v' AND c.relnamespace = 'public'::regnamespace`,
  );
  for (const { view, definition } of views) {
    const passThrough = /^\s*SELECT\s+((?:"[^"]+"|[a-z_][a-z0-9_]*)(?:,\s*(?:"[^"]+"|[a-z_][a-z0-9_]*))*)\s+FROM\s+("[^"]+"|[a-z_][a-z0-9_]*);\s*$/.exec(definition);
    if (!passThrough) continue;
    await dataSource.query(
      `UPDATE pg_attribute va SET attnotnull = ta.attnotnull FROM pg_attribute ta
        WHERE va.attrelid = $1::regclass AND ta.attrelid = $2::regclass AND ta.attname = va.attname AND va.attnum > 0`,
      [view, passThrough[2]],
    );
  }
}

function eslint(args: string[], databaseUrl: string): Promise<number> {
  const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/eslint/bin/eslint.js'), ...args], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, SAFEQL_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const folder = await mkdtemp(path.join(tmpdir(), 'beauty-match-lint-'));
  try {
    const embedded = await migratedScratchDatabase(folder);
    try {
      const args = process.argv.slice(2);
      return await eslint(args.length > 0 ? args : ['.'], embedded.url);
    } finally {
      await embedded.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
