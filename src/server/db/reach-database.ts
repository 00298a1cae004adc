import path from 'node:path';
import type { Env } from '../core/env.js';
import { projectRoot } from './data-source.js';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from './embedded-postgres.js';

/** The embedded PostgreSQL's database of the app (see database.ts). */
export const EMBEDDED_DATABASE = 'beauty_match';

/**
 * The app's database for a command-line tool, without migrating or seeding it: DATABASE_URL;
 * otherwise the embedded PostgreSQL of EMBEDDED_PG_DIR, the running app's when it runs, or one
 * started for the tool and stopped by `close`.
 */
export async function reachDatabase(env: Pick<Env, 'DATABASE_URL' | 'EMBEDDED_PG_DIR'>): Promise<{ url: string; close(): Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => {} };
  const dataDir = path.resolve(projectRoot, env.EMBEDDED_PG_DIR);
  const running = runningEmbeddedPostgresUrl(dataDir, EMBEDDED_DATABASE);
  if (running) return { url: running, close: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir, database: EMBEDDED_DATABASE });
  return { url: embedded.url, close: embedded.stop };
}
