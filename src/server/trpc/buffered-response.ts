import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { onSendHookHandler } from 'fastify';
import { preferredEncoding } from '../http/accepted-encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves no round trip: it fits one TCP packet anyway. */
const COMPRESS_FROM_BYTES = 1400;

/**
 * tRPC's adapter hands Fastify a fetch `Response`, which Fastify streams out chunk by chunk with
 * chunked transfer encoding: an extra socket write per answer and no Content-Length. Our links
 * never stream (no subscriptions, no batch streaming), so JSON answers are read whole here, sent
 * as one buffer with their length, and compressed (fast settings) for browsers that accept it.
 */
export const bufferTrpcResponse: onSendHookHandler = async (request, reply, payload) => {
  if (!(payload instanceof Response) || !payload.headers.get('content-type')?.startsWith('application/json')) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  const body = Buffer.from(await payload.arrayBuffer());
  const encoding = body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  // Keep what tRPC says the answer varies by, and add the encoding.
  reply.header('vary', [payload.headers.get('vary'), 'accept-encoding'].filter(Boolean).join(', '));
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipAsync(body, { level: 5 });
};
