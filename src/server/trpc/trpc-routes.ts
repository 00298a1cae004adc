import type { AnyTRPCRouter } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { type Readable, Transform } from 'node:stream';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';
import { AppError, toAppError } from '../errors.js';
import { type DatabaseLogs, logDatabaseFailure } from '../http/error-handler.js';
import { loggableError } from '../http/loggable-error.js';
import { contextFactory } from './context.js';
import { TRPC_MAX_BATCH } from '../../shared/trpc-batch.js';

const tooLarge = () => Object.assign(new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'), { statusCode: 413 });

/** The body as a stream that fails with 413 once more than `maxBytes` arrived. */
function capped(payload: Readable, maxBytes: number): Readable {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  payload.on('error', (error) => limiter.destroy(error));
  return payload.pipe(limiter);
}

/**
 * All procedures share one route, so it reads bodies up to the largest limit a procedure has;
 * each request is then held to the limit of what it calls (a batch: the smallest of its
 * procedures'), the app's own limit unless a feature gave the procedure another.
 */
function limitBodiesPerProcedure(scope: FastifyInstance, defaultLimit: number, limits: Record<string, number>): void {
  const largest = Math.max(defaultLimit, ...Object.values(limits));
  if (largest === defaultLimit) return;
  const limitBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const names = ((request.params as { path?: string }).path ?? '').split(',');
    const limit = Math.min(...names.map((name) => limits[name] ?? defaultLimit));
    if (limit >= largest) return payload;
    // Fastify checks that a body is as long as its Content-Length says.
    const announced = request.headers['content-length'];
    if (announced !== undefined) {
      if (Number(announced) > limit) throw tooLarge();
      return payload;
    }
    return capped(payload, limit);
  };
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = largest;
    // After the route's own guards (a body that is not JSON is refused as such first).
    route.preParsing = [...[route.preParsing ?? []].flat(), limitBody];
  });
}

/** `/trpc/*`: tRPC's own Fastify adapter. `bodyLimits`: procedures allowed bodies above the app's limit. */
export async function registerTrpcRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  appRouter: AnyTRPCRouter,
  databaseLogs: DatabaseLogs,
  bodyLimits: Record<string, number> = {},
): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    createContext: contextFactory(deps),
    // One request may batch a few calls, not hundreds.
    maxBatchSize: TRPC_MAX_BATCH,
    // A refusal that passes with time says when to come back, as on the REST side.
    responseMeta({ errors }) {
      const retryAfter = errors.map((error) => toAppError(error).options.retryAfterSeconds).find((seconds) => seconds !== undefined);
      return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
    },
    onError({ error, path: procedure }) {
      if (logDatabaseFailure(databaseLogs, toAppError(error), error.cause ?? error)) return;
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ error: loggableError(error.cause ?? error), procedure }, 'tRPC procedure failed');
    },
  } satisfies FastifyTRPCPluginOptions<AnyTRPCRouter>['trpcOptions'];

  // Its own scope, so only tRPC requests pass through this hook.
  await app.register(async (trpcScope) => {
    // tRPC's adapter builds a URL from the Host header and answers 500 when it cannot.
    trpcScope.addHook('onRequest', async (request) => {
      if (!URL.canParse(`http://${request.headers.host ?? 'localhost'}/`)) throw new AppError('BAD_REQUEST', 'The Host header is not a valid host name.', 'host');
    });
    limitBodiesPerProcedure(trpcScope, app.initialConfig.bodyLimit ?? 1024 * 1024, bodyLimits);
    await trpcScope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });
}
