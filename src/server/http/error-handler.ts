import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, INTERNAL_MESSAGE, toAppError } from '../errors.js';
import type { DatabaseLoadLog } from './database-load-log.js';
import type { DatabaseOutageLog } from './database-outage-log.js';
import { loggableError } from './loggable-error.js';
import type { SecurityHeaderSetter } from './security.js';

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

function bodyOf(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) } };
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) keep their 4xx. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return undefined;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  if (status === 429) return new AppError('TOO_MANY_REQUESTS', error.message || 'Too many requests. Please wait a moment and try again.');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new AppError('BAD_REQUEST', 'The request body is empty.');
  if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
  return new AppError('BAD_REQUEST', 'The request could not be understood.');
}

/** How database failures are logged: an outage once per outage, a busy pool as load. */
export interface DatabaseLogs {
  outage: DatabaseOutageLog;
  load: DatabaseLoadLog;
}

/** Logs a database failure that answered `appError` (an outage or load); false for anything else. */
export function logDatabaseFailure(logs: DatabaseLogs, appError: AppError, error: unknown): boolean {
  if (appError.code === 'BUSY') logs.load.busy();
  else if (appError.code === 'UNAVAILABLE') logs.outage.failure(error);
  else return false;
  return true;
}

export function registerErrorHandler(app: FastifyInstance, logs: DatabaseLogs): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : (fromFastifyError(error) ?? toAppError(error));
    // An unreachable database is logged once per outage, not once per request; a busy pool as load.
    const loggedAsDatabase = !(error instanceof AppError) && logDatabaseFailure(logs, appError, error);
    if (!loggedAsDatabase && appError.status >= 500) request.log.error({ error: loggableError(error) }, 'request failed');
    const body = bodyOf(appError.status === 500 ? new AppError('INTERNAL', INTERNAL_MESSAGE) : appError);
    if (appError.options.retryAfterSeconds !== undefined) void reply.header('retry-after', String(appError.options.retryAfterSeconds));
    return reply.status(appError.status).type('application/json').send(body);
  });
}

/** The longest path parameter the router matches (tRPC batches put several names in one). */
export const MAX_PARAM_LENGTH = 2000;

const TOO_LONG_MESSAGE = 'The address is too long.';

/**
 * An API address no route answers. A path segment over the parameter limit is what made the
 * router pass it on, so it is called too long (as the router itself says when no page route
 * catches the address); the URL is never echoed whole.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
    return reply.status(414).send({ error: { code: 'BAD_REQUEST', message: TOO_LONG_MESSAGE } });
  }
  return reply.status(404).send(bodyOf(new AppError('NOT_FOUND', `No API route ${request.method} ${path.slice(0, 200)}`)));
}

/**
 * Errors raised while routing, before any hook runs (a malformed %-escape, an over-long
 * parameter): the same security headers and JSON error body as every other answer, and the
 * URL is never echoed.
 */
export function routingErrorHandler(setSecurityHeaders: SecurityHeaderSetter) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request.raw, reply.raw);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const message = status === 414 ? TOO_LONG_MESSAGE : 'The address could not be understood.';
    void reply.code(status).type('application/json').send({ error: { code: 'BAD_REQUEST', message } });
  };
}
