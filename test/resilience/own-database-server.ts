import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { projectRoot } from '../../src/server/db/data-source.js';
import { isAlive, postmaster, type ServerProcess, startServer, waitFor } from './server-process.js';

export interface OwnDatabaseServer {
  server: ServerProcess;
  /** The embedded PostgreSQL's data directory, started and owned by the server process. */
  dataDir: string;
}

/**
 * A server process that starts its own embedded PostgreSQL, as `npm start` does. Whatever a
 * test leaves running (the process, a postgres restarted by the test) is killed afterwards.
 * By default it asks for the demo data (production mode seeds it only when asked); with
 * `demoData: false` it starts as a production deployment does, on an empty database.
 */
export function useServerOnOwnDatabase(name: string, options: { demoData?: boolean; env?: Record<string, string> } = {}): OwnDatabaseServer {
  const { demoData = true, env = {} } = options;
  const context = { dataDir: path.join(projectRoot, `.data/resilience-${name}-${process.pid}`) } as OwnDatabaseServer;
  beforeAll(async () => {
    await rm(context.dataDir, { recursive: true, force: true });
    context.server = await startServer({ EMBEDDED_PG_DIR: path.relative(projectRoot, context.dataDir), ...(demoData ? { SEED_DEMO_DATA: 'true' } : {}), ...env });
  }, 150_000);
  afterAll(async () => {
    await context.server?.stop('SIGKILL');
    const left = postmaster(context.dataDir);
    if (left && isAlive(left.pid)) process.kill(left.pid, 'SIGINT');
    await waitFor(() => !left || !isAlive(left.pid), 10_000, 'postgres to stop').catch(() => {});
    await rm(context.dataDir, { recursive: true, force: true });
  }, 60_000);
  return context;
}
