import { describe, expect, it } from 'vitest';
import { createAppDataSource } from '../features.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { consumeRateLimit, pruneRateLimits } from './rate-limit.js';

const t = useTestApp();

let keyCounter = 0;
const rule = (overrides: Partial<Parameters<typeof consumeRateLimit>[1]> = {}) => ({
  bucket: 'test',
  key: `client-${++keyCounter}`,
  limit: 3,
  windowSeconds: 60,
  ...overrides,
});

describe('consumeRateLimit', () => {
  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const r = rule();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(t.deps.dataSource, r));
    expect(results.map((x) => x.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((x) => x.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(results[4]?.count).toBe(5);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts parallel calls exactly: 20 of 30 allowed at a limit of 20', async () => {
    const r = rule({ limit: 20 });
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimit(t.deps.dataSource, r)));
    expect(results.filter((x) => x.allowed)).toHaveLength(20);
    expect(results.map((x) => x.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('keeps keys and buckets apart', async () => {
    const r = rule({ limit: 1 });
    expect((await consumeRateLimit(t.deps.dataSource, r)).allowed).toBe(true);
    expect((await consumeRateLimit(t.deps.dataSource, r)).allowed).toBe(false);
    expect((await consumeRateLimit(t.deps.dataSource, { ...r, key: `${r.key}-other` })).allowed).toBe(true);
    expect((await consumeRateLimit(t.deps.dataSource, { ...r, bucket: 'other-bucket' })).allowed).toBe(true);
  });

  it('starts a new count when the window ends', async () => {
    const r = rule({ limit: 1, windowSeconds: 1 });
    // Start right after a second boundary so both calls land in one window.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    expect((await consumeRateLimit(t.deps.dataSource, r)).allowed).toBe(true);
    expect((await consumeRateLimit(t.deps.dataSource, r)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await consumeRateLimit(t.deps.dataSource, r);
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it('is shared by two processes on one database', async () => {
    const second = createAppDataSource(t.db.url, { poolSize: 5 });
    await second.initialize();
    try {
      const r = rule({ limit: 10 });
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => consumeRateLimit(i % 2 ? second : t.deps.dataSource, r)),
      );
      expect(results.filter((x) => x.allowed)).toHaveLength(10);
    } finally {
      await second.destroy();
    }
  });

  it('prunes counters of windows long gone', async () => {
    const r = rule();
    await consumeRateLimit(t.deps.dataSource, r);
    await t.deps.dataSource.query(`UPDATE rate_limit_counter SET "windowStart" = now() - interval '2 days' WHERE key = $1`, [r.key]);
    expect(await pruneRateLimits(t.deps.dataSource)).toBeGreaterThanOrEqual(1);
    const rows = await t.deps.dataSource.query('SELECT 1 FROM rate_limit_counter WHERE key = $1', [r.key]);
    expect(rows).toHaveLength(0);
  });
});
