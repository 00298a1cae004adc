import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, INTERNAL_MESSAGE, toAppError } from '../errors.js';
import { loggableError } from './loggable-error.js';
import { guardTrpcRoutes } from './trpc-route-guards.js';

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

export function registerErrorHandler(app: FastifyInstance): void {
  // tRPC's own 5xx and 415 gaps (see trpc-route-guards.ts); must be hooked before tRPC registers.
  guardTrpcRoutes(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : (fromFastifyError(error) ?? toAppError(error));
    if (appError.status >= 500) {
      request.log.error({ error: loggableError(error) }, 'request failed');
    }
    const body = bodyOf(appError.status === 500 ? new AppError('INTERNAL', INTERNAL_MESSAGE) : appError);
    return reply.status(appError.status).type('application/json').send(body);
  });
}

export function apiNotFound(method: string, url: string): ErrorBody {
  const path = url.split('?')[0] ?? url;
  return bodyOf(new AppError('NOT_FOUND', `No API route ${method} ${path.slice(0, 200)}`));
}
