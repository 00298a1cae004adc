import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { TEST_STORE_URL } from '../../../../test/support/test-constants.js';
import { buildSnapshot, CatalogCache } from './catalog-cache.js';
import { CATALOG_CHANGED_CHANNEL, type RunningCatalog, startCatalogCache } from './catalog-change-listener.js';
import { loadActiveProducts } from './catalog.service.js';
import type { ProductEntity } from './product.entity.js';

const t = useTestApp();

async function firstProductPrice(): Promise<{ price: number; etag: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return { price: response.json().products[0].price, etag: String(response.headers.etag) };
}

/** Changes the first product's price the way another process would: through its own connection. */
async function setFirstPriceElsewhere(price: number): Promise<void> {
  const other = new pg.Client({ connectionString: t.db.url });
  await other.connect();
  try {
    await other.query('UPDATE product SET price = $1 WHERE id = (SELECT min(id) FROM product)', [price]);
  } finally {
    await other.end();
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/products from the catalogue cache', () => {
  it('sends brotli or gzip to a browser that accepts it, the same JSON either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    const br = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    // A failure would be a short JSON error: say which, before comparing sizes.
    for (const response of [plain, br, gzip]) expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 304 to a matching If-None-Match and 200 with the body otherwise', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?category=makeup' });
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/products?category=makeup', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('shows a product change made through another connection, with a new ETag', async () => {
    const before = await firstProductPrice();
    await setFirstPriceElsewhere(before.price + 111);
    try {
      const after = await eventually(firstProductPrice, (value) => value.price === before.price + 111);
      expect(after.price).toBe(before.price + 111);
      expect(after.etag).not.toBe(before.etag);
      await expect(t.caller.catalog.list({})).resolves.toMatchObject({ products: expect.arrayContaining([expect.objectContaining({ price: before.price + 111 })]) });
    } finally {
      await setFirstPriceElsewhere(before.price);
    }
  });
});

describe('the change listener', () => {
  const warnings: string[] = [];
  let running: RunningCatalog | undefined;
  afterAll(async () => running?.stop());

  it('reads through while its connection is gone, and listens again when it is back', async () => {
    running = await startCatalogCache({
      dataSource: t.db.dataSource,
      storeUrl: async () => TEST_STORE_URL,
      retryMs: 50,
      logger: { info: (message) => warnings.push(`info: ${message}`), warn: (_details, message) => warnings.push(`warn: ${message}`) },
    });
    const price = async () => (await running!.cache.current()).all[0]!.price;
    const original = await price();

    await t.db.dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${CATALOG_CHANGED_CHANNEL}' AND pid <> pg_backend_pid()`);
    await setFirstPriceElsewhere(original + 7);
    expect(await eventually(price, (value) => value === original + 7)).toBe(original + 7);
    await eventually(async () => warnings.join('\n'), (log) => log.includes('info: catalogue change notices are back'));
    expect(warnings[0]).toMatch(/^warn: catalogue change notices lost/);

    // Listening again: the next change is noticed too.
    await setFirstPriceElsewhere(original);
    expect(await eventually(price, (value) => value === original)).toBe(original);
  });
});

describe('CatalogCache', () => {
  const product = { id: 1, category: 'makeup', storePath: '/p/one' } as ProductEntity;

  function countingCache(load: () => Promise<ProductEntity[]> = async () => [product], storeUrl = async () => TEST_STORE_URL) {
    const calls = { count: 0 };
    const cache = new CatalogCache(async () => {
      calls.count += 1;
      return load();
    }, storeUrl);
    return { cache, calls };
  }

  it('reads the database on every call until change notices are trusted', async () => {
    const { cache, calls } = countingCache();
    await cache.current();
    await cache.current();
    expect(calls.count).toBe(2);
    cache.setTrusted(true);
    await Promise.all([cache.current(), cache.current()]);
    await cache.current();
    expect(calls.count).toBe(3);
    cache.invalidate();
    await cache.current();
    expect(calls.count).toBe(4);
  });

  it('does not keep a read that a change overtook, nor a failed read', async () => {
    let release: () => void = () => {};
    const { cache, calls } = countingCache(() => new Promise((resolve) => (release = () => resolve([product]))));
    cache.setTrusted(true);
    const pending = cache.current();
    cache.invalidate();
    release();
    await pending;
    const next = cache.current();
    release();
    await next;
    expect(calls.count).toBe(2);

    const failing = countingCache(async () => {
      throw new Error('database down');
    });
    failing.cache.setTrusted(true);
    await expect(failing.cache.current()).rejects.toThrow('database down');
    await expect(failing.cache.current()).rejects.toThrow('database down');
    expect(failing.calls.count).toBe(2);
  });

  it('makes store links on the storefront address of the moment, without reading the products again', async () => {
    let storeUrl = 'https://one.example/shop';
    const { cache, calls } = countingCache(undefined, async () => storeUrl);
    cache.setTrusted(true);
    const first = await cache.current();
    expect(first.all[0]!.avonStoreUrl).toBe('https://one.example/shop/p/one');
    expect(await cache.current()).toBe(first);
    storeUrl = 'https://two.example/';
    const second = await cache.current();
    expect(second.all[0]!.avonStoreUrl).toBe('https://two.example/p/one');
    expect(second.list('all').products[0]!.avonStoreUrl).toBe('https://two.example/p/one');
    expect(second.list('all').etag).not.toBe(first.list('all').etag);
    expect(calls.count).toBe(1);
  });

  it('makes the public lists per category with the engine attributes left out', async () => {
    const { cache } = countingCache(async () => loadActiveProducts(t.db.dataSource));
    const snapshot = await cache.current();
    expect(snapshot.list('all').products).toHaveLength(snapshot.all.length);
    expect(snapshot.list(undefined)).toBe(snapshot.list('all'));
    expect(snapshot.list('fragrance').products.every((item) => item.category === 'fragrance')).toBe(true);
    const bundles = snapshot.list('bundles');
    expect(JSON.parse(bundles.body(null).toString())).toEqual({ products: bundles.products });
    expect(JSON.parse(gunzipSync(bundles.body('gzip')).toString())).toEqual({ products: bundles.products });
    expect(JSON.parse(brotliDecompressSync(bundles.body('br')).toString())).toEqual({ products: bundles.products });
    expect(bundles.body('br')).toBe(bundles.body('br'));
    // A snapshot read for one request (no change notices) compresses quickly, a kept one hard.
    const kept = buildSnapshot(snapshot.all, true).list('all');
    const oneOff = buildSnapshot(snapshot.all, false).list('all');
    expect(brotliDecompressSync(oneOff.body('br')).equals(kept.body(null))).toBe(true);
    expect(brotliDecompressSync(kept.body('br')).equals(kept.body(null))).toBe(true);
    expect(kept.body('br').length).toBeLessThan(oneOff.body('br').length);
    expect(snapshot.list('all').products[0]).not.toHaveProperty('concerns');
  });
});
