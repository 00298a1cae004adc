import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { compressBody } from '../http/compress-body.js';

/**
 * A whole JSON body, compressed (fast settings) for browsers that accept it, and the Vary
 * header: what the answer already varies by, and the encoding.
 */
export async function encodeJsonBody(request: FastifyRequest, reply: FastifyReply, body: Buffer, vary: string | null): Promise<Buffer> {
  const compressed = await compressBody(body, request.headers['accept-encoding']);
  reply.header('vary', [vary, 'accept-encoding'].filter(Boolean).join(', '));
  if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
  return compressed.body;
}

/**
 * tRPC's adapter hands Fastify a fetch `Response`, which Fastify streams out chunk by chunk with
 * chunked transfer encoding: an extra socket write per answer and no Content-Length. Our links
 * never stream (no subscriptions, no batch streaming), so JSON answers are read whole here and
 * sent as one buffer with their length (see encodeJsonBody).
 */
export const bufferTrpcResponse: onSendHookHandler = async (request, reply, payload) => {
  if (!(payload instanceof Response) || !payload.headers.get('content-type')?.startsWith('application/json')) return payload;
  reply.code(payload.status);
  // The body goes out whole, with its length: a chunked transfer header would contradict it.
  for (const [name, value] of payload.headers) if (name !== 'transfer-encoding' && name !== 'content-length') reply.header(name, value);
  return encodeJsonBody(request, reply, Buffer.from(await payload.arrayBuffer()), payload.headers.get('vary'));
};
