import { Readable, Transform } from 'node:stream';
import { AppError } from '../errors.js';

/**
 * The request body as a stream that fails with 413 once more than `maxBytes` arrived, so a
 * huge upload is refused while it streams instead of after it was read.
 */
export function limitedStream(body: unknown, maxBytes: number): Readable {
  if (!(body instanceof Readable)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file with Content-Type: text/csv');
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(new AppError('PAYLOAD_TOO_LARGE', `The file can be at most ${Math.round(maxBytes / 1024 / 1024)} MB`));
      else callback(null, chunk);
    },
  });
  body.on('error', (error) => limiter.destroy(error));
  return body.pipe(limiter);
}
