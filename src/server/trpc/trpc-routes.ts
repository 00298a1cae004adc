import type { AnyTRPCRouter } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';
import { AppError, toAppError } from '../errors.js';
import type { DatabaseOutageLog } from '../http/database-outage-log.js';
import { loggableError } from '../http/loggable-error.js';
import { contextFactory } from './context.js';

/** `/trpc/*`: tRPC's own Fastify adapter. */
export async function registerTrpcRoutes(app: FastifyInstance, deps: AppDeps, appRouter: AnyTRPCRouter, outageLog: DatabaseOutageLog): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    createContext: contextFactory(deps),
    // One request may batch a few calls, not hundreds.
    maxBatchSize: 10,
    onError({ error, path: procedure }) {
      if (toAppError(error).code === 'UNAVAILABLE') outageLog.failure(error.cause ?? error);
      else if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ error: loggableError(error.cause ?? error), procedure }, 'tRPC procedure failed');
    },
  } satisfies FastifyTRPCPluginOptions<AnyTRPCRouter>['trpcOptions'];

  // Its own scope, so only tRPC requests pass through this hook.
  await app.register(async (trpcScope) => {
    // tRPC's adapter builds a URL from the Host header and answers 500 when it cannot.
    trpcScope.addHook('onRequest', async (request) => {
      if (!URL.canParse(`http://${request.headers.host ?? 'localhost'}/`)) throw new AppError('BAD_REQUEST', 'The Host header is not a valid host name.', 'host');
    });
    await trpcScope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });
}
