import net, { type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../../shared/product-images.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';

// Over a real socket: how the body is cut into chunks on the wire is what is tested here.
const t = useTestApp();
let port = 0;
let cookie = '';
let picture = Buffer.alloc(0);

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cookie = await repCookie(t.app);
  picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c2255c' } })
    .png()
    .toBuffer();
});

/** A readable picture padded to `size` bytes: cut anywhere after the picture, it is still one. */
const imageFileOf = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);

const BOUNDARY = '----size-limit-test';

/**
 * Uploads `file` as a browser would (Content-Length, one multipart part), writing the request
 * head and the part's headers first and then the file in `chunkSize` pieces, each written once
 * the socket took the one before. Chunk sizes that divide the limit put a chunk boundary exactly
 * at it. Stops writing when the answer arrives (the server may close the socket meanwhile).
 */
function uploadInChunks(file: Buffer, chunkSize: number): Promise<{ status: number; body: string }> {
  const partHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`);
  const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = partHead.length + file.length + partTail.length;
  const requestHead =
    `POST /api/admin/images HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let answered = false;
    socket.on('data', (data) => {
      answered = true;
      received.push(data);
    });
    // Writing on after the server answered and closed: expected, the answer is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered && error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (status === 0) reject(new Error(`no answer to an upload of ${file.length} bytes in chunks of ${chunkSize}`));
      else resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const write = (chunk: Buffer | string) => new Promise<void>((done) => socket.write(chunk, () => done()));
    void (async () => {
      await write(requestHead);
      await write(partHead);
      for (let offset = 0; offset < file.length && !answered && !socket.destroyed; offset += chunkSize) {
        await write(file.subarray(offset, offset + chunkSize));
      }
      if (!answered && !socket.destroyed) await write(partTail);
    })();
  });
}

const imageRows = async () => Number((await t.db.dataSource.query<[{ n: number }]>('SELECT count(*)::int AS n FROM product_image'))[0].n);

const MB = 1024 * 1024;
const CHUNK_SIZES = [1024, 64 * 1024, MB];

describe('an upload over the limit', () => {
  it('answers 413 with a clear message and stores nothing, whatever the size and however the body is chunked', async () => {
    const before = await imageRows();
    const answers: string[] = [];
    for (const size of [PRODUCT_IMAGE_MAX_BYTES + 1, PRODUCT_IMAGE_MAX_BYTES + 1024, 6 * MB, 30 * MB]) {
      for (const chunkSize of CHUNK_SIZES) {
        const { status, body } = await uploadInChunks(imageFileOf(size), chunkSize);
        answers.push(`${size} bytes in ${chunkSize}-byte chunks: ${status}`);
        if (status === 413) expect(JSON.parse(body).error).toMatchObject({ field: 'file', message: 'An image can be at most 5 MB' });
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 413'))).toEqual([]);
    expect(await imageRows()).toBe(before);
  });

  it('an image at or just under the limit is stored, however it is chunked', async () => {
    for (const size of [PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES - 1]) {
      for (const chunkSize of CHUNK_SIZES) {
        const { status, body } = await uploadInChunks(imageFileOf(size), chunkSize);
        expect(status, `${size} bytes in ${chunkSize}-byte chunks: ${body}`).toBe(201);
      }
    }
  });
});
