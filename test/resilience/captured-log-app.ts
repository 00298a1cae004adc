import { Writable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, loggerOptions } from '../../src/server/app.js';
import { projectRoot } from '../../src/server/db/data-source.js';
import { useTestApp, type TestContext } from '../support/test-app.js';

/** Every log line the app writes, kept in memory so a test can read what would reach disk. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  }

  text(): string {
    return this.lines.join('\n');
  }
}

export interface LoggedTestContext extends TestContext {
  /** The app built with the production logger settings, writing into `logs`. */
  logged: FastifyInstance;
  logs: LogCapture;
}

/**
 * A private database (useTestApp) plus a second app on it whose logger, with the same
 * redaction as production, writes into memory at debug level.
 */
export function useLoggedTestApp(envOverrides: Record<string, string> = {}): LoggedTestContext {
  const t = useTestApp(envOverrides) as LoggedTestContext;
  const logs = new LogCapture();
  beforeAll(async () => {
    t.logs = logs;
    const logger = { ...(loggerOptions('debug') as object), stream: logs };
    // A copy of deps without the first app's logger, so services log through this one.
    t.logged = await buildApp({ ...t.deps, logger: undefined }, { logger, clientDir: path.join(projectRoot, '.data/no-client') });
    await t.logged.ready();
  });
  afterAll(async () => {
    await t.logged?.close();
  });
  return t;
}
