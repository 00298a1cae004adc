import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { boundRequestsInFlightFromHere } from './in-flight-bound.js';

const LIMIT = 40;
let app: FastifyInstance;

/** A route answered at once from memory, behind the bound (its refusals answered with their status). */
async function boundedApp(): Promise<FastifyInstance> {
  app = Fastify();
  app.setErrorHandler((error, _request, reply) => reply.status(error instanceof AppError ? error.status : 500).send({ code: error instanceof AppError ? error.code : 'INTERNAL' }));
  boundRequestsInFlightFromHere(app, LIMIT);
  app.get('/', async () => ({ ok: true }));
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
});

describe('the in-flight bound per address', () => {
  it('counts a request waiting for its turn: a burst past the bound is refused even when each answer is instant', async () => {
    await boundedApp();
    const burst = await Promise.all(Array.from({ length: LIMIT * 5 }, () => app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.77' })));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    // Another address is not counted with it, and the first is served again once its burst ended.
    expect((await app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.50' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.77' })).statusCode).toBe(200);
  });

  it('serves a burst within the bound whole', async () => {
    await boundedApp();
    const burst = await Promise.all(Array.from({ length: LIMIT }, () => app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.77' })));
    expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
  });
});
