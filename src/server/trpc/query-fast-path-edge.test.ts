import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions, type FastifyHandlerOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bufferTrpcResponse } from './buffered-response.js';
import { answerTrpcQueries } from './query-fast-path.js';

// A router with the cases our own routers never reach (server errors, stream-like results,
// a failing context, a transformer), so the fast path's copies of tRPC's rules are held to the
// adapter on them too.
const t = initTRPC.context<{ user: string }>().create({
  isDev: false,
  // Wraps every value, so a path that skips the transformer shows in the body.
  transformer: {
    input: { serialize: (value: unknown) => ({ wrapped: value }), deserialize: (value: unknown) => (value as { wrapped?: unknown } | null)?.wrapped },
    output: { serialize: (value: unknown) => ({ wrapped: value }), deserialize: (value: unknown) => (value as { wrapped?: unknown }).wrapped },
  },
});
const edgeRouter = t.router({
  echo: t.procedure.input(z.object({ word: z.string().max(5) })).query(({ input, ctx }) => ({ word: input.word, user: ctx.user })),
  plain: t.procedure.query(() => 'no input read'),
  crash: t.procedure.query((): string => {
    throw new Error('database password is hunter2');
  }),
  teapot: t.procedure.query((): string => {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'not yet' });
  }),
  streamLike: t.procedure.query(() => ({ later: Promise.resolve(1) })),
  unserializable: t.procedure.query(() => ({ big: 1n })),
  change: t.procedure.mutation(() => 'changed'),
});

type Logged = { code: string; message: string; path: string | undefined; input: unknown; type: string; user: string | undefined; url: string };

async function edgeApp(fastPath: boolean, log: Logged[]): Promise<FastifyInstance> {
  const options: FastifyHandlerOptions<typeof edgeRouter, FastifyRequest, FastifyReply> = {
    router: edgeRouter,
    maxBatchSize: 3,
    createContext: ({ req }: CreateFastifyContextOptions) => {
      if (req.headers['x-no-context'] !== undefined) throw new Error('no context today');
      return { user: String(req.headers['x-user'] ?? 'anonymous') };
    },
    onError: ({ error, path, input, type, ctx, req }) => log.push({ code: error.code, message: error.message, path, input, type, user: ctx?.user, url: req.url }),
  };
  const app = Fastify({ logger: false, routerOptions: { maxParamLength: 2000 } });
  await app.register(async (scope) => {
    scope.addHook('onSend', bufferTrpcResponse);
    if (fastPath) scope.addHook('preHandler', answerTrpcQueries(options));
    await scope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: options });
  });
  await app.ready();
  return app;
}

const wrapped = (value: unknown) => encodeURIComponent(JSON.stringify({ wrapped: value }));
const fastLog: Logged[] = [];
const stockLog: Logged[] = [];
let fast: FastifyInstance;
let stock: FastifyInstance;

beforeAll(async () => {
  [fast, stock] = await Promise.all([edgeApp(true, fastLog), edgeApp(false, stockLog)]);
});

afterAll(async () => {
  await Promise.all([fast?.close(), stock?.close()]);
});

describe('tRPC query fast path, edge cases', () => {
  const cases: { name: string; url: string; headers?: Record<string, string>; status: number; logged: number }[] = [
    { name: 'a transformed input and output', url: `/trpc/echo?input=${wrapped({ word: 'hi' })}`, headers: { 'x-user': 'ada' }, status: 200, logged: 0 },
    { name: 'a batch with transformed inputs', url: `/trpc/echo,echo,plain?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { wrapped: { word: 'a' } }, 1: { wrapped: { word: 'toolong' } } }))}`, status: 207, logged: 1 },
    { name: 'an input a procedure never reads', url: '/trpc/plain?input=%7Bbroken', status: 200, logged: 0 },
    { name: 'an unexpected error', url: '/trpc/crash', status: 500, logged: 1 },
    { name: 'a TRPCError with its own code', url: `/trpc/teapot?input=${wrapped(null)}`, status: 412, logged: 1 },
    { name: 'a failing context', url: `/trpc/echo?input=${wrapped({ word: 'hi' })}`, headers: { 'x-no-context': '1' }, status: 500, logged: 1 },
    { name: 'a failing context in a batch', url: '/trpc/plain,crash?batch=1', headers: { 'x-no-context': '1' }, status: 500, logged: 2 },
    { name: 'a stream-like result', url: '/trpc/streamLike', status: 415, logged: 1 },
    { name: 'a stream-like result in a batch', url: '/trpc/streamLike,plain?batch=1', status: 207, logged: 0 },
    { name: 'a result JSON cannot hold', url: '/trpc/unserializable', status: 500, logged: 1 },
    { name: 'a result JSON cannot hold, batched', url: '/trpc/unserializable,plain?batch=1', status: 500, logged: 1 },
    { name: 'an empty input', url: '/trpc/echo?input=', status: 400, logged: 1 },
    { name: 'a batch with an empty name', url: '/trpc/plain,?batch=1', status: 207, logged: 1 },
    { name: 'a GET of a mutation', url: '/trpc/change', status: 405, logged: 1 },
  ];

  it.each(cases)('answers $name as the adapter does, and logs the same', async ({ url, headers, status, logged }) => {
    const before = [fastLog.length, stockLog.length];
    const [fastAnswer, stockAnswer] = [await fast.inject({ method: 'GET', url, headers }), await stock.inject({ method: 'GET', url, headers })];
    expect(stockAnswer.statusCode).toBe(status);
    const { date: _fastDate, ...fastHeaders } = fastAnswer.headers;
    const { date: _stockDate, ...stockHeaders } = stockAnswer.headers;
    expect({ status: fastAnswer.statusCode, headers: fastHeaders, body: fastAnswer.body }).toEqual({ status: stockAnswer.statusCode, headers: stockHeaders, body: stockAnswer.body });
    expect(fastLog.slice(before[0])).toEqual(stockLog.slice(before[1]));
    expect(stockLog.length - before[1]!).toBe(logged);
  });
});
