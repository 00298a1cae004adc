import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DataSource, QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { parseEnv } from '../core/env.js';
import { projectRoot } from '../db/data-source.js';
import { createAppDataSource, type StartedApp, startFeatures } from '../features.js';
import { eventually } from '../../../test/support/eventually.js';
import { TEST_REP_PASSWORD } from '../../../test/support/test-app.js';
import { TEST_STORE_URL } from '../../../test/support/test-constants.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';

/** Connections the app under test has: few, so a test can hold them all. */
const POOL_SIZE = 3;
/** A small in-flight bound, so a burst of a few dozen requests passes it. */
const IN_FLIGHT_LIMIT = 10;
/** The channels of the caches this app starts (catalogue, settings, rules, articles, loyalty). */
const CHANNELS = 5;

let db: TestDatabase;
let dataSource: DataSource;
let running: StartedApp;
let app: FastifyInstance;
const logLines: Array<{ msg?: string }> = [];

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = createAppDataSource(db.url, { poolSize: POOL_SIZE });
  await dataSource.initialize();
  const env = parseEnv({
    NODE_ENV: 'test',
    STORE_URL: TEST_STORE_URL,
    REP_PASSWORD: TEST_REP_PASSWORD,
    MAIL_WORKER: 'off',
    BACKUP_DAILY: 'off',
    DIGEST_DAILY: 'off',
    MAX_IN_FLIGHT_PER_CLIENT: String(IN_FLIGHT_LIMIT),
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { msg?: string });
      done();
    },
  });
  running = await startFeatures({ env, dataSource, logger: undefined });
  app = await buildApp(running.deps, { logger: { level: 'warn', stream }, clientDir: path.join(projectRoot, '.data/no-client') });
  await app.ready();
  // Every cache is kept only while its change notices arrive: wait for all of them to listen.
  await eventually(async () => {
    const [row] = await db.dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    return row!.n >= CHANNELS;
  }, 30_000);
});

afterAll(async () => {
  await app?.close();
  await running?.stop();
  if (dataSource?.isInitialized) await dataSource.destroy();
  await db?.drop();
});

/** Takes every connection of the app's pool until `release` (as a burst of slow queries would). */
async function holdEveryConnection(): Promise<{ release(): Promise<void> }> {
  const runners: QueryRunner[] = [];
  for (let index = 0; index < POOL_SIZE; index++) {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    runners.push(runner);
  }
  return { release: async () => void (await Promise.all(runners.map((runner) => runner.release()))) };
}

const get = (url: string, remoteAddress = '203.0.113.1') => app.inject({ method: 'GET', url, remoteAddress });

/** Reads that are the same for everyone, REST and tRPC alike. */
const PUBLIC_READS = [
  '/api/articles',
  '/api/articles?category=ingredients',
  '/api/articles/skin-barrier-101',
  '/api/loyalty/rewards',
  '/api/loyalty/rewards?tier=Gold',
  '/api/loyalty/programme',
  '/api/products',
  '/api/settings',
  `/trpc/articles.list?input=${encodeURIComponent(JSON.stringify({}))}`,
  `/trpc/articles.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'skin-barrier-101' }))}`,
  `/trpc/loyalty.rewards?input=${encodeURIComponent(JSON.stringify({}))}`,
  '/trpc/loyalty.programme',
];

describe('a fair share per client', () => {
  it('answers public reads from memory: with every connection taken, a burst of them is served', async () => {
    // Read once while connections are free (the copies made after the notices started).
    for (const url of PUBLIC_READS) expect((await get(url)).statusCode, url).toBe(200);
    const held = await holdEveryConnection();
    try {
      // Each from its own address, so the in-flight bound plays no part.
      const burst = await Promise.all(Array.from({ length: 5 }, (_, round) => PUBLIC_READS.map((url, index) => get(url, `198.51.100.${round * 20 + index}`))).flat());
      expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
    } finally {
      await held.release();
    }
  });

  it('answers 503 busy with Retry-After when no connection frees in time, logged as load and not as an outage', async () => {
    const held = await holdEveryConnection();
    let waited: Awaited<ReturnType<typeof get>>;
    try {
      waited = await get('/api/loyalty/member/NO-SUCH-CODE', '203.0.113.9');
    } finally {
      await held.release();
    }
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('2');
    expect(waited.json().error).toEqual({ code: 'BUSY', message: 'The shop is busy right now. Please try again in a moment.' });
    const messages = logLines.map((line) => line.msg ?? '');
    expect(messages.some((message) => message.startsWith('database busy'))).toBe(true);
    expect(messages.some((message) => message.includes('unreachable'))).toBe(false);
    // The database itself was fine all along.
    expect((await get('/api/loyalty/member/NO-SUCH-CODE', '203.0.113.9')).statusCode).toBe(404);
  });

  it('answers 429 with Retry-After to the address past its bound, and serves another address meanwhile', async () => {
    const held = await holdEveryConnection();
    let burst: Awaited<ReturnType<typeof get>>[];
    let bystander: Awaited<ReturnType<typeof get>>;
    try {
      // Member look-ups need the database, so they stay in flight while the connections are held.
      const lookups = Array.from({ length: IN_FLIGHT_LIMIT * 3 }, () => get('/api/loyalty/member/NO-SUCH-CODE', '203.0.113.7'));
      bystander = await get('/api/articles', '203.0.113.8');
      burst = await Promise.all(lookups);
    } finally {
      await held.release();
    }
    expect(bystander.statusCode).toBe(200);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests at once from your connection. Please wait a moment and try again.' });
    // The bound is on requests in flight, not a count: once they ended the address is served again.
    expect((await get('/api/articles', '203.0.113.7')).statusCode).toBe(200);
  });
});
