import type { FastifyInstance, preParsingHookHandler, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors.js';

/**
 * tRPC's Fastify adapter installs its own multipart/form-data parser, which hands the raw
 * stream to tRPC: a cross-site HTML form could then reach a procedure, past the body size
 * limit. Only JSON bodies get through, as on every other route.
 */
const refuseOtherBodies: preParsingHookHandler = (request, _reply, payload, done) => {
  const type = request.headers['content-type'];
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
    done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'));
    return;
  }
  done(null, payload);
};

/** tRPC decodes the already-decoded path once more and fails with a 500 on a stray '%'. */
const refuseUndecodablePaths: preValidationHookHandler = (request, _reply, done) => {
  const { path } = request.params as { path?: string };
  try {
    decodeURIComponent(path ?? '');
  } catch {
    done(new AppError('NOT_FOUND', 'No procedure at this path.'));
    return;
  }
  done();
};

/**
 * Guards for the tRPC routes, hooked onto them as they are added: must be registered
 * before the tRPC plugin.
 */
export function guardTrpcRoutes(app: FastifyInstance, prefix = '/trpc'): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    route.preParsing = [...[route.preParsing ?? []].flat(), refuseOtherBodies];
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseUndecodablePaths];
  });
}
