import { getTRPCErrorFromUnknown, getTRPCErrorShape, transformTRPCResponse, TRPCError, type AnyTRPCRouter } from '@trpc/server';
import type { FastifyHandlerOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCode, type TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { encodeJsonBody } from './buffered-response.js';
import { queryCallsOf, type QueryCalls } from './query-calls.js';

type TrpcOptions<TRouter extends AnyTRPCRouter> = FastifyHandlerOptions<TRouter, FastifyRequest, FastifyReply>;
type Outcome = { error: TRPCError; data?: undefined } | { error?: undefined; data: unknown };

/** The headers tRPC's adapter puts on every JSON answer. */
const VARY = 'trpc-accept, accept';

// tRPC refuses stream-like results (promises or async iterables) outside streaming links; these
// read values exactly as its own checks do.
const isObject = (value: unknown): value is Record<string, unknown> => !!value && !Array.isArray(value) && typeof value === 'object';
const isAsyncIterable = (value: unknown) => isObject(value) && Symbol.asyncIterator in value;
const isPromise = (value: unknown) =>
  (isObject(value) || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function' &&
  typeof (value as { catch?: unknown }).catch === 'function';
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  return isAsyncIterable(value) || Object.values(value).some(isPromise) || Object.values(value).some(isAsyncIterable);
}
const streamLikeError = () =>
  new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink' });

/** What an error answer and its log need to know of the request. */
interface RequestScope<TRouter extends AnyTRPCRouter> {
  options: TrpcOptions<TRouter>;
  request: FastifyRequest;
  ctx: unknown;
}

function reportError<TRouter extends AnyTRPCRouter>({ options, request, ctx }: RequestScope<TRouter>, error: TRPCError, path: string | undefined, input: unknown) {
  options.onError?.({ error, path, input, ctx, type: 'query', req: request });
}

function errorShape<TRouter extends AnyTRPCRouter>({ options, ctx }: RequestScope<TRouter>, error: TRPCError, path: string | undefined, input: unknown) {
  return getTRPCErrorShape({ config: options.router._def._config, ctx, error, type: 'query', path, input });
}

/** Runs the calls as tRPC's resolveResponse does and returns its status and body. */
async function answer<TRouter extends AnyTRPCRouter>(
  options: TrpcOptions<TRouter>,
  request: FastifyRequest,
  reply: FastifyReply,
  { isBatchCall, calls }: QueryCalls,
): Promise<{ status: number; body: string }> {
  const config = options.router._def._config;
  // Aborted when the client goes away before its answer, like the adapter's request signal.
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  let url: URL | undefined;
  const info: TRPCRequestInfo = {
    accept: null,
    type: 'query',
    isBatchCall,
    // The same fields as tRPC's calls; only the procedure's declared type is narrower.
    calls: calls as unknown as TRPCRequestInfo['calls'],
    connectionParams: null,
    signal: abort.signal,
    // Built only if the context asks for it.
    get url() {
      const secure = (request.raw.socket as { encrypted?: boolean } | null)?.encrypted === true;
      url ??= new URL(request.raw.url ?? '/', `${secure ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`);
      return url;
    },
  };
  let ctx: unknown;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await options.createContext?.({ req: request, res: reply, info });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const scope: RequestScope<TRouter> = { options, request, ctx };

  const outcomes = calls.map(async (call): Promise<Outcome> => {
    try {
      if (ctxError) throw ctxError;
      const data = await call.procedure({
        path: call.path,
        getRawInput: call.getRawInput,
        ctx,
        type: 'query',
        signal: abort.signal,
        batchIndex: call.batchIndex,
      });
      return { data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      reportError(scope, error, call.path, call.result());
      return { error };
    }
  });

  try {
    if (!isBatchCall) {
      const [call] = calls;
      const outcome = await outcomes[0]!;
      if (isDataStream(outcome.data)) throw streamLikeError();
      const item = outcome.error ? { error: errorShape(scope, outcome.error, call!.path, call!.result()) } : { result: { data: outcome.data } };
      return { status: getHTTPStatusCode([item]), body: JSON.stringify(transformTRPCResponse(config, item)) };
    }
    const items = (await Promise.all(outcomes)).map((outcome, index) => {
      const call = calls[index]!;
      const error = outcome.error ?? (isDataStream(outcome.data) ? streamLikeError() : undefined);
      return error ? { error: errorShape(scope, error, call.path, call.result()) } : { result: { data: outcome.data } };
    });
    return { status: getHTTPStatusCode(items), body: JSON.stringify(transformTRPCResponse(config, items)) };
  } catch (cause) {
    // Whatever failed while building the answer becomes one error answer, as in tRPC.
    const error = getTRPCErrorFromUnknown(cause);
    reportError(scope, error, undefined, undefined);
    const item = { error: errorShape(scope, error, undefined, undefined) };
    return { status: getHTTPStatusCode(item), body: JSON.stringify(transformTRPCResponse(config, item)) };
  }
}

/**
 * tRPC's Fastify adapter turns every call into a fetch Request and Response (URL, Headers,
 * AbortControllers that abort, creating a DOMException, on every close, web streams to read
 * the body back): about 200 µs of CPU per call, more than half of what the Node process spends
 * on the whole REST twin of a database query. Plain GETs of queries, the calls the client makes most, are answered
 * here with tRPC's own pieces (procedure call, error shape and status, transformer) and the
 * same context, onError, hooks and headers; any other request goes on to the adapter's route
 * handler unchanged.
 */
export function answerTrpcQueries<TRouter extends AnyTRPCRouter>(options: TrpcOptions<TRouter>): preHandlerHookHandler {
  // Options this path does not implement leave every call to the adapter.
  const supported = !options.responseMeta && options.allowBatching !== false && options.batching?.enabled !== false;
  return (request, reply, done) => {
    const calls = supported ? queryCallsOf(request, options.router, options.maxBatchSize) : null;
    if (!calls) {
      done();
      return;
    }
    // The reply is sent here, so the route handler does not run (done is not called).
    answer(options, request, reply, calls)
      .then(async ({ status, body }) => {
        reply.code(status).header('content-type', 'application/json');
        reply.send(await encodeJsonBody(request, reply, Buffer.from(body), VARY));
      })
      .catch((error: unknown) => reply.send(error));
  };
}
