import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { loggableError } from '../http/loggable-error.js';
import { appRouter, type AppRouter } from './app-router.js';
import { bufferTrpcResponse } from './buffered-response.js';
import { contextFactory } from './context.js';
import { answerTrpcQueries } from './query-fast-path.js';

export interface TrpcRoutesOptions {
  /** Off only where a test compares the fast path with tRPC's own adapter. */
  queryFastPath?: boolean;
}

/** `/trpc/*`: tRPC's Fastify adapter, with GET queries answered by the fast path first. */
export async function registerTrpcRoutes(app: FastifyInstance, deps: AppDeps, options: TrpcRoutesOptions = {}): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    createContext: contextFactory(deps),
    // One request may batch a few calls, not hundreds.
    maxBatchSize: 10,
    onError({ error, path: procedure }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ error: loggableError(error.cause ?? error), procedure }, 'tRPC procedure failed');
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];

  // Its own scope, so only tRPC answers pass through these hooks.
  await app.register(async (trpcScope) => {
    // tRPC's adapter builds a URL from the Host header and answers 500 when it cannot.
    trpcScope.addHook('onRequest', async (request) => {
      if (!URL.canParse(`http://${request.headers.host ?? 'localhost'}/`)) throw new AppError('BAD_REQUEST', 'The Host header is not a valid host name.', 'host');
    });
    trpcScope.addHook('onSend', bufferTrpcResponse);
    if (options.queryFastPath !== false) trpcScope.addHook('preHandler', answerTrpcQueries(trpcOptions));
    await trpcScope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });
}
