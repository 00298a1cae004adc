import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { projectRoot } from '../../src/server/db/data-source.js';
import { parseEnv } from '../../src/server/core/env.js';
import { useTestApp } from '../support/test-app.js';
import { TEST_STORE_URL } from '../support/test-constants.js';

const t = useTestApp();
const extraApps: FastifyInstance[] = [];

afterAll(async () => {
  for (const app of extraApps) await app.close();
});

/** The same app with another environment, on the same private database. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...t.deps, logger: undefined, env: parseEnv({ STORE_URL: TEST_STORE_URL, ...env }) },
    { clientDir: path.join(projectRoot, '.data/no-client') },
  );
  extraApps.push(app);
  return app;
}

const json = { 'content-type': 'application/json' };
const samples = [
  { method: 'GET' as const, url: '/' },
  { method: 'GET' as const, url: '/api/products' },
  { method: 'GET' as const, url: '/trpc/system.ready' },
  { method: 'GET' as const, url: '/api/nope' },
  { method: 'POST' as const, url: '/api/cart/add', headers: { 'content-type': 'text/plain' }, payload: '{}' },
  { method: 'POST' as const, url: '/api/cart/add', headers: json, payload: '{' },
  { method: 'POST' as const, url: '/api/cart/add', headers: json, payload: JSON.stringify({ blob: 'x'.repeat(70_000) }) },
  { method: 'GET' as const, url: '/learning-hub/no-such-article' },
];

const isPage = (url: string) => !/^\/(api|trpc)\//.test(url);

describe('security headers', () => {
  it('every kind of answer carries a CSP with frame-ancestors, nosniff and the referrer policy', async () => {
    for (const request of samples) {
      const response = await t.app.inject(request);
      const where = `${request.method} ${request.url} → ${response.statusCode}`;
      const csp = String(response.headers['content-security-policy']);
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).not.toMatch(/script-src[^;]*unsafe-inline/);
      if (isPage(request.url)) {
        expect(csp, where).toContain("default-src 'self'");
        expect(csp, where).toContain("script-src 'self'");
        expect(csp, where).toContain("object-src 'none'");
        expect(response.headers['cross-origin-opener-policy'], where).toBe('same-origin');
      } else {
        // JSON is never rendered: nothing may load in it, and page-only headers are left off.
        expect(csp.split(/;\s*/), where).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
        expect(response.headers['cross-origin-opener-policy'], where).toBeUndefined();
      }
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy'], where).toBe('same-origin');
      expect(response.headers['x-frame-options'], where).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security'], where).toBeUndefined();
    }
  });

  it('the probes answer with their status and none of those headers: no browser renders them', async () => {
    for (const url of ['/health', '/ready', '/health?from=balancer']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const header of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'x-frame-options']) {
        expect(response.headers[header], `${url} ${header}`).toBeUndefined();
      }
    }
    // A path that only starts like a probe is an ordinary (missing) page, with a page's headers.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS only in production behind an https SITE_URL', async () => {
    const https = await appWith({ NODE_ENV: 'production', SITE_URL: 'https://beauty.example' });
    for (const request of samples) {
      const response = await https.inject(request);
      expect(response.headers['strict-transport-security'], request.url).toBe('max-age=15552000; includeSubDomains');
      if (isPage(request.url)) expect(response.headers['content-security-policy'], request.url).toContain('upgrade-insecure-requests');
    }
    const plainHttp = await appWith({ NODE_ENV: 'production', SITE_URL: 'http://beauty.example' });
    expect((await plainHttp.inject({ method: 'GET', url: '/api/products' })).headers['strict-transport-security']).toBeUndefined();
    const development = await appWith({ NODE_ENV: 'development', SITE_URL: 'https://beauty.example' });
    expect((await development.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('body size limit', () => {
  const limit = 64 * 1024;

  it('answers 413 with a JSON message to a body over the limit, on REST and tRPC', async () => {
    const oversized = JSON.stringify({ sessionId: 'x'.repeat(limit) });
    for (const url of ['/api/cart/add', '/api/users', '/api/loyalty/purchase', '/trpc/cart.add', '/trpc/quiz.submit', '/trpc/cart.add,cart.clear?batch=1']) {
      const response = await t.app.inject({ method: 'POST', url, headers: json, payload: oversized });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().error.message, url).toBe('The request body is too large.');
    }
  });

  it('refuses a chunked upload over the limit that announces no length', async () => {
    const { Readable } = await import('node:stream');
    const chunks = Array.from({ length: 80 }, () => Buffer.from(`"${'y'.repeat(1022)}",`));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quiz/start',
      headers: { ...json, 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.from('['), ...chunks, Buffer.from('1]')]),
    });
    expect(response.statusCode).toBe(413);
  });

  it('reads a body just under the limit (and rejects it for its content, not its size)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: json, payload: JSON.stringify({ sessionId: 'x'.repeat(limit - 100) }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('sessionId');
  });
});
