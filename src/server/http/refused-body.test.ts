import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_FILE_MAX_BYTES } from '../../shared/admin-products.js';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../shared/product-images.js';
import { STORE_ORDER_FILE_MAX_BYTES } from '../../shared/store-orders.js';
import { repCookie } from '../../../test/support/rep-session.js';
import { useTestApp } from '../../../test/support/test-app.js';

// Real HTTP over one kept-alive connection, as a browser sends an upload and then its next
// request: what is tested is what the refused upload leaves on the connection.
const t = useTestApp();
let port = 0;
let cookie = '';
let agent: http.Agent;
/** The product CSV's header row, as the export writes it. */
let productHeader = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cookie = await repCookie(t.app);
  productHeader = (await t.app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: { cookie } })).body.split('\r\n')[0]!;
});
// One connection at most, kept alive: the second request goes on the first one's connection
// unless the server said `Connection: close`.
beforeEach(() => {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  socket: Socket;
}

/**
 * One request through the agent. Its answer counts once it arrived whole: a server that
 * answers before reading the whole body may close the connection while the body is still
 * being written, and that write's error is expected.
 */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ agent, host: '127.0.0.1', port, method, path, headers: { cookie, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        answered = true;
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: Buffer.concat(chunks).toString(), socket: request.socket as Socket });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(body);
  });
}

/** The promise's value, or a failure naming `what` if it takes longer than `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Sends the refused upload, then an ordinary request on the same connection: it is answered
 * at once (Node would otherwise give it 408 after the 10 s request timeout), either on that
 * connection or, when the refusal said `Connection: close`, on a new one. The bounds leave a
 * busy machine room: sending 20 MB may take seconds, and 5 s is still half the timeout a stalled
 * connection waits for.
 */
async function expectNextRequestAnsweredAtOnce(upload: () => Promise<Answer>, refusedWith: number): Promise<Answer> {
  const refused = await within(20_000, 'the refusal', upload());
  expect(refused.status, refused.body).toBe(refusedWith);
  const next = await within(5000, 'the next request on the connection', send('GET', '/api/admin/products?pageSize=1'));
  expect(next.status, next.body).toBe(200);
  expect(refused.connection === 'close' || next.socket === refused.socket).toBe(true);
  return refused;
}

const MB = 1024 * 1024;
const csvHeaders = { 'content-type': 'text/csv' };
const productCsv = (body: Buffer, headers: Record<string, string> = {}) => send('POST', '/api/admin/products.csv', { ...csvHeaders, ...headers }, body);
const orderCsv = (body: Buffer) => send('POST', '/api/admin/loyalty/store-orders.csv', csvHeaders, body);

const BOUNDARY = '----refused-body-test';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const imageUpload = (body: Buffer, headers: Record<string, string> = multipartHeaders) => send('POST', '/api/admin/images', headers, body);
function multipartFile(content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('a refused upload leaves its connection usable', () => {
  it('a product CSV with a 1 MB cell: the rest is read and the connection serves the next request', async () => {
    const file = Buffer.from(`${productHeader}\nserum,${'x'.repeat(MB)}\n`);
    const refused = await expectNextRequestAnsweredAtOnce(() => productCsv(file), 400);
    expect(refused.body).toContain('not valid CSV');
    expect(refused.connection).toBe('keep-alive');
  });

  it('a store-order CSV with a 1 MB cell', async () => {
    const file = Buffer.from(`order_number,date,total,email\nA-1,2024-01-01,${'9'.repeat(MB)},a@example.com\n`);
    const refused = await expectNextRequestAnsweredAtOnce(() => orderCsv(file), 400);
    expect(refused.body).toContain('not valid CSV');
  });

  it('a product CSV that stops being CSV early, before 1 MB more', async () => {
    const file = Buffer.concat([Buffer.from(`${productHeader}\n"serum"x,y\n`), Buffer.alloc(MB, 'z')]);
    const refused = await expectNextRequestAnsweredAtOnce(() => productCsv(file), 400);
    expect(refused.body).toContain('not valid CSV');
  });

  it('a product CSV over the size limit', async () => {
    const file = Buffer.concat([Buffer.from(`${productHeader}\n`), Buffer.alloc(PRODUCT_FILE_MAX_BYTES + MB, '\n')]);
    await expectNextRequestAnsweredAtOnce(() => productCsv(file), 413);
  });

  it('a store-order CSV over the size limit', async () => {
    const file = Buffer.concat([Buffer.from('order_number,date,total,email\n'), Buffer.alloc(STORE_ORDER_FILE_MAX_BYTES + MB, '\n')]);
    await expectNextRequestAnsweredAtOnce(() => orderCsv(file), 413);
  });

  it('a CSV over the size limit sent without a declared length: the answer closes the connection', async () => {
    const file = Buffer.concat([Buffer.from(`${productHeader}\n`), Buffer.alloc(PRODUCT_FILE_MAX_BYTES + MB, '\n')]);
    const refused = await expectNextRequestAnsweredAtOnce(() => send('POST', '/api/admin/products.csv', { ...csvHeaders, 'transfer-encoding': 'chunked' }, file), 413);
    expect(refused.connection).toBe('close');
  });

  it('an image over the size limit', async () => {
    await expectNextRequestAnsweredAtOnce(() => imageUpload(multipartFile(Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + MB, 1))), 413);
  });

  it('malformed multipart: a body that never opens with its boundary', async () => {
    await expectNextRequestAnsweredAtOnce(() => imageUpload(Buffer.alloc(MB, 'junk\r\n')), 400);
  });

  it('malformed multipart: no boundary in its Content-Type', async () => {
    await expectNextRequestAnsweredAtOnce(() => imageUpload(multipartFile(Buffer.alloc(MB, 1)), { 'content-type': 'multipart/form-data' }), 400);
  });

  it('a compressed upload (refused before it is read: bodies are taken uncompressed)', async () => {
    await expectNextRequestAnsweredAtOnce(() => productCsv(Buffer.alloc(MB, 'z'), { 'content-encoding': 'gzip' }), 415);
    await expectNextRequestAnsweredAtOnce(() => imageUpload(Buffer.alloc(MB, 'z'), { ...multipartHeaders, 'content-encoding': 'gzip' }), 415);
  });

  it('an upload refused before its body is read (not signed in)', async () => {
    const file = Buffer.from(`${productHeader}\nserum,${'x'.repeat(MB)}\n`);
    const refused = await within(20_000, 'the refusal', send('POST', '/api/admin/products.csv', { ...csvHeaders, cookie: '' }, file));
    expect(refused.status).toBe(401);
    const next = await within(5000, 'the next request on the connection', send('GET', '/api/admin/products?pageSize=1'));
    expect(next.status, next.body).toBe(200);
  });
});
