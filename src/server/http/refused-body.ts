import type { FastifyInstance, onSendHookHandler, preParsingHookHandler } from 'fastify';
import { AppError } from '../errors.js';

/**
 * A body answered before it arrived whole is read to its end and thrown away when it declared
 * at most this many bytes: above the largest upload the app takes (the product CSV, 20 MB), so
 * a representative's refused file is received and she sees the answer, and the connection
 * serves her next request. A longer body, or one of undeclared length, closes the connection.
 */
export const REFUSED_BODY_DRAIN_MAX_BYTES = 32 * 1024 * 1024;

const settleUnreadBody: onSendHookHandler = (request, reply, payload, done) => {
  const raw = request.raw;
  // Complete: the body was read (or there was none). Otherwise the answer goes out before the
  // body arrived whole: a parser, a limit or a check refused it part way. Node throws away a body
  // no one began to read, but one a stream began to read and let go of stays unread, and the
  // next request on the connection would wait behind it until the request timeout (408).
  if (!raw.complete) {
    const declared = Number(request.headers['content-length']);
    const drained = Number.isFinite(declared) && declared <= REFUSED_BODY_DRAIN_MAX_BYTES;
    if (!drained) void reply.header('connection', 'close');
    // Whatever was reading it (a CSV parser, busboy, a decompressor) is let go of, and the rest
    // flows to no one until it ends (or, for a closing connection, until the socket closes).
    raw.unpipe();
    raw.resume();
  }
  done(null, payload);
};

/**
 * Bodies are taken as sent: one that failed to decompress would be torn down with its
 * connection, answer unsent. A compressed one is refused before anything reads it.
 */
const refuseCompressedBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body uncompressed, without a Content-Encoding.'));
    return;
  }
  done(null, payload);
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route registered from now on that takes a body refuses a compressed one and settles a
 * body its answer leaves unread (above). Routes for reads only (pages, files) and the ones
 * registered before this call (the probes) get neither: Node throws away a body no one reads.
 */
export function settleUnreadBodiesFromHere(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
    route.preParsing = [refuseCompressedBody, ...[route.preParsing ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), settleUnreadBody];
  });
}
