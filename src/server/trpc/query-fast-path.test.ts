import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts, newCartSessionId } from '../features/cart/cart-test-helpers.js';
import { registerErrorHandler, routingErrorHandler } from '../http/error-handler.js';
import { registerSecurity, securityHeaders } from '../http/security.js';
import { TEST_REP_PASSWORD, useTestApp } from '../test/test-app.js';
import { registerTrpcRoutes } from './trpc-routes.js';

const t = useTestApp();

/** The app's tRPC routes as they were before the fast path: tRPC's own adapter answers all. */
async function buildStockApp(): Promise<FastifyInstance> {
  // The same server options and hooks as buildApp; only the fast path is left out.
  const headers = await securityHeaders({ production: false, siteUrl: t.deps.env.SITE_URL });
  const app = Fastify({ logger: false, frameworkErrors: routingErrorHandler(headers.data), bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 2000 } });
  registerSecurity(app, headers);
  registerErrorHandler(app);
  await registerTrpcRoutes(app, t.deps, { queryFastPath: false });
  await app.ready();
  return app;
}

/** Counts fetch Requests built while `run` runs: tRPC's adapter builds one per call, the fast path none. */
async function fetchRequestsBuilt(run: () => Promise<unknown>): Promise<number> {
  const Original = globalThis.Request;
  let built = 0;
  globalThis.Request = class extends Original {
    constructor(...args: ConstructorParameters<typeof Request>) {
      super(...args);
      built += 1;
    }
  };
  try {
    await run();
  } finally {
    globalThis.Request = Original;
  }
  return built;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

/** Everything a client sees, except the clock. */
function seen(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: decoded(response), bytes: response.rawPayload.toString('base64') };
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

let stock: FastifyInstance;
let sessionId: string;
let repCookie: string;

beforeAll(async () => {
  stock = await buildStockApp();
  sessionId = newCartSessionId();
  for (const product of (await demoProducts(t)).slice(0, 3)) {
    const added = await t.app.inject({ method: 'POST', url: '/trpc/cart.add', payload: { sessionId, productId: product.id, quantity: 2 } });
    expect(added.statusCode).toBe(200);
  }
  const signIn = await t.app.inject({ method: 'POST', url: '/trpc/rep.signIn', payload: { password: TEST_REP_PASSWORD } });
  repCookie = String(signIn.headers['set-cookie']).split(';')[0]!;
});

afterAll(async () => {
  await stock?.close();
});

describe('tRPC query fast path', () => {
  // Each request, the status tRPC's adapter answers it with, and whether the fast path takes it.
  // requestsBuilt: when the adapter fails before it builds its fetch Request.
  const cases: { name: string; request: () => InjectOptions; status: number; fast: boolean; requestsBuilt?: number }[] = [
    { name: 'a query', request: () => ({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId })}` }), status: 200, fast: true },
    {
      name: 'a query, brotli',
      request: () => ({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId })}`, headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      status: 200,
      fast: true,
    },
    { name: 'a large answer, gzip', request: () => ({ method: 'GET', url: `/trpc/catalog.list?${input({})}`, headers: { 'accept-encoding': 'gzip' } }), status: 200, fast: true },
    { name: 'a batch of one', request: () => ({ method: 'GET', url: `/trpc/cart.get?batch=1&${input({ 0: { sessionId } })}` }), status: 200, fast: true },
    {
      name: 'a batch of two queries',
      request: () => ({ method: 'GET', url: `/trpc/cart.get,catalog.list?batch=1&${input({ 0: { sessionId }, 1: { category: 'skincare' } })}`, headers: { 'accept-encoding': 'br' } }),
      status: 200,
      fast: true,
    },
    {
      name: 'a batch where one call fails',
      request: () => ({ method: 'GET', url: `/trpc/cart.get,articles.bySlug?batch=1&${input({ 0: { sessionId }, 1: { slug: 'no-such-article' } })}` }),
      status: 207,
      fast: true,
    },
    { name: 'a query without input', request: () => ({ method: 'GET', url: '/trpc/system.ready' }), status: 200, fast: true },
    { name: 'an invalid input', request: () => ({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId: 'not a session' })}` }), status: 400, fast: true },
    { name: 'a missing input', request: () => ({ method: 'GET', url: '/trpc/cart.get' }), status: 400, fast: true },
    { name: 'an unexpected field', request: () => ({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId, extra: 1 })}` }), status: 400, fast: true },
    { name: 'a 10 000-character input', request: () => ({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId: 'x'.repeat(10_000) })}` }), status: 400, fast: true },
    { name: 'malformed input JSON', request: () => ({ method: 'GET', url: '/trpc/cart.get?input=%7B%22sessionId' }), status: 400, fast: true },
    { name: 'malformed input JSON in a batch', request: () => ({ method: 'GET', url: '/trpc/cart.get,system.ready?batch=1&input=%7Bnope' }), status: 207, fast: true },
    { name: 'a batch input that is not an object', request: () => ({ method: 'GET', url: `/trpc/cart.get?batch=1&${input([{ sessionId }])}` }), status: 400, fast: true },
    { name: 'an AppError from the service', request: () => ({ method: 'GET', url: `/trpc/articles.bySlug?${input({ slug: 'no-such-article' })}` }), status: 404, fast: true },
    { name: 'a rep-only query, signed out', request: () => ({ method: 'GET', url: '/trpc/analytics.leads' }), status: 401, fast: true },
    { name: 'a rep-only query, signed in', request: () => ({ method: 'GET', url: '/trpc/rep.session', headers: { cookie: repCookie } }), status: 200, fast: true },
    { name: 'an escaped path', request: () => ({ method: 'GET', url: `/trpc/cart%252Eget?${input({ sessionId })}` }), status: 200, fast: true },
    { name: 'a JSON content type on a GET', request: () => ({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId })}`, headers: { 'content-type': 'application/json' } }), status: 200, fast: true },
    { name: 'an unknown procedure', request: () => ({ method: 'GET', url: '/trpc/cart.nope' }), status: 404, fast: false },
    { name: 'a batch with an unknown procedure', request: () => ({ method: 'GET', url: `/trpc/cart.get,nope?batch=1&${input({ 0: { sessionId } })}` }), status: 207, fast: false },
    { name: 'a mutation called with GET', request: () => ({ method: 'GET', url: `/trpc/cart.clear?${input({ sessionId })}` }), status: 405, fast: false },
    { name: 'a batch mixing a query and a mutation', request: () => ({ method: 'GET', url: `/trpc/cart.get,cart.clear?batch=1&${input({ 0: { sessionId }, 1: { sessionId } })}` }), status: 400, fast: false },
    { name: 'a query called with POST', request: () => ({ method: 'POST', url: '/trpc/cart.get', payload: { sessionId } }), status: 405, fast: false },
    { name: 'an invalid mutation', request: () => ({ method: 'POST', url: '/trpc/cart.add', payload: { sessionId, productId: -1, quantity: 1 } }), status: 400, fast: false },
    { name: 'a batch over the limit', request: () => ({ method: 'GET', url: `/trpc/${Array(11).fill('system.ready').join(',')}?batch=1` }), status: 400, fast: false },
    { name: 'a streaming request', request: () => ({ method: 'GET', url: `/trpc/cart.get?batch=1&${input({ 0: { sessionId } })}`, headers: { 'trpc-accept': 'application/jsonl' } }), status: 200, fast: false },
    { name: 'an accept header asking for JSON lines', request: () => ({ method: 'GET', url: `/trpc/cart.get?batch=1&${input({ 0: { sessionId } })}`, headers: { accept: 'application/jsonl' } }), status: 200, fast: false },
    { name: 'connection params', request: () => ({ method: 'GET', url: `/trpc/system.ready?connectionParams=${encodeURIComponent('{"a":"b"}')}` }), status: 200, fast: false },
    { name: 'a host a URL cannot hold', request: () => ({ method: 'GET', url: '/trpc/system.ready', headers: { host: 'bad host:99999' } }), status: 400, fast: false, requestsBuilt: 0 },
    { name: 'a HEAD request', request: () => ({ method: 'HEAD', url: `/trpc/cart.get?${input({ sessionId })}` }), status: 204, fast: false },
  ];

  it.each(cases)('answers $name exactly as tRPC does', async ({ request, status, fast, requestsBuilt }) => {
    let fastAnswer: LightMyRequestResponse | undefined;
    const built = await fetchRequestsBuilt(async () => {
      fastAnswer = await t.app.inject(request());
    });
    const stockAnswer = await stock.inject(request());
    expect(stockAnswer.statusCode).toBe(status);
    expect(seen(fastAnswer!)).toEqual(seen(stockAnswer));
    expect(built).toBe(fast ? 0 : (requestsBuilt ?? 1));
  });

  it('gives error answers our message and field', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId: 'x'.repeat(10_000) })}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'sessionId: must be at most 100 characters',
      data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'cart.get', field: 'sessionId' },
    });
  });

  it('sends a query answer whole, with its length and the data headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/trpc/cart.get?${input({ sessionId })}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers).toMatchObject({
      'content-type': 'application/json',
      'content-encoding': 'br',
      vary: 'trpc-accept, accept, accept-encoding',
      'content-length': String(response.rawPayload.length),
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(response)).result.data.cart.itemCount).toBe(6);
  });

  it('answers a real HTTP client the same way', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/trpc/cart.get,system.ready?batch=1&${input({ 0: { sessionId } })}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: unknown } }[];
    expect(body.map((item) => item.result.data)).toEqual([expect.objectContaining({ cart: expect.objectContaining({ sessionId, itemCount: 6 }) }), { ready: true }]);
  });
});
