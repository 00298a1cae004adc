import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/test-app.js';
import { projectRoot } from './db/data-source.js';

// Pages are served from the client build (the test run builds it first, see global-setup.ts).
const t = useTestApp({}, { clientDir: path.join(projectRoot, 'dist/client') });

describe('platform routes', () => {
  it('answers /health without touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route GET /api/nope' } });
  });

  it('serves the shell with a 404 status and noindex for unknown pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page Not Found | BeautyMatch™</title>');
    expect(response.body).toContain('name="robots" content="noindex"');
  });

  it('serves known routes with their own title and canonical URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/learning-hub' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Learning Hub | BeautyMatch™</title>');
    expect(response.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/learning-hub"/);
    const results = await t.app.inject({ method: 'GET', url: '/results-premium/session_1' });
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain('noindex');
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('rejects cross-site form bodies and oversized bodies with 4xx', async () => {
    const form = await t.app.inject({ method: 'POST', url: '/trpc/system.ready', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect(form.statusCode).toBe(415);
    const multipart = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(multipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(multipart.statusCode).toBeLessThan(500);
    const huge = await t.app.inject({ method: 'POST', url: '/trpc/system.ready', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ blob: 'x'.repeat(70_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/too large/);
  });


  it('serves tRPC over HTTP and through createCaller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/system.ready' });
    expect(response.json()).toEqual({ result: { data: { ready: true } } });
    await expect(t.caller.system.ready()).resolves.toEqual({ ready: true });
  });
});

describe('database outage', () => {
  it('answers /ready with 503 while the database refuses connections, and recovers', async () => {
    await t.db.adminQuery(`ALTER DATABASE ${t.db.name} WITH ALLOW_CONNECTIONS false`);
    await t.db.adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${t.db.name}'`);
    try {
      const down = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', message: 'The database is not answering.' });
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.db.adminQuery(`ALTER DATABASE ${t.db.name} WITH ALLOW_CONNECTIONS true`);
    }
    const up = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(up.statusCode).toBe(200);
  });
});

describe('routing errors and batches', () => {
  it('answers tRPC calls through its adapter with their own status, compressed for browsers that accept it', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/trpc/catalog.list?input=${encodeURIComponent('{}')}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.json().result.data.products.length).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: `/trpc/catalog.list?input=${encodeURIComponent('{"category":"shoes"}')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.field).toBe('category');
    const compressed = await t.app.inject({ method: 'GET', url: `/trpc/catalog.list?input=${encodeURIComponent('{}')}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/);
    expect(compressed.rawPayload.length).toBeLessThan(list.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(list.json());
    const batch = await t.app.inject({ method: 'GET', url: `/trpc/catalog.list,nope.nothing?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}` });
    expect(batch.statusCode).toBe(207);
    expect(batch.json()).toHaveLength(2);
  });

  it('answers a malformed %-escape and an over-long parameter with our JSON error and headers', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/loyalty/member/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The address could not be understood.' } });
    expect(String(malformed.headers['content-security-policy']).split(/;\s*/)).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    const long = await t.app.inject({ method: 'GET', url: `/api/loyalty/member/${'A'.repeat(2100)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.message).toBe('The address is too long.');
    expect(long.body).not.toContain('AAAA');
  });

  it('refuses a tRPC batch of more than 10 calls', async () => {
    const batch = (n: number) => `/trpc/${Array.from({ length: n }, () => 'system.ready').join(',')}?batch=1&input=%7B%7D`;
    expect((await t.app.inject({ method: 'GET', url: batch(10) })).statusCode).toBe(200);
    const tooMany = await t.app.inject({ method: 'GET', url: batch(11) });
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMany.statusCode).toBeLessThan(500);
  });
});
