import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { projectRoot } from '../../src/server/db/data-source.js';
import type { AppDeps } from '../../src/server/core/app-deps.js';
import { parseEnv } from '../../src/server/core/env.js';
import { createCallerFactory } from '../../src/server/trpc/init.js';
import { appRouter } from '../../src/server/app-router.js';
import { type StartedApp, startFeatures } from '../../src/server/features.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { TEST_STORE_URL } from './test-constants.js';

const createAppCaller = createCallerFactory(appRouter);

export interface TestContext {
  app: FastifyInstance;
  db: TestDatabase;
  deps: AppDeps;
  /** A tRPC caller over the same deps, as a browser's request would get. */
  caller: ReturnType<typeof createAppCaller>;
}

/**
 * Registers hooks that give the test file its own database and app (built client not
 * required). Use the returned object inside tests.
 */
export const TEST_REP_PASSWORD = 'test-rep-password';

export interface TestAppOptions {
  /** A built client to serve (see scripts/build-client.mjs); by default there is none. */
  clientDir?: string;
}

export function useTestApp(envOverrides: Record<string, string> = {}, options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  let running: StartedApp | undefined;
  beforeAll(async () => {
    context.db = await createTestDatabase();
    // No mail worker unless a test asks for one (with SMTP_URL pointing at its own sink); no daily
    // backup (backup tests call it with the day they need); sign-in
    // slow-downs in steps of 2 ms instead of 250; one client address (the tests') may cause as
    // many emails as the tests need (visitor-mail.test.ts checks the production allowance).
    const env = parseEnv({
      NODE_ENV: 'test',
      STORE_URL: TEST_STORE_URL,
      REP_PASSWORD: TEST_REP_PASSWORD,
      MAIL_WORKER: 'off',
      BACKUP_DAILY: 'off',
      DIGEST_DAILY: 'off',
      REP_SIGN_IN_DELAY_MS: '2',
      MAIL_PER_CLIENT_HOUR: '10000',
      ...envOverrides,
    });
    running = await startFeatures({ env, dataSource: context.db.dataSource, logger: undefined });
    context.deps = running.deps;
    context.app = await buildApp(context.deps, { clientDir: options.clientDir ?? path.join(projectRoot, '.data/no-client') });
    await context.app.ready();
    context.caller = createAppCaller({ deps: context.deps, req: { headers: {} } as never, res: {} as never });
  });
  afterAll(async () => {
    await context.app?.close();
    await running?.stop();
    await context.db?.drop();
  });
  return context;
}
