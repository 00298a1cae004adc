import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from './accepted-encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves no round trip: it fits one TCP packet anyway. */
const COMPRESS_FROM_BYTES = 1400;

export interface CompressedBody {
  body: Buffer;
  /** The Content-Encoding to send, or null when the body is sent as it is. */
  encoding: 'br' | 'gzip' | null;
}

/**
 * Compresses an answer made per request (pages, tRPC answers) for a client that accepts it, with
 * quick settings: for these, time to the first byte matters more than the last few percent.
 * (Built files and the catalogue list are compressed once, at their best settings, elsewhere.)
 */
export async function compressBody(body: Buffer, acceptEncoding: string | undefined): Promise<CompressedBody> {
  const encoding = body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(acceptEncoding) : null;
  if (encoding === 'br') return { body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding };
  if (encoding === 'gzip') return { body: await gzipAsync(body, { level: 5 }), encoding };
  return { body, encoding: null };
}
