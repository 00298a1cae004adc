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
import { createAppDataSource } from '../src/server/features.js';

async function migratedScratchDatabase(folder: string) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), database: 'lint_schema' });
  const dataSource = createAppDataSource(embedded.url, { poolSize: 1 });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
  return embedded;
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
